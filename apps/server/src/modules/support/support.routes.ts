import { SUPPORT_LIMITS } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientRouter } from '../../http/route-options.js';
import type { SupportDeps } from './support.service.js';
import { success } from '../../http/envelope.js';
import { adminSupportRoutes } from './admin-support.routes.js';
import { manifestRoutes } from './manifest.routes.js';
import { SupportService } from './support.service.js';

const tags = ['support'];

/**
 * Support chat and feedback for clients (DESIGN §7), and the console's inbox. Any logged-in
 * account (demo too) may chat; images are those it uploaded itself.
 */
export const supportRoutes: FastifyPluginAsyncZod<SupportDeps> = async (app, ctx) => {
  const userRoute = clientRouter(app, tags, { preHandler: app.requireUser });
  const support = new SupportService(ctx);

  userRoute(
    'GET /api/support/messages',
    `My support conversation, newest first (${SUPPORT_LIMITS.pageSize} per page)`,
    async (req) => success(req.lang, await support.clientPage(req.user().id, req.query.page)),
  );

  userRoute(
    'POST /api/support/send',
    'Send text (≤ 2,000 characters) or the url of an image I uploaded',
    async (req) =>
      success(req.lang, await support.clientSend(req.user().id, req.body.content), 'success.support_sent'),
  );

  userRoute('POST /api/support/read', 'Mark every support message as read', async (req) =>
    success(req.lang, { unread: await support.clientRead(req.user().id) }),
  );

  userRoute('GET /api/support/unread', 'Unread support messages (user-centre badge)', async (req) =>
    success(req.lang, { unread: await support.clientUnread(req.user().id) }),
  );

  userRoute(
    'POST /api/feedback/submit',
    'Feedback: content (≤ 2,000), optional contact, optional screenshot url',
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
