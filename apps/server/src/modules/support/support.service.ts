import {
  type TopicFrame,
  SUPPORT_KIND,
  SUPPORT_LIMITS,
  SUPPORT_SENDER,
  SUPPORT_STATUS,
  SUPPORT_TOPIC,
  UPLOAD_URL,
  type SupportMessage,
  type SupportMessagesPage,
  type SupportPush,
} from '@fxdesk/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import type { RateLimiter } from '../security/index.js';
import type { Bus } from '../../realtime/bus.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { supportConversations, supportMessages, uploadOwners } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { CHANNELS } from '../../realtime/bus.js';
import {
  conversationOfUser,
  ensureConversation,
  insertFeedback,
  postMessage,
  toMessageView,
  unreadFrom,
  type ConversationRow,
  type MessageRow,
} from './support.repository.js';
import { newestFirstPage } from '../../db/paging.js';

/** What the support chat uses. */
export interface SupportDeps {
  db: Db;
  clock: Clock;
  rateLimiter: RateLimiter;
  bus: Bus;
}
type Deps = SupportDeps;

/** A staff member acting in the console. */
export interface Staff {
  id: number;
  email: string;
}

/**
 * The support chat (DESIGN §7): one conversation per client, text or the client's own uploaded
 * images, delivery and read marks both ways, replies pushed on the private socket topic SUPPORT.
 */
export class SupportService {
  constructor(private readonly ctx: Deps) {}

  /**
   * Stores a client's feedback (DESIGN §7): its screenshot must be an image the client uploaded,
   * and an account sends at most SUPPORT_LIMITS.hourlyFeedback an hour. Returns the entry's id.
   */
  async submitFeedback(
    userId: number,
    input: { content: string; contact: string; image?: string | undefined },
  ): Promise<number> {
    if (input.image) await this.assertOwnUpload(this.ctx.db, userId, input.image);
    await this.ctx.rateLimiter.hit(`feedback:${userId}`, SUPPORT_LIMITS.hourlyFeedback, 3600);
    return insertFeedback(this.ctx.db, { userId, ...input, createdAt: this.ctx.clock() });
  }

  /** Throws 1750 unless `url` is an image this user uploaded. */
  async assertOwnUpload(db: DbOrTx, userId: number, url: string): Promise<void> {
    const [row] = await db
      .select({ userId: uploadOwners.userId })
      .from(uploadOwners)
      .where(eq(uploadOwners.url, url));
    if (row?.userId !== userId) throw new AppError('SUPPORT_IMAGE_NOT_YOURS');
  }

  /** GET /api/support/messages: newest first; support messages fetched count as delivered. */
  async clientPage(userId: number, page: number): Promise<SupportMessagesPage> {
    const { db } = this.ctx;
    const conversation = await conversationOfUser(db, userId);
    if (!conversation) return { data: [], total: 0, unread: 0, status: SUPPORT_STATUS.open };
    await db
      .update(supportMessages)
      .set({ deliveredAt: this.ctx.clock() })
      .where(
        and(
          eq(supportMessages.conversationId, conversation.id),
          eq(supportMessages.sender, SUPPORT_SENDER.staff),
          isNull(supportMessages.deliveredAt),
        ),
      );
    const { rows, total } = await this.messagePage(conversation.id, page);
    return {
      data: rows.map((r) => toMessageView(r)),
      total,
      unread: await unreadFrom(db, conversation.id, SUPPORT_SENDER.staff),
      status: conversation.status,
    };
  }

  async messagePage(conversationId: number, page: number): Promise<{ rows: MessageRow[]; total: number }> {
    const { db } = this.ctx;
    return newestFirstPage(
      db,
      supportMessages,
      eq(supportMessages.conversationId, conversationId),
      SUPPORT_LIMITS.pageSize,
      (page - 1) * SUPPORT_LIMITS.pageSize,
    );
  }

  /** Support messages the client has not read (the user-centre badge). */
  async clientUnread(userId: number): Promise<number> {
    const conversation = await conversationOfUser(this.ctx.db, userId);
    return conversation ? unreadFrom(this.ctx.db, conversation.id, SUPPORT_SENDER.staff) : 0;
  }

  /**
   * POST /api/support/send. Flooding is refused (1003), never queued: a burst limit and an
   * hourly limit per account, counted before anything is written. A client's message reopens
   * a closed conversation.
   */
  async clientSend(userId: number, content: string): Promise<SupportMessage> {
    const { db, rateLimiter } = this.ctx;
    const kind = UPLOAD_URL.test(content) ? SUPPORT_KIND.image : SUPPORT_KIND.text;
    if (kind === SUPPORT_KIND.image) await this.assertOwnUpload(db, userId, content);
    await rateLimiter.hit(
      `support:burst:${userId}`,
      SUPPORT_LIMITS.burstMessages,
      SUPPORT_LIMITS.burstWindowSeconds,
    );
    await rateLimiter.hit(`support:hour:${userId}`, SUPPORT_LIMITS.hourlyMessages, 3600);
    const now = this.ctx.clock();
    const row = await db.transaction(async (tx) => {
      const conversation = await ensureConversation(tx, userId, now);
      return postMessage(tx, conversation.id, now, { sender: SUPPORT_SENDER.user, kind, content });
    });
    const view = toMessageView(row);
    // The client's other tabs and devices show it too.
    await this.push(userId, [view], await this.clientUnread(userId));
    return view;
  }

