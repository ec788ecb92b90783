import type { SupportMessage } from '@fxdesk/contract';
import type { Clock } from '../../clock.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import {
  ensureConversation,
  feedbackById,
  feedbackPage,
  markFeedbackHandled,
  type ConversationRow,
  type FeedbackRow,
  type MessageRow,
} from './support.repository.js';
import type { Staff, SupportService } from './support.service.js';

/** What the feedback screens use. */
export interface FeedbackAdminDeps {
  db: Db;
  clock: Clock;
  support: SupportService;
}

/** Feedback as the back office works it: list, mark handled, answer in the client's chat. */
export class FeedbackAdmin {
  constructor(private readonly deps: FeedbackAdminDeps) {}

  /** One page (PAGE rows) of feedback of a status (-1: all), newest first. */
  async page(status: number, page: number, size: number) {
    const { rows, total } = await feedbackPage(
      this.deps.db,
      status >= 0 ? status : undefined,
      size,
      (page - 1) * size,
    );
    return {
      data: rows.map(({ f, uid, email, mobile }) => ({
        id: f.id,
        user_id: f.userId,
        uid,
        account: email ?? mobile ?? '',
        content: f.content,
        contact: f.contact,
        image: f.image,
        status: f.status,
        handled_by: f.handledBy,
        handled_at: f.handledAt,
        created_at: f.createdAt,
      })),
      total,
    };
  }

  /**
   * Marks new feedback handled, once: handled feedback is SUPPORT_STATE_CHANGED, unknown is
   * FEEDBACK_NOT_FOUND. `audited` writes the audit row in the same transaction.
   */
  async handle(id: number, staffEmail: string, audited: (tx: Tx) => Promise<void>): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      if (!(await markFeedbackHandled(tx, id, staffEmail, this.deps.clock()))) {
        const exists = await feedbackById(tx, id);
        throw new AppError(exists ? 'SUPPORT_STATE_CHANGED' : 'FEEDBACK_NOT_FOUND');
      }
      await audited(tx);
    });
  }

  /**
   * Answers feedback in the client's support conversation (reopened) and marks it handled;
   * `audited` writes the audit row in the reply's transaction.
   */
  async reply(
    id: number,
    staff: Staff,
    content: string,
    audited: (tx: Tx, row: FeedbackRow, conversation: ConversationRow, message: MessageRow) => Promise<void>,
  ): Promise<{ conversation_id: number; message: SupportMessage }> {
    const { db, support } = this.deps;
    const row = await feedbackById(db, id);
    if (!row) throw new AppError('FEEDBACK_NOT_FOUND');
    const now = this.deps.clock();
    const conv = await ensureConversation(db, row.userId, now);
    const message = await support.staffReply(
      staff,
      conv,
      content,
      async (tx, m) => {
        await markFeedbackHandled(tx, row.id, staff.email, now);
        await audited(tx, row, conv, m);
      },
      true,
    );
    return { conversation_id: conv.id, message };
  }
}
