import { FeedbackStatus, pageParam } from '@fxdesk/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { feedback, users } from '../../db/schema.js';
import { success } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { anyData, idParam, PAGE, tags } from '../backoffice/index.js';
import { audit } from '../backoffice/index.js';
import { ensureConversation } from './support.repository.js';
import type { SupportService } from './support.service.js';

import { replyBody, permission } from './admin-support.routes.js';

/** Feedback: list, mark handled, answer through the client's support conversation. */
export const adminFeedbackRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  support: SupportService;
}> = async (app, ctx) => {
  const { db, support } = ctx;

  app.get(
    '/admin/api/feedback',
    {
      config: permission,
      schema: {
        tags,
        summary: 'Feedback forms (status 0 new, 1 handled; -1 all)',
        querystring: z.object({ status: z.coerce.number().int().min(-1).max(1).default(0), page: pageParam }),
        response: { 200: anyData },
      },
    },
    async (req) => {
      const where = req.query.status >= 0 ? eq(feedback.status, req.query.status) : undefined;
      const rows = await db
        .select({ f: feedback, uid: users.uid, email: users.email, mobile: users.mobile })
        .from(feedback)
        .innerJoin(users, eq(users.id, feedback.userId))
        .where(where)
        .orderBy(desc(feedback.id))
        .limit(PAGE)
        .offset((req.query.page - 1) * PAGE);
      const [total] = await db.select({ n: count() }).from(feedback).where(where);
      return success(req.lang, {
        data: rows.map(({ f, uid, email, mobile }) => ({
          id: f.id,
          user_id: f.userId,
          uid,
          account: email ?? mobile ?? '',
          content: f.content,
          contact: f.contact,
          image: f.image,
          status: f.status,
          handled_by: f.handledBy,
          handled_at: f.handledAt,
          created_at: f.createdAt,
        })),
        total: total?.n ?? 0,
      });
    },
  );

  app.post(
    '/admin/api/feedback/:id/handle',
    {
      config: permission,
      schema: { tags, summary: 'Mark feedback handled (once)', params: idParam, response: { 200: anyData } },
    },
    async (req) => {
      await db.transaction(async (tx) => {
        const changed = await tx
          .update(feedback)
          .set({ status: FeedbackStatus.HANDLED, handledBy: req.staff!.email, handledAt: ctx.clock() })
          .where(and(eq(feedback.id, req.params.id), eq(feedback.status, FeedbackStatus.NEW)))
          .returning({ id: feedback.id });
        if (changed.length === 0) {
          const [exists] = await tx
            .select({ id: feedback.id })
            .from(feedback)
            .where(eq(feedback.id, req.params.id));
          throw new AppError(exists ? 'SUPPORT_STATE_CHANGED' : 'FEEDBACK_NOT_FOUND');
        }
        await audit(tx, req, { action: 'feedback.handled', targetType: 'feedback', targetId: req.params.id });
      });
      return success(req.lang, { id: req.params.id, status: FeedbackStatus.HANDLED });
    },
  );

  app.post(
    '/admin/api/feedback/:id/reply',
    {
      config: permission,
      schema: {
        tags,
        summary: "Answer in the client's support chat (reopens it) and mark the feedback handled",
        params: idParam,
        body: replyBody,
        response: { 200: anyData },
      },
    },
    async (req) => {
      const [row] = await db.select().from(feedback).where(eq(feedback.id, req.params.id));
      if (!row) throw new AppError('FEEDBACK_NOT_FOUND');
      const now = ctx.clock();
      const conv = await ensureConversation(db, row.userId, now);
      const message = await support.staffReply(
        { id: req.staff!.id, email: req.staff!.email },
        conv,
        req.body.content,
        async (tx, m) => {
          await tx
            .update(feedback)
            .set({ status: FeedbackStatus.HANDLED, handledBy: req.staff!.email, handledAt: now })
            .where(and(eq(feedback.id, row.id), eq(feedback.status, FeedbackStatus.NEW)));
          await audit(tx, req, {
            action: 'feedback.answered',
            targetType: 'feedback',
            targetId: row.id,
            after: { conversation_id: conv.id, message_id: m.id },
          });
        },
        true,
      );
      return success(req.lang, { conversation_id: conv.id, message });
    },
  );
};
