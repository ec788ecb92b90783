import { index, integer, uniqueIndex, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.js';

/**
 * News and announcements (DESIGN §7). One row per language version; the versions of one story
 * share `group_id` (the id of its first version). An article is visible to readers when its
 * status is published or scheduled and `publish_at` has passed, so a scheduled article goes
 * live by itself with no job to run.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id').notNull(),
    /** 1 news, 2 announcement. */
    category: smallint('category').notNull(),
    /** One of the 15 language codes, or `all`. */
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    desc: text('desc').notNull().default(''),
    logo: text('logo').notNull().default(''),
    /** HTML, already cleaned by the allow-list when saved (and cleaned again when served). */
    content: text('content').notNull().default(''),
    /** 0 draft, 1 published, 2 scheduled. */
    status: smallint('status').notNull().default(0),
    publishAt: instant('publish_at'),
    /** Set on seeded articles only: what makes the seed idempotent. */
    seedKey: text('seed_key').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('articles_visible_idx').on(t.status, t.category, t.lang, t.publishAt),
    /** One version per language per story. */
    uniqueIndex('articles_group_lang_idx').on(t.groupId, t.lang),
  ],
);
