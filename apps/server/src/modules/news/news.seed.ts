import { systemClock } from '../../clock.js';
import { ARTICLE_STATUS, LANGUAGE_CODES } from '@fxdesk/contract';
import { count, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { articles } from '../../db/schema.js';
import { sanitizeArticleHtml } from './sanitize.js';
import { NEWS_SEED } from './news.seed-data.js';

const HOUR_MS = 3_600_000;

/**
 * A fresh install gets a few news articles and announcements in every language (DESIGN §2):
 * once, while the table is empty, so an article the back office deleted never comes back.
 * `seed_key` keeps two processes booting at once from seeding twice.
 */
export async function seedNews(db: DbOrTx, now: Date = systemClock()): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(articles);
  if (n > 0) return;
  for (const story of NEWS_SEED) {
    const result = await db.execute(sql`select nextval(pg_get_serial_sequence('articles', 'id'))::int as id`);
    const groupId = Number((result as unknown as { rows: { id: number }[] }).rows[0]!.id);
    const publishAt = new Date(now.getTime() - story.ageHours * HOUR_MS);
    await db
      .insert(articles)
      .values(
        LANGUAGE_CODES.map((lang, i) => ({
          ...(i === 0 ? { id: groupId } : {}),
          groupId,
          category: story.category,
          lang,
          title: story.versions[lang].title,
          desc: story.versions[lang].desc,
          logo: story.logo,
          content: sanitizeArticleHtml(story.versions[lang].content),
          status: ARTICLE_STATUS.published,
          publishAt,
          seedKey: `${story.key}:${lang}`,
          createdAt: publishAt,
          updatedAt: publishAt,
        })),
      )
      .onConflictDoNothing();
  }
}
