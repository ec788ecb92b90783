import { count, desc, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageParam } from '@fxdesk/contract';
import type { AppContext } from '../../context.js';
import { auditLog, outboxMessages } from '../../db/schema.js';
import { success } from '../../http/envelope.js';
import { anyData, PAGE, tags } from './admin-http.js';

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
        querystring: z.object({ q: z.string().trim().max(100).optional(), page: pageParam }),
        response: { 200: anyData },
      },
    },
    async (req) => {
      const where = req.query.q
        ? ilike(outboxMessages.recipient, `%${req.query.q.replace(/[%_]/g, '')}%`)
        : undefined;
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(where)
        .orderBy(desc(outboxMessages.id))
        .limit(PAGE)
        .offset((req.query.page - 1) * PAGE);
      return success(req.lang, { data: rows });
    },
  );

  app.get(
    '/admin/api/audit',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags,
        summary: 'Audit log, newest first',
        querystring: z.object({ action: z.string().trim().max(64).optional(), page: pageParam }),
        response: { 200: anyData },
      },
    },
    async (req) => {
      const where = req.query.action
        ? ilike(auditLog.action, `${req.query.action.replace(/[%_]/g, '')}%`)
        : undefined;
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(PAGE)
        .offset((req.query.page - 1) * PAGE);
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      return success(req.lang, { data: rows, total: total?.n ?? 0 });
    },
  );
};
