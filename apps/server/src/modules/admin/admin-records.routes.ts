import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { answer, staffRoute } from '../backoffice/index.js';
import { AdminRecords } from './admin-records.service.js';

/** Outbox messages and the audit log, read-only. */
export const adminRecordsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const records = new AdminRecords(ctx);

  staffRoute(
    app,
    'GET /admin/api/outbox',
    'outbox.read',
    'Messages sent by the outbox transport',
    async (req) => answer(req.lang, await records.outbox(req.query.q, req.query.page)),
  );

  staffRoute(app, 'GET /admin/api/audit', 'audit.read', 'Audit log, newest first', async (req) =>
    answer(req.lang, await records.audit(req.query, req.query.page)),
  );
};
