import {
  feedbackSubmitBody,
  feedbackSubmitted,
  SUPPORT_LIMITS,
  supportMessage,
  supportMessagesPage,
  supportMessagesQuery,
  supportSendBody,
  supportUnread,
} from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SupportDeps } from './support.service.js';
import { envelope, success } from '../../http/envelope.js';
import { adminSupportRoutes } from './admin-support.routes.js';
import { manifestRoutes } from './manifest.routes.js';
import { SupportService } from './support.service.js';

const tags = ['support'];

/**
 * Support chat and feedback for clients (DESIGN §7), and the console's inbox. Any logged-in
 * account (demo too) may chat; images are those it uploaded itself.
 */
export const supportRoutes: FastifyPluginAsyncZod<SupportDeps> = async (app, ctx) => {
  const support = new SupportService(ctx);
  const user = { preHandler: app.requireUser };

  app.get(
    '/api/support/messages',
    {
      ...user,
      schema: {
        tags,
        summary: `My support conversation, newest first (${SUPPORT_LIMITS.pageSize} per page)`,
        querystring: supportMessagesQuery,
        response: { 200: envelope(supportMessagesPage) },
      },
    },
    async (req) => success(req.lang, await support.clientPage(req.user().id, req.query.page)),
  );

  app.post(
    '/api/support/send',
    {
      ...user,
      schema: {
        tags,
        summary: 'Send text (≤ 2,000 characters) or the url of an image I uploaded',
        body: supportSendBody,
        response: { 200: envelope(supportMessage) },
      },
    },
    async (req) =>
      success(req.lang, await support.clientSend(req.user().id, req.body.content), 'success.support_sent'),
  );

  app.post(
    '/api/support/read',
    {
      ...user,
      schema: {
        tags,
        summary: 'Mark every support message as read',
        response: { 200: envelope(supportUnread) },
      },
    },
    async (req) => success(req.lang, { unread: await support.clientRead(req.user().id) }),
  );

  app.get(
    '/api/support/unread',
    {
      ...user,
      schema: {
        tags,
        summary: 'Unread support messages (user-centre badge)',
        response: { 200: envelope(supportUnread) },
      },
    },
    async (req) => success(req.lang, { unread: await support.clientUnread(req.user().id) }),
  );

  app.post(
    '/api/feedback/submit',
    {
      ...user,
      schema: {
        tags,
        summary: 'Feedback: content (≤ 2,000), optional contact, optional screenshot url',
        body: feedbackSubmitBody,
        response: { 200: envelope(feedbackSubmitted) },
      },
    },
    async (req) =>
      success(
        req.lang,
        { id: await support.submitFeedback(req.user().id, req.body) },
        'success.feedback_submitted',
      ),
  );

  await app.register(adminSupportRoutes, { ...ctx, support });
  await app.register(manifestRoutes, ctx);
};
