import { SUPPORT_LIMITS, clientRoutes } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromContract } from '../../http/route-options.js';
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
  const support = new SupportService(ctx);
  const user = { preHandler: app.requireUser };

  app.get(
    '/api/support/messages',
    {
      ...user,
      ...fromContract(
        tags,
        `My support conversation, newest first (${SUPPORT_LIMITS.pageSize} per page)`,
        clientRoutes['GET /api/support/messages'],
      ),
    },
    async (req) => success(req.lang, await support.clientPage(req.user().id, req.query.page)),
  );

  app.post(
    '/api/support/send',
    {
      ...user,
      ...fromContract(
        tags,
        'Send text (≤ 2,000 characters) or the url of an image I uploaded',
        clientRoutes['POST /api/support/send'],
      ),
    },
    async (req) =>
      success(req.lang, await support.clientSend(req.user().id, req.body.content), 'success.support_sent'),
  );

  app.post(
    '/api/support/read',
    {
      ...user,
      ...fromContract(tags, 'Mark every support message as read', clientRoutes['POST /api/support/read']),
    },
    async (req) => success(req.lang, { unread: await support.clientRead(req.user().id) }),
  );

  app.get(
    '/api/support/unread',
    {
      ...user,
      ...fromContract(
        tags,
        'Unread support messages (user-centre badge)',
        clientRoutes['GET /api/support/unread'],
      ),
    },
    async (req) => success(req.lang, { unread: await support.clientUnread(req.user().id) }),
  );

  app.post(
    '/api/feedback/submit',
    {
      ...user,
      ...fromContract(
        tags,
        'Feedback: content (≤ 2,000), optional contact, optional screenshot url',
        clientRoutes['POST /api/feedback/submit'],
      ),
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
