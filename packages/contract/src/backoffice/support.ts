import { z } from 'zod';
import { pageOf, pageParam } from '../schema-helpers.js';
import { SUPPORT_LIMITS, supportMessage, typedText } from '../support.js';
import { clientRow } from './clients.js';
import { isoTime, optionalTime } from './common.js';

/** GET /admin/api/support/conversations rows: the inbox. */
export const inboxRow = z.object({
  id: z.number(),
  user_id: z.number(),
  uid: z.string(),
  /** The client's e-mail or mobile. */
  account: z.string(),
  is_demo: z.number(),
  /** 1 open, 2 closed (SUPPORT_STATUS). */
  status: z.number(),
  last_message_at: isoTime,
  /** The newest message, its text cut to 120 characters; null in an empty conversation. */
  last_message: z.object({ kind: z.number(), sender: z.number(), content: z.string() }).nullable(),
  /** The client's messages no support member has read. */
  unread: z.number(),
});
export type InboxRow = z.infer<typeof inboxRow>;
export const inboxPage = pageOf(inboxRow);

/** GET /admin/api/support/unread: the nav badges. */
export const supportCounts = z.object({
  /** Client messages not read yet. */
  unread: z.number(),
  /** Feedback forms not handled yet. */
  feedback: z.number(),
});
export type SupportCounts = z.infer<typeof supportCounts>;

/** What the support member sees beside the chat: who, real or demo, money, activity. */
export const supportClientSummary = clientRow
  .pick({
    id: true,
    uid: true,
    email: true,
    mobile: true,
    is_demo: true,
    status: true,
  })
  .extend({
    created_at: optionalTime,
    balance: z.number(),
    lock_balance: z.number(),
    open_orders: z.number(),
    last_seen_at: optionalTime,
  });
export type SupportClientSummary = z.infer<typeof supportClientSummary>;

/** GET /admin/api/support/conversations/:id: one page of messages, newest first. */
export const conversationDetail = z.object({
  conversation: z.object({
    id: z.number(),
    status: z.number(),
    closed_at: optionalTime,
    closed_by: z.string().nullable(),
    created_at: isoTime,
  }),
  client: supportClientSummary,
  data: z.array(supportMessage),
  total: z.number(),
});
export type ConversationDetail = z.infer<typeof conversationDetail>;

/** POST /admin/api/support/conversations/:id/close and /reopen. */
export const conversationStatus = z.object({ id: z.number(), status: z.number() });
export type ConversationStatus = z.infer<typeof conversationStatus>;

/** POST /admin/api/support/canned: the reply added. */
export const cannedReply = z.object({ id: z.number(), title: z.string(), content: z.string() });
export type CannedReply = z.infer<typeof cannedReply>;
/** GET /admin/api/support/canned rows: who added each. */
export const cannedReplyRow = cannedReply.extend({ created_by: z.string() });
export const cannedReplies = z.array(cannedReplyRow);
export type CannedReplyRow = z.infer<typeof cannedReplyRow>;

/** POST /admin/api/support/canned/:id/delete. */
export const cannedDeleted = z.object({ id: z.number() });
export type CannedDeleted = z.infer<typeof cannedDeleted>;

/** GET /admin/api/support/conversations: status 1 open, 2 closed, 0 all. */
export const inboxQuery = z.object({
  status: z.coerce.number().int().min(0).max(2).default(1),
  q: z.string().trim().max(100).optional(),
  page: pageParam,
});
/** A staff answer: in a conversation, or to a feedback form (through the client's conversation). */
export const staffReplyBody = z.strictObject({ content: typedText(SUPPORT_LIMITS.textMax) });
/** POST /admin/api/support/canned. */
export const cannedReplyBody = z.strictObject({
  title: typedText(80),
  content: typedText(SUPPORT_LIMITS.textMax),
});
