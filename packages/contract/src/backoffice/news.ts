import { z } from 'zod';
import { pageOf } from '../schema-helpers.js';
import { ARTICLE_LIMITS, articleInput, NEWS_CATEGORIES } from '../news.js';
import { isoTime, optionalTime } from './common.js';

/**
 * The back office's view of an article: GET /admin/api/news/:id and the answer of every write
 * (create, edit, publish/unpublish/schedule).
 */
export const staffArticle = z.object({
  id: z.number(),
  /** The story: the id of its first language version. */
  group_id: z.number(),
  /** 1 news, 2 announcement. */
  category: z.literal(NEWS_CATEGORIES),
  lang: z.string(),
  title: z.string(),
  desc: z.string(),
  logo: z.string(),
  /** The HTML as stored (the allow-list applied). */
  content: z.string(),
  /** 0 draft, 1 published, 2 scheduled (ARTICLE_STATUS). */
  status: z.literal([0, 1, 2]),
  publish_at: optionalTime,
  created_at: isoTime,
  updated_at: isoTime,
  /** Languages of the other versions of the same story. */
  versions: z.array(z.object({ id: z.number(), lang: z.string(), status: z.number() })),
});
export type StaffArticle = z.infer<typeof staffArticle>;

/** GET /admin/api/news rows: an article without its body. */
export const staffArticleRow = staffArticle.omit({ content: true });
export type StaffArticleRow = z.infer<typeof staffArticleRow>;
export const staffArticlePage = pageOf(staffArticleRow);

/** POST /admin/api/news/preview: the HTML exactly as it would be stored and served. */
export const articlePreview = z.object({ content: z.string() });
export type ArticlePreview = z.infer<typeof articlePreview>;

/** PUT /admin/api/news/:id: the article's fields; its story cannot change. */
export const articleEdit = articleInput.omit({ version_of: true });
/** POST /admin/api/news/preview: HTML to sanitize as it would be stored. */
export const articlePreviewBody = z.object({ content: z.string().max(ARTICLE_LIMITS.contentChars) }).strict();