  /** POST /api/support/read: the client has seen every support message. */
  async clientRead(userId: number): Promise<number> {
    const { db } = this.ctx;
    const conversation = await conversationOfUser(db, userId);
    if (!conversation) return 0;
    const now = this.ctx.clock();
    const changed = await db
      .update(supportMessages)
      .set({
        readAt: now,
        deliveredAt: sql`coalesce(${supportMessages.deliveredAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(
        and(
          eq(supportMessages.conversationId, conversation.id),
          eq(supportMessages.sender, SUPPORT_SENDER.staff),
          isNull(supportMessages.readAt),
        ),
      )
      .returning();
    if (changed.length > 0)
      await this.push(
        userId,
        changed.map((r) => toMessageView(r)),
        0,
      );
    return 0;
  }

  /**
   * The console received (inbox listed) or read (conversation opened) the client's messages:
   * marks them and tells the client's sockets, so the client's ticks update live.
   */
  async markUserMessages(conversationIds: number[], read: boolean): Promise<void> {
    if (conversationIds.length === 0) return;
    const { db } = this.ctx;
    const now = this.ctx.clock();
    const where = and(
      inArray(supportMessages.conversationId, conversationIds),
      eq(supportMessages.sender, SUPPORT_SENDER.user),
      read ? isNull(supportMessages.readAt) : isNull(supportMessages.deliveredAt),
    );
    const set = read
      ? {
          readAt: now,
          deliveredAt: sql`coalesce(${supportMessages.deliveredAt}, ${now.toISOString()}::timestamptz)`,
        }
      : { deliveredAt: now };
    const changed = await db.update(supportMessages).set(set).where(where).returning();
    if (changed.length === 0) return;
    const owners = await db
      .select({ id: supportConversations.id, userId: supportConversations.userId })
      .from(supportConversations)
      .where(inArray(supportConversations.id, [...new Set(changed.map((r) => r.conversationId))]));
    for (const owner of owners) {
      const mine = changed.filter((r) => r.conversationId === owner.id).map((r) => toMessageView(r));
      await this.push(owner.userId, mine, await unreadFrom(db, owner.id, SUPPORT_SENDER.staff));
    }
  }

  /**
   * A staff reply (text only). Refused on a closed conversation unless `reopen` (answering a
   * feedback form reopens the client's conversation on purpose). `inTx` writes the audit row.
   */
  async staffReply(
    staff: Staff,
    conversation: ConversationRow,
    content: string,
    inTx: (tx: Tx, message: MessageRow) => Promise<void>,
    reopen = false,
  ): Promise<SupportMessage> {
    const { db } = this.ctx;
    const now = this.ctx.clock();
    const row = await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(supportConversations)
        .where(eq(supportConversations.id, conversation.id))
        .for('update');
      if (!current) throw new AppError('SUPPORT_CONVERSATION_NOT_FOUND');
      if (current.status === SUPPORT_STATUS.closed && !reopen)
        throw new AppError('SUPPORT_CONVERSATION_CLOSED');
      const inserted = await postMessage(tx, conversation.id, now, {
        sender: SUPPORT_SENDER.staff,
        staffId: staff.id,
        kind: SUPPORT_KIND.text,
        content,
      });
      await inTx(tx, inserted);
      return inserted;
    });
    const unread = await unreadFrom(db, conversation.id, SUPPORT_SENDER.staff);
    await this.push(conversation.userId, [toMessageView(row)], unread);
    return toMessageView(row, staff.email);
  }

  /**
   * Close (2) or reopen (1), once: a conditional update, so two staff members clicking at
   * once change it once and the second is told (1754).
   */
  async setStatus(
    staff: Staff,
    conversationId: number,
    status: number,
    inTx: (tx: Tx) => Promise<void>,
  ): Promise<void> {
    const now = this.ctx.clock();
    await this.ctx.db.transaction(async (tx) => {
      const changed = await tx
        .update(supportConversations)
        .set(
          status === SUPPORT_STATUS.closed
            ? { status, closedAt: now, closedBy: staff.email }
            : { status, closedAt: null, closedBy: null },
        )
        .where(
          and(eq(supportConversations.id, conversationId), sql`${supportConversations.status} <> ${status}`),
        )
        .returning({ id: supportConversations.id });
      if (changed.length === 0) {
        const [exists] = await tx
          .select({ id: supportConversations.id })
          .from(supportConversations)
          .where(eq(supportConversations.id, conversationId));
        throw new AppError(exists ? 'SUPPORT_STATE_CHANGED' : 'SUPPORT_CONVERSATION_NOT_FOUND');
      }
      await inTx(tx);
    });
  }

  /** Sends SUPPORT to the owner's sockets on every node (the account relay of the bus). */
  private async push(userId: number, messages: SupportMessage[], unread: number): Promise<void> {
    const data: SupportPush = { messages, unread };
    const push: { userId: number } & TopicFrame<typeof SUPPORT_TOPIC> = { userId, type: SUPPORT_TOPIC, data };
    await this.ctx.bus.publish(CHANNELS.account, JSON.stringify(push));
  }
}
