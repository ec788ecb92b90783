import { index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, link } from './columns.js';
import { users } from './accounts.js';
import { admins } from './admin.js';

/** Support chat, canned replies, feedback and upload ownership (DESIGN §7). */

/** One conversation per client. status 1 open, 2 closed (a client's new message reopens it). */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    status: smallint('status').notNull().default(1),
    lastMessageAt: instant('last_message_at').notNull(),
    closedAt: instant('closed_at'),
    closedBy: text('closed_by'),
    createdAt: createdAt(),
  },
  (t) => [index('support_conversations_inbox_idx').on(t.status, t.lastMessageAt)],
);

/**
 * Chat messages. sender 1 client, 2 support member; kind 1 text, 2 image (content is the upload
 * url). Content is stored exactly as typed and always shown as text.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: link('conversation_id', () => supportConversations.id),
    sender: smallint('sender').notNull(),
    staffId: integer('staff_id').references(() => admins.id),
    kind: smallint('kind').notNull(),
    content: text('content').notNull(),
    createdAt: instant('created_at').notNull(),
    deliveredAt: instant('delivered_at'),
    readAt: instant('read_at'),
  },
  (t) => [
    index('support_messages_conversation_idx').on(t.conversationId, t.id),
    index('support_messages_unread_idx').on(t.conversationId, t.sender, t.readAt),
  ],
);

/** Canned replies of the support team. */
export const supportCannedReplies = pgTable('support_canned_replies', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: createdAt(),
});

/** Feedback forms. status 0 new, 1 handled. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: link('user_id', () => users.id),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    image: text('image').notNull().default(''),
    status: smallint('status').notNull().default(0),
    handledBy: text('handled_by'),
    handledAt: instant('handled_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('feedback_status_idx').on(t.status, t.id)],
);

/**
 * Who uploaded each image of POST /api/common/image_upload, so a chat message or a feedback form
 * can only carry the sender's own images.
 */
export const uploadOwners = pgTable('upload_owners', {
  url: text('url').primaryKey(),
  userId: link('user_id', () => users.id),
  createdAt: createdAt(),
});
