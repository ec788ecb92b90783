import { auditPage, outboxPage } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageParam, singleLine } from '@fxdesk/contract';
import type { AppContext } from '../../context.js';
import { answer, staffRoute } from '../backoffice/index.js';
import { AdminRecords } from './admin-records.service.js';

const day = z.iso.date({ error: 'validation.invalid' }).optional();
const auditQuery = z.object({
  /** An action or an action family prefix, e.g. "deposit." */
  action: singleLine(64).optional(),
  /** Part of the staff member's e-mail. */
  admin: singleLine(254).optional(),
  target_type: singleLine(32).optional(),
  target_id: singleLine(64).optional(),
  /** UTC days, both included. */
  from: day,
  to: day,
  page: pageParam,
});

/** Outbox messages and the audit log, read-only. */
export const adminRecordsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const records = new AdminRecords(ctx);

  app.get(
    '/admin/api/outbox',
    staffRoute('outbox.read', 'Messages sent by the outbox transport', outboxPage, {
      querystring: z.object({ q: singleLine(100).optional(), page: pageParam }),
    }),
    async (req) => answer(req.lang, await records.outbox(req.query.q, req.query.page)),
  );

  app.get(
    '/admin/api/audit',
    staffRoute('audit.read', 'Audit log, newest first', auditPage, { querystring: auditQuery }),
    async (req) => answer(req.lang, await records.audit(req.query, req.query.page)),
  );
};
