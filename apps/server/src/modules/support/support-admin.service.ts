import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { balance2 } from '../../wire-format.js';
import { likeTerm } from '../backoffice/index.js';
import {
  cannedList,
  clientFacts,
  conversationById,
  deleteCanned,
  inboxRows,
  insertCanned,
  staffEmails,
  unreadCounts,
  type CannedRow,
} from './support-inbox.repository.js';
import { toMessageView, type MessageRow } from './support.repository.js';
import type { Staff, SupportService } from './support.service.js';

/** What the support inbox uses. */
export interface SupportAdminDeps {
  db: Db;
  support: SupportService;
}

/** The back office's support inbox and canned replies (permission support.chat). */
export class SupportAdmin {
  constructor(
    private readonly deps: SupportAdminDeps,
    /** The console's page size. */
    private readonly size: number,
  ) {}

  /**
   * One page of the inbox (status 1 open, 2 closed, 0 all; `q` a part of the client's e-mail,
   * mobile or uid). The inbox has received these clients' messages: their second tick turns on.
   */
  async inbox(status: number, q: string | undefined, page: number) {
    const { rows, total } = await inboxRows(
      this.deps.db,
      { status, pattern: q ? `%${likeTerm(q)}%` : undefined },
      this.size,
      (page - 1) * this.size,
    );
    await this.deps.support.markUserMessages(
      rows.map((r) => r.id),
      false,
    );
    return {
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
      total,
    };
  }

  counts() {
    return unreadCounts(this.deps.db);
  }

  async conversation(id: number) {
    const row = await conversationById(this.deps.db, id);
    if (!row) throw new AppError('SUPPORT_CONVERSATION_NOT_FOUND');
    return row;
  }

  /** One page of a conversation, newest messages first, with the client summary; page 1 marks it read. */
  async detail(id: number, page: number) {
    const { db, support } = this.deps;
    const row = await this.conversation(id);
    if (page === 1) await support.markUserMessages([row.id], true);
    const { rows, total } = await support.messagePage(row.id, page);
    const staffNames = await staffEmails(db);
    return {
      conversation: {
        id: row.id,
        status: row.status,
        closed_at: row.closedAt,
        closed_by: row.closedBy,
        created_at: row.createdAt,
      },
      client: await this.clientSummary(row.userId),
      data: rows.map((m) => toMessageView(m, m.staffId ? (staffNames.get(m.staffId) ?? '') : '')),
      total,
    };
  }

  /** A reply, pushed live to the client; `inTx` writes the audit row. */
  async reply(
    staff: Staff,
    id: number,
    content: string,
    inTx: (tx: Tx, message: MessageRow) => Promise<void>,
  ) {
    return this.deps.support.staffReply(staff, await this.conversation(id), content, inTx);
  }

  /** What the support member needs beside the chat: who, real or demo, money, activity. */
  private async clientSummary(userId: number) {
    const { user, account, openOrders, lastSeenAt } = await clientFacts(this.deps.db, userId);
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
      open_orders: openOrders,
      last_seen_at: lastSeenAt,
    };
  }

  async canned() {
    return (await cannedList(this.deps.db)).map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content,
      created_by: r.createdBy,
    }));
  }

  /** Adds a canned reply; `inTx` writes the audit row in the same transaction. */
  async addCanned(
    by: string,
    input: { title: string; content: string },
    inTx: (tx: Tx, row: CannedRow) => Promise<void>,
  ) {
    const row = await this.deps.db.transaction(async (tx) => {
      const inserted = await insertCanned(tx, { ...input, createdBy: by });
      await inTx(tx, inserted);
      return inserted;
    });
    return { id: row.id, title: row.title, content: row.content };
  }

  /** Deletes a canned reply (1410 if there is none); `inTx` writes the audit row. */
  async deleteCanned(id: number, inTx: (tx: Tx, row: CannedRow) => Promise<void>) {
    await this.deps.db.transaction(async (tx) => {
      const gone = await deleteCanned(tx, id);
      if (!gone) throw new AppError('NOT_FOUND');
      await inTx(tx, gone);
    });
    return { id };
  }
}
