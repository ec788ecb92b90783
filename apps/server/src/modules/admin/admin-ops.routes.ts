import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { adminClientsRoutes } from './admin-clients.routes.js';
import { adminFundsReviewRoutes } from './admin-funds-review.routes.js';
import { adminRecordsRoutes } from './admin-records.routes.js';
import { adminSettingsRoutes } from './admin-settings.routes.js';

/** Funds review, clients, settings and company, outbox and audit: one plugin per responsibility. */
export const adminOpsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(adminFundsReviewRoutes, ctx);
  await app.register(adminClientsRoutes, ctx);
  await app.register(adminSettingsRoutes, ctx);
  await app.register(adminRecordsRoutes, ctx);
};
