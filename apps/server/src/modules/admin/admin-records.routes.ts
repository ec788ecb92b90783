import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { auditPage, outboxPage } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageParam, singleLine } from '@fxdesk/contract';
import type { AppContext } from '../../context.js';
import { auditLog, outboxMessages } from '../../db/schema.js';
import { envelope } from '../../http/envelope.js';
import { answer, likeTerm, PAGE, tags } from '../backoffice/index.js';

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

const DAY_MS = 86_400_000;

function auditFilter(q: z.infer<typeof auditQuery>): SQL | undefined {
  return and(
    q.action ? ilike(auditLog.action, `${likeTerm(q.action)}%`) : undefined,
    q.admin ? ilike(auditLog.adminEmail, `%${likeTerm(q.admin)}%`) : undefined,
    q.target_type ? eq(auditLog.targetType, q.target_type) : undefined,
    q.target_id ? eq(auditLog.targetId, q.target_id) : undefined,
    q.from ? gte(auditLog.createdAt, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(auditLog.createdAt, new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}

/** Outbox messages and the audit log, read-only. */
export const adminRecordsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/admin/api/outbox',
    {
      config: { permission: 'outbox.read' },
      schema: {
        tags,
        summary: 'Messages sent by the outbox transport',
        querystring: z.object({ q: singleLine(100).optional(), page: pageParam }),
        response: { 200: envelope(outboxPage) },
      },
    },
    async (req) => {
      const where = req.query.q ? ilike(outboxMessages.recipient, `%${likeTerm(req.query.q)}%`) : undefined;
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(where)
        .orderBy(desc(outboxMessages.id))
        .limit(PAGE)
        .offset((req.query.page - 1) * PAGE);
      return answer(req.lang, { data: rows });
    },
  );

  app.get(
    '/admin/api/audit',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags,
        summary: 'Audit log, newest first',
        querystring: auditQuery,
        response: { 200: envelope(auditPage) },
      },
    },
    async (req) => {
      const where = auditFilter(req.query);
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(PAGE)
        .offset((req.query.page - 1) * PAGE);
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      return answer(req.lang, { data: rows, total: total?.n ?? 0 });
    },
  );
};
