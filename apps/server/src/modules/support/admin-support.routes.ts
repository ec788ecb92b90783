import {
  FeedbackStatus,
  pageParam,
  SUPPORT_LIMITS,
  SUPPORT_SENDER,
  SUPPORT_STATUS,
  typedText,
} from '@fxdesk/contract';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import {
  accounts,
  admins,
  feedback,
  orders,
  sessions,
  supportCannedReplies,
  supportConversations,
  supportMessages,
  users,
} from '../../db/schema.js';
import { success } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { balance2 } from '../../wire-format.js';
import { anyData, idParam, likeTerm, PAGE, tags } from '../backoffice/index.js';
import { audit } from '../backoffice/index.js';
import { toMessageView } from './support.repository.js';
import type { SupportService } from './support.service.js';
import { adminFeedbackRoutes } from './admin-feedback.routes.js';

export const permission = { permission: 'support.chat' } as const;
export const replyBody = z.strictObject({ content: typedText(SUPPORT_LIMITS.textMax) });
const cannedBody = z.strictObject({ title: typedText(80), content: typedText(SUPPORT_LIMITS.textMax) });

/** Unread client messages of a conversation, as a correlated subquery. */
const unreadSql = sql<number>`(select count(*)::int from ${supportMessages} m
  where m.conversation_id = ${supportConversations.id} and m.sender = ${SUPPORT_SENDER.user} and m.read_at is null)`;
const lastMessageSql = sql<{
  kind: number;
  sender: number;
  content: string;
} | null>`(select json_build_object(
  'kind', m.kind, 'sender', m.sender, 'content', left(m.content, 120)) from ${supportMessages} m
  where m.conversation_id = ${supportConversations.id} order by m.id desc limit 1)`;

