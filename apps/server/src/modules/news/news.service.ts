import {
  ARTICLE_STATUS,
  NEWS_PAGE_SIZE,
  type Lang,
  type NewsCategory,
  type NewsDetail,
  type NewsItem,
} from '@fxdesk/contract';
import { and, count, desc, eq, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { articles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { sanitizeArticleHtml } from './sanitize.js';

/** Readers see published and scheduled articles whose publication time has passed. */
function visible(table: typeof articles, now: Date): SQL {
  return and(
    inArray(table.status, [ARTICLE_STATUS.published, ARTICLE_STATUS.scheduled]),
    lte(table.publishAt, now),
  )!;
}

/**
 * An article for the reader's language or for all. When a story has both, the reader gets only
 * the version in their language (the `all` one is its fallback for the other languages).
 */
function forReader(lang: Lang, now: Date): SQL {
  const ownVersion = sql`exists (select 1 from articles own where own.group_id = ${articles.groupId}
    and own.lang = ${lang} and own.status in (${ARTICLE_STATUS.published}, ${ARTICLE_STATUS.scheduled})
    and own.publish_at <= ${now})`;
  return and(
    visible(articles, now),
    or(eq(articles.lang, lang), and(eq(articles.lang, 'all'), not(ownVersion))),
  )!;
}

const itemColumns = {
  id: articles.id,
  title: articles.title,
  desc: articles.desc,
  logo: articles.logo,
  publishAt: articles.publishAt,
  category: articles.category,
};

type ItemRow = {
  id: number;
  title: string;
  desc: string;
  logo: string;
  publishAt: Date | null;
  category: number;
};

const toItem = (row: ItemRow): NewsItem => ({
  id: row.id,
  title: row.title,
  desc: row.desc,
  logo: row.logo,
  created_at: (row.publishAt ?? new Date(0)).toISOString(),
  category_id: row.category,
});

/** What the news services read: the articles and the time (scheduled articles appear on it). */
export interface NewsDeps {
  db: Db;
  clock: Clock;
}

/** The reader's side of news and announcements (SPEC §7 news/list, news/info). */
export class NewsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(lang: Lang, category: NewsCategory | undefined, page: number) {
    const now = this.clock();
    const where = and(forReader(lang, now), category ? eq(articles.category, category) : undefined);
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      this.db
        .select(itemColumns)
        .from(articles)
        .where(where)
        .orderBy(desc(articles.publishAt), desc(articles.id))
        .limit(NEWS_PAGE_SIZE)
        .offset((page - 1) * NEWS_PAGE_SIZE),
      this.db.select({ total: count() }).from(articles).where(where),
    ]);
    return { data: rows.map(toItem), total };
  }

  /** One visible article by id; anything else (draft, future, deleted, unknown) is not found. */
  async info(id: number): Promise<NewsDetail> {
    const [row] = await this.db
      .select({ ...itemColumns, content: articles.content })
      .from(articles)
      .where(and(eq(articles.id, id), visible(articles, this.clock())));
    if (!row) throw new AppError('NEWS_NOT_FOUND');
    // Cleaned again on the way out: a row written by a migration or by hand is still harmless.
    return { ...toItem(row), content: sanitizeArticleHtml(row.content) };
  }
}
