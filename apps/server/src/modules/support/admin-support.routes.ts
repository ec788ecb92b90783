import {
  cannedDeleted,
  cannedReplies,
  cannedReply,
  conversationDetail,
  conversationStatus,
  cannedReplyBody,
  inboxPage,
  inboxQuery,
  pageQuery,
  staffReplyBody,
  SUPPORT_STATUS,
  supportCounts,
  supportMessage,
} from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../http/envelope.js';
import { answer, audit, idParam, PAGE, tags, staffRoute } from '../backoffice/index.js';
import type { FeedbackAdminDeps } from './feedback-admin.service.js';
import { SupportAdmin } from './support-admin.service.js';
import { adminFeedbackRoutes } from './admin-feedback.routes.js';

export const permission = { permission: 'support.chat' } as const;

/** The back office's support inbox, canned replies and feedback (permission support.chat). */
export const adminSupportRoutes: FastifyPluginAsyncZod<FeedbackAdminDeps> = async (app, ctx) => {
  const inbox = new SupportAdmin(ctx, PAGE);
  const staffOf = (req: { staff: { id: number; email: string } | null }) => ({
    id: req.staff!.id,
    email: req.staff!.email,
  });

  app.get(
    '/admin/api/support/conversations',
    {
      config: permission,
      schema: {
        tags,
        summary: 'Inbox: conversations with unread counts (status 1 open, 2 closed, 0 all)',
        querystring: inboxQuery,
        response: { 200: envelope(inboxPage) },
      },
    },
    async (req) => answer(req.lang, await inbox.inbox(req.query.status, req.query.q, req.query.page)),
  );

  app.get(
    '/admin/api/support/unread',
    staffRoute('support.chat', 'Unread client messages in open conversations', supportCounts),
    async (req) => answer(req.lang, await inbox.counts()),
  );

  app.get(
    '/admin/api/support/conversations/:id',
    staffRoute(
      'support.chat',
      'One conversation (newest messages first), the client summary; marks it read',
      conversationDetail,
      { params: idParam, querystring: pageQuery },
    ),
    async (req) => answer(req.lang, await inbox.detail(req.params.id, req.query.page)),
  );

  app.post(
    '/admin/api/support/conversations/:id/reply',
    staffRoute('support.chat', 'Reply (pushed live to the client)', supportMessage, {
      params: idParam,
      body: staffReplyBody,
    }),
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
    app.post(
      `/admin/api/support/conversations/:id/${action}`,
      staffRoute('support.chat', `${action} a conversation`, conversationStatus, { params: idParam }),
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

  app.get(
    '/admin/api/support/canned',
    {
      config: permission,
      schema: { tags, summary: 'Canned replies', response: { 200: envelope(cannedReplies) } },
    },
    async (req) => answer(req.lang, await inbox.canned()),
  );

  app.post(
    '/admin/api/support/canned',
    staffRoute('support.chat', 'Add a canned reply', cannedReply, { body: cannedReplyBody }),
    async (req) =>
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

  app.post(
    '/admin/api/support/canned/:id/delete',
    staffRoute('support.chat', 'Delete a canned reply', cannedDeleted, { params: idParam }),
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
