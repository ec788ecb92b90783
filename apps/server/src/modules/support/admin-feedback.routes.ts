import {
  feedbackAnswered,
  feedbackHandled,
  feedbackRecordPage,
  FeedbackStatus,
  pageParam,
} from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.js';
import { answer, idParam, PAGE, tags } from '../backoffice/index.js';
import { audit } from '../backoffice/index.js';
import { FeedbackAdmin, type FeedbackAdminDeps } from './feedback-admin.service.js';

import { replyBody, permission } from './admin-support.routes.js';

/** Feedback: list, mark handled, answer through the client's support conversation. */
export const adminFeedbackRoutes: FastifyPluginAsyncZod<FeedbackAdminDeps> = async (app, ctx) => {
  const feedback = new FeedbackAdmin(ctx);

  app.get(
    '/admin/api/feedback',
    {
      config: permission,
      schema: {
        tags,
        summary: 'Feedback forms (status 0 new, 1 handled; -1 all)',
        querystring: z.object({ status: z.coerce.number().int().min(-1).max(1).default(0), page: pageParam }),
        response: { 200: envelope(feedbackRecordPage) },
      },
    },
    async (req) => answer(req.lang, await feedback.page(req.query.status, req.query.page, PAGE)),
  );

  app.post(
    '/admin/api/feedback/:id/handle',
    {
      config: permission,
      schema: {
        tags,
        summary: 'Mark feedback handled (once)',
        params: idParam,
        response: { 200: envelope(feedbackHandled) },
      },
    },
    async (req) => {
      await feedback.handle(req.params.id, req.staff!.email, (tx) =>
        audit(tx, req, { action: 'feedback.handled', targetType: 'feedback', targetId: req.params.id }),
      );
      return answer(req.lang, { id: req.params.id, status: FeedbackStatus.HANDLED });
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
        response: { 200: envelope(feedbackAnswered) },
      },
    },
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
