import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { adminClientsRoutes } from './admin-clients.routes.js';
import { adminFundsReviewRoutes } from './admin-funds-review.routes.js';
import { adminInstrumentsRoutes } from './admin-instruments.routes.js';
import { adminRecordsRoutes } from './admin-records.routes.js';
import { adminSettingsRoutes } from './admin-settings.routes.js';
import { adminUploadsRoutes } from './admin-uploads.routes.js';

/**
 * Funds review, clients, settings and company, outbox and audit, instruments and logo uploads:
 * one plugin per responsibility.
 */
export const adminOpsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(adminFundsReviewRoutes, ctx);
  await app.register(adminClientsRoutes, ctx);
  await app.register(adminSettingsRoutes, ctx);
  await app.register(adminRecordsRoutes, ctx);
  await app.register(adminInstrumentsRoutes, ctx);
  await app.register(adminUploadsRoutes, ctx);
};
