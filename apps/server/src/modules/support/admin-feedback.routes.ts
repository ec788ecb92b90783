import { FeedbackStatus } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer, idParam, PAGE, staffRoute } from '../backoffice/index.js';
import { audit } from '../backoffice/index.js';
import { FeedbackAdmin, type FeedbackAdminDeps } from './feedback-admin.service.js';

/** Feedback: list, mark handled, answer through the client's support conversation. */
export const adminFeedbackRoutes: FastifyPluginAsyncZod<FeedbackAdminDeps> = async (app, ctx) => {
  const feedback = new FeedbackAdmin(ctx);

  staffRoute(
    app,
    'GET /admin/api/feedback',
    'support.chat',
    'Feedback forms (status 0 new, 1 handled; -1 all)',
    async (req) => answer(req.lang, await feedback.page(req.query.status, req.query.page, PAGE)),
  );

  staffRoute(
    app,
    'POST /admin/api/feedback/:id/handle',
    'support.chat',
    'Mark feedback handled (once)',
    { params: idParam },
    async (req) => {
      await feedback.handle(req.params.id, req.staff!.email, (tx) =>
        audit(tx, req, { action: 'feedback.handled', targetType: 'feedback', targetId: req.params.id }),
      );
      return answer(req.lang, { id: req.params.id, status: FeedbackStatus.HANDLED });
    },
  );

  staffRoute(
    app,
    'POST /admin/api/feedback/:id/reply',
    'support.chat',
    "Answer in the client's support chat (reopens it) and mark the feedback handled",
    { params: idParam },
    async (req) =>
      answer(
        req.lang,
        await feedback.reply(
          req.params.id,
          { id: req.staff!.id, email: req.staff!.email },
          req.body.content,
          (tx, row, conv, m) =>
            audit(tx, req, {
              action: 'feedback.answered',
              targetType: 'feedback',
              targetId: row.id,
              after: { conversation_id: conv.id, message_id: m.id },
            }),
        ),
      ),
  );
};
