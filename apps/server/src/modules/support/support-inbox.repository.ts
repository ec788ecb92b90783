import { FeedbackStatus, OrderStatus, SUPPORT_SENDER } from '@fxdesk/contract';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
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

/** The back office's reads and writes of the support inbox and canned replies. */

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

/**
 * One page of conversations, the latest message first: of a status (all without one), whose
 * client's e-mail, mobile or uid matches `pattern` (an ILIKE pattern) if given.
 */
export async function inboxRows(
  db: DbOrTx,
  filter: { status?: number; pattern?: string },
  limit: number,
  offset: number,
) {
  const filters: SQL[] = [];
  if (filter.status) filters.push(eq(supportConversations.status, filter.status));
  if (filter.pattern) {
    const q = filter.pattern;
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
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Client messages nobody in the console has read, and feedback forms not handled. */
export async function unreadCounts(db: DbOrTx) {
  const [row] = await db
    .select({ n: count() })
    .from(supportMessages)
    .where(and(eq(supportMessages.sender, SUPPORT_SENDER.user), sql`${supportMessages.readAt} is null`));
  const [fresh] = await db
    .select({ n: count() })
    .from(feedback)
    .where(eq(feedback.status, FeedbackStatus.NEW));
  return { unread: row?.n ?? 0, feedback: fresh?.n ?? 0 };
}

export async function conversationById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.id, id));
  return row;
}

/** Every staff member's e-mail by id (the author of a staff message). */
export async function staffEmails(db: DbOrTx): Promise<Map<number, string>> {
  const rows = await db.select({ id: admins.id, email: admins.email }).from(admins);
  return new Map(rows.map((a) => [a.id, a.email]));
}

/** A client's user row, account, live orders and latest session activity. */
export async function clientFacts(db: DbOrTx, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [account] = await db.select().from(accounts).where(eq(accounts.userId, userId));
  const [open] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), inArray(orders.status, [OrderStatus.PENDING, OrderStatus.HOLDING])),
    );
  const [seen] = await db
    .select({ at: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(1);
  return { user, account, openOrders: open?.n ?? 0, lastSeenAt: seen?.at ?? null };
}

export type CannedRow = typeof supportCannedReplies.$inferSelect;

/** Canned replies by title (at most 200). */
export function cannedList(db: DbOrTx): Promise<CannedRow[]> {
  return db.select().from(supportCannedReplies).orderBy(supportCannedReplies.title).limit(200);
}

export async function insertCanned(
  db: DbOrTx,
  values: { title: string; content: string; createdBy: string },
): Promise<CannedRow> {
  const [row] = await db.insert(supportCannedReplies).values(values).returning();
  return row!;
}

/** Deletes a canned reply; the row it was, or undefined if there was none. */
export async function deleteCanned(db: DbOrTx, id: number): Promise<CannedRow | undefined> {
  const [gone] = await db.delete(supportCannedReplies).where(eq(supportCannedReplies.id, id)).returning();
  return gone;
}
