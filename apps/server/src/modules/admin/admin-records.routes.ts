import { backOfficeRoutes } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { answer, staffFromContract } from '../backoffice/index.js';
import { AdminRecords } from './admin-records.service.js';

/** Outbox messages and the audit log, read-only. */
export const adminRecordsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const records = new AdminRecords(ctx);

  app.get(
    '/admin/api/outbox',
    staffFromContract(
      'outbox.read',
      'Messages sent by the outbox transport',
      backOfficeRoutes['GET /admin/api/outbox'],
    ),
    async (req) => answer(req.lang, await records.outbox(req.query.q, req.query.page)),
  );

  app.get(
    '/admin/api/audit',
    staffFromContract('audit.read', 'Audit log, newest first', backOfficeRoutes['GET /admin/api/audit']),
    async (req) => answer(req.lang, await records.audit(req.query, req.query.page)),
  );
};
