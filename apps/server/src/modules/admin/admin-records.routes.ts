import { auditPage, auditQuery, outboxPage, outboxQuery } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { answer, staffRoute } from '../backoffice/index.js';
import { AdminRecords } from './admin-records.service.js';

/** Outbox messages and the audit log, read-only. */
export const adminRecordsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const records = new AdminRecords(ctx);

  app.get(
    '/admin/api/outbox',
    staffRoute('outbox.read', 'Messages sent by the outbox transport', outboxPage, {
      querystring: outboxQuery,
    }),
    async (req) => answer(req.lang, await records.outbox(req.query.q, req.query.page)),
  );

  app.get(
    '/admin/api/audit',
    staffRoute('audit.read', 'Audit log, newest first', auditPage, { querystring: auditQuery }),
    async (req) => answer(req.lang, await records.audit(req.query, req.query.page)),
  );
};
