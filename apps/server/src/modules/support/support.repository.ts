import { FeedbackStatus, SUPPORT_SENDER, SUPPORT_STATUS, type SupportMessage } from '@fxdesk/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { feedback, supportConversations, supportMessages, users } from '../../db/schema.js';
import { newestFirstPage } from '../../db/paging.js';

export type MessageRow = typeof supportMessages.$inferSelect;
export type ConversationRow = typeof supportConversations.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A message as the wire shows it. Clients never see which staff member answered (`staff_name` is
 * '' for them); the console sees the staff e-mail.
 */
export function toMessageView(row: MessageRow, staffName = ''): SupportMessage {
  return {
    id: row.id,
    kind: row.kind,
    sender: row.sender,
    staff_name: row.sender === SUPPORT_SENDER.staff ? staffName : '',
    content: row.content,
    created_at: row.createdAt.toISOString(),
    delivered_at: iso(row.deliveredAt),
    read_at: iso(row.readAt),
  };
}

/**
 * Adds a message to a conversation, which (re)opens it and moves it up the inbox: whoever writes,
 * a closed conversation is open again. Must run in the caller's transaction.
 */
export async function postMessage(
  tx: DbOrTx,
  conversationId: number,
  now: Date,
  message: Pick<typeof supportMessages.$inferInsert, 'sender' | 'staffId' | 'kind' | 'content'>,
): Promise<MessageRow> {
  await tx
    .update(supportConversations)
    .set({ lastMessageAt: now, status: SUPPORT_STATUS.open, closedAt: null, closedBy: null })
    .where(eq(supportConversations.id, conversationId));
  const [inserted] = await tx
    .insert(supportMessages)
    .values({ conversationId, ...message, createdAt: now })
    .returning();
  return inserted!;
}

/** Messages of `sender` in a conversation that the other side has not read yet. */
export async function unreadFrom(db: DbOrTx, conversationId: number, sender: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        eq(supportMessages.sender, sender),
        isNull(supportMessages.readAt),
      ),
    );
  return row?.n ?? 0;
}

export async function conversationOfUser(db: DbOrTx, userId: number): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.userId, userId));
  return row;
}

/** The client's conversation, made on first use (a concurrent first use finds the winner's row). */
export async function ensureConversation(db: DbOrTx, userId: number, now: Date): Promise<ConversationRow> {
  const existing = await conversationOfUser(db, userId);
  if (existing) return existing;
  await db
    .insert(supportConversations)
    .values({ userId, lastMessageAt: now })
    .onConflictDoNothing({ target: supportConversations.userId });
  const row = await conversationOfUser(db, userId);
  if (!row) throw new Error(`support conversation of user ${userId} vanished`);
  return row;
}

/** Stores one feedback entry; its id. */
export async function insertFeedback(
  db: DbOrTx,
  values: Omit<typeof feedback.$inferInsert, 'id'>,
): Promise<number> {
  const [row] = await db.insert(feedback).values(values).returning({ id: feedback.id });
  return row!.id;
}

export type FeedbackRow = typeof feedback.$inferSelect;

/** One page of feedback, newest first, of one status (or all), each with its client's ids. */
export async function feedbackPage(db: DbOrTx, status: number | undefined, limit: number, offset: number) {
  const where = status === undefined ? undefined : eq(feedback.status, status);
  return newestFirstPage(
    db,
    feedback,
    where,
    limit,
    offset,
    db
      .select({ f: feedback, uid: users.uid, email: users.email, mobile: users.mobile })
      .from(feedback)
      .innerJoin(users, eq(users.id, feedback.userId))
      .$dynamic(),
  );
}

export async function feedbackById(db: DbOrTx, id: number): Promise<FeedbackRow | undefined> {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id));
  return row;
}

/** Marks new feedback handled; whether it was new (handled feedback stays as it was). */
export async function markFeedbackHandled(db: DbOrTx, id: number, by: string, at: Date): Promise<boolean> {
  const changed = await db
    .update(feedback)
    .set({ status: FeedbackStatus.HANDLED, handledBy: by, handledAt: at })
    .where(and(eq(feedback.id, id), eq(feedback.status, FeedbackStatus.NEW)))
    .returning({ id: feedback.id });
  return changed.length > 0;
}