/** The back office's support inbox, canned replies and feedback (permission support.chat). */
export const adminSupportRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  support: SupportService;
}> = async (app, ctx) => {
  const { db, support } = ctx;
  const staffOf = (req: { staff: { id: number; email: string } | null }) => ({
    id: req.staff!.id,
    email: req.staff!.email,
  });

  async function conversation(id: number) {
    const [row] = await db.select().from(supportConversations).where(eq(supportConversations.id, id));
    if (!row) throw new AppError('SUPPORT_CONVERSATION_NOT_FOUND');
    return row;
  }

  app.get(
    '/admin/api/support/conversations',
    {
      config: permission,
      schema: {
        tags,
        summary: 'Inbox: conversations with unread counts (status 1 open, 2 closed, 0 all)',
        querystring: z.object({
          status: z.coerce.number().int().min(0).max(2).default(1),
          q: z.string().trim().max(100).optional(),
          page: pageParam,
        }),
        response: { 200: anyData },
      },
    },
    async (req) => {
      const filters: SQL[] = [];
      if (req.query.status) filters.push(eq(supportConversations.status, req.query.status));
      if (req.query.q) {
        const q = `%${likeTerm(req.query.q)}%`;
        filters.push(or(ilike(users.email, q), ilike(users.mobile, q), ilike(users.uid, q))!);
      }
      const where = filters.length ? and(...filters) : undefined;
      const rows = await db
        .select({
          id: supportConversations.id,
          userId: users.id,
          uid: users.uid,
          email: users.email,
          mobile: users.mobile,
          isDemo: users.isDemo,
          status: supportConversations.status,
          lastMessageAt: supportConversations.lastMessageAt,
          unread: unreadSql,
          last: lastMessageSql,
        })
        .from(supportConversations)
        .innerJoin(users, eq(users.id, supportConversations.userId))
        .where(where)
        .orderBy(desc(supportConversations.lastMessageAt))
        .limit(PAGE)
        .offset((req.query.page - 1) * PAGE);
      const [total] = await db
        .select({ n: count() })
        .from(supportConversations)
        .innerJoin(users, eq(users.id, supportConversations.userId))
        .where(where);
      // The inbox has received these clients' messages: their second tick turns on.
      await support.markUserMessages(
        rows.map((r) => r.id),
        false,
      );
      return success(req.lang, {
        data: rows.map((r) => ({
          id: r.id,
          user_id: r.userId,
          uid: r.uid,
          account: r.email ?? r.mobile ?? '',
          is_demo: r.isDemo,
          status: r.status,
          last_message_at: r.lastMessageAt,
          last_message: r.last,
          unread: Number(r.unread),
        })),
        total: total?.n ?? 0,
      });
    },
  );

  app.get(
    '/admin/api/support/unread',
    {
      config: permission,
      schema: { tags, summary: 'Unread client messages in open conversations', response: { 200: anyData } },
    },
    async (req) => {
      const [row] = await db
        .select({ n: count() })
        .from(supportMessages)
        .where(and(eq(supportMessages.sender, SUPPORT_SENDER.user), sql`${supportMessages.readAt} is null`));
      const [fresh] = await db
        .select({ n: count() })
        .from(feedback)
        .where(eq(feedback.status, FeedbackStatus.NEW));
      return success(req.lang, { unread: row?.n ?? 0, feedback: fresh?.n ?? 0 });
    },
  );

  app.get(
    '/admin/api/support/conversations/:id',
    {
      config: permission,
      schema: {
        tags,
        summary: 'One conversation (newest messages first), the client summary; marks it read',
        params: idParam,
        querystring: z.object({ page: pageParam }),
        response: { 200: anyData },
      },
    },
    async (req) => {
      const row = await conversation(req.params.id);
      if (req.query.page === 1) await support.markUserMessages([row.id], true);
      const { rows, total } = await support.messagePage(row.id, req.query.page);
      const staffNames = new Map(
        (await db.select({ id: admins.id, email: admins.email }).from(admins)).map((a) => [a.id, a.email]),
      );
      return success(req.lang, {
        conversation: {
          id: row.id,
          status: row.status,
          closed_at: row.closedAt,
          closed_by: row.closedBy,
          created_at: row.createdAt,
        },
        client: await clientSummary(row.userId),
        data: rows.map((m) => toMessageView(m, m.staffId ? (staffNames.get(m.staffId) ?? '') : '')),
        total,
      });
    },
  );

  /** What the support member needs beside the chat: who, real or demo, money, activity. */
  async function clientSummary(userId: number) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    const [account] = await db.select().from(accounts).where(eq(accounts.userId, userId));
    const [open] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, userId), sql`${orders.status} in (0, 1)`));
    const [seen] = await db
      .select({ at: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.lastSeenAt))
      .limit(1);
    return {
      id: userId,
      uid: user?.uid ?? '',
      email: user?.email ?? null,
      mobile: user?.mobile ?? null,
      is_demo: user?.isDemo ?? 0,
      status: user?.status ?? 0,
      created_at: user?.createdAt ?? null,
      balance: balance2(account?.balance ?? '0'),
      lock_balance: balance2(account?.lockBalance ?? '0'),
      open_orders: open?.n ?? 0,
      last_seen_at: seen?.at ?? null,
    };
  }

  app.post(
    '/admin/api/support/conversations/:id/reply',
    {
      config: permission,
      schema: {
        tags,
        summary: 'Reply (pushed live to the client)',
        params: idParam,
        body: replyBody,
        response: { 200: anyData },
      },
    },
    async (req) => {
      const row = await conversation(req.params.id);
      const message = await support.staffReply(staffOf(req), row, req.body.content, (tx, m) =>
        audit(tx, req, {
          action: 'support.replied',
          targetType: 'support_conversation',
          targetId: row.id,
          after: { message_id: m.id, length: m.content.length },
        }),
      );
      return success(req.lang, message);
    },
  );

  for (const [action, status] of [
    ['close', SUPPORT_STATUS.closed],
    ['reopen', SUPPORT_STATUS.open],
  ] as const) {
    app.post(
      `/admin/api/support/conversations/:id/${action}`,
      {
        config: permission,
        schema: { tags, summary: `${action} a conversation`, params: idParam, response: { 200: anyData } },
      },
      async (req) => {
        await support.setStatus(staffOf(req), req.params.id, status, (tx) =>
          audit(tx, req, {
            action: action === 'close' ? 'support.closed' : 'support.reopened',
            targetType: 'support_conversation',
            targetId: req.params.id,
            after: { status },
          }),
        );
        return success(req.lang, { id: req.params.id, status });
      },
    );
  }

  app.get(
    '/admin/api/support/canned',
    { config: permission, schema: { tags, summary: 'Canned replies', response: { 200: anyData } } },
    async (req) => {
      const rows = await db
        .select()
        .from(supportCannedReplies)
        .orderBy(supportCannedReplies.title)
        .limit(200);
      return success(
        req.lang,
        rows.map((r) => ({ id: r.id, title: r.title, content: r.content, created_by: r.createdBy })),
      );
    },
  );

  app.post(
    '/admin/api/support/canned',
    {
      config: permission,
      schema: { tags, summary: 'Add a canned reply', body: cannedBody, response: { 200: anyData } },
    },
    async (req) => {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(supportCannedReplies)
          .values({ ...req.body, createdBy: req.staff!.email })
          .returning();
        await audit(tx, req, {
          action: 'support.canned_added',
          targetType: 'support_canned',
          targetId: inserted!.id,
          after: req.body,
        });
        return inserted!;
      });
      return success(req.lang, { id: row.id, title: row.title, content: row.content });
    },
  );

  app.post(
    '/admin/api/support/canned/:id/delete',
    {
      config: permission,
      schema: { tags, summary: 'Delete a canned reply', params: idParam, response: { 200: anyData } },
    },
    async (req) => {
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(supportCannedReplies)
          .where(eq(supportCannedReplies.id, req.params.id))
          .returning();
        if (!gone) throw new AppError('NOT_FOUND');
        await audit(tx, req, {
          action: 'support.canned_deleted',
          targetType: 'support_canned',
          targetId: gone.id,
          before: { title: gone.title, content: gone.content },
        });
      });
      return success(req.lang, { id: req.params.id });
    },
  );

  await app.register(adminFeedbackRoutes, ctx);
};
