import { SUPPORT_STATUS } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer, audit, idParam, PAGE, staffRoute } from '../backoffice/index.js';
import type { FeedbackAdminDeps } from './feedback-admin.service.js';
import { SupportAdmin } from './support-admin.service.js';
import { adminFeedbackRoutes } from './admin-feedback.routes.js';

/** The back office's support inbox, canned replies and feedback (permission support.chat). */
export const adminSupportRoutes: FastifyPluginAsyncZod<FeedbackAdminDeps> = async (app, ctx) => {
  const inbox = new SupportAdmin(ctx, PAGE);
  const staffOf = (req: { staff: { id: number; email: string } | null }) => ({
    id: req.staff!.id,
    email: req.staff!.email,
  });

  staffRoute(
    app,
    'GET /admin/api/support/conversations',
    'support.chat',
    'Inbox: conversations with unread counts (status 1 open, 2 closed, 0 all)',
    async (req) => answer(req.lang, await inbox.inbox(req.query.status, req.query.q, req.query.page)),
  );

  staffRoute(
    app,
    'GET /admin/api/support/unread',
    'support.chat',
    'Unread client messages in open conversations',
    async (req) => answer(req.lang, await inbox.counts()),
  );

  staffRoute(
    app,
    'GET /admin/api/support/conversations/:id',
    'support.chat',
    'One conversation (newest messages first), the client summary; marks it read',
    { params: idParam },
    async (req) => answer(req.lang, await inbox.detail(req.params.id, req.query.page)),
  );

  staffRoute(
    app,
    'POST /admin/api/support/conversations/:id/reply',
    'support.chat',
    'Reply (pushed live to the client)',
    { params: idParam },
    async (req) => {
      const message = await inbox.reply(staffOf(req), req.params.id, req.body.content, (tx, m) =>
        audit(tx, req, {
          action: 'support.replied',
          targetType: 'support_conversation',
          targetId: req.params.id,
          after: { message_id: m.id, length: m.content.length },
        }),
      );
      return answer(req.lang, message);
    },
  );

  for (const [action, status] of [
    ['close', SUPPORT_STATUS.closed],
    ['reopen', SUPPORT_STATUS.open],
  ] as const) {
    staffRoute(
      app,
      `POST /admin/api/support/conversations/:id/${action}`,
      'support.chat',
      `${action} a conversation`,
      { params: idParam },
      async (req) => {
        await ctx.support.setStatus(staffOf(req), req.params.id, status, (tx) =>
          audit(tx, req, {
            action: action === 'close' ? 'support.closed' : 'support.reopened',
            targetType: 'support_conversation',
            targetId: req.params.id,
            after: { status },
          }),
        );
        return answer(req.lang, { id: req.params.id, status });
      },
    );
  }

  staffRoute(app, 'GET /admin/api/support/canned', 'support.chat', 'Canned replies', async (req) =>
    answer(req.lang, await inbox.canned()),
  );

  staffRoute(app, 'POST /admin/api/support/canned', 'support.chat', 'Add a canned reply', async (req) =>
    answer(
      req.lang,
      await inbox.addCanned(req.staff!.email, req.body, (tx, row) =>
        audit(tx, req, {
          action: 'support.canned_added',
          targetType: 'support_canned',
          targetId: row.id,
          after: req.body,
        }),
      ),
    ),
  );

  staffRoute(
    app,
    'POST /admin/api/support/canned/:id/delete',
    'support.chat',
    'Delete a canned reply',
    { params: idParam },
    async (req) =>
      answer(
        req.lang,
        await inbox.deleteCanned(req.params.id, (tx, gone) =>
          audit(tx, req, {
            action: 'support.canned_deleted',
            targetType: 'support_canned',
            targetId: gone.id,
            before: { title: gone.title, content: gone.content },
          }),
        ),
      ),
  );

  await app.register(adminFeedbackRoutes, ctx);
};
