import { z } from 'zod';
import { LANGUAGE_CODES } from './languages.js';
import type { NewsCategory } from './news-category.js';
import { LOGO, pageOf, pageParam } from './schema-helpers.js';

/**
 * News and announcements (SPEC §3 News, §7 news/list and news/info; DESIGN §7). Category 1 is
 * news, 2 announcements (the /mine/announcement screen); an article is written for one language
 * or for all of them.
 */
export { NEWS_CATEGORIES, NEWS_CATEGORY, type NewsCategory } from './news-category.js';

/** Articles per page of /api/news/list (and of the back-office list). */
export const NEWS_PAGE_SIZE = 10;

/** An article's language: one of the 15 interface languages, or `all`. */
export const ARTICLE_LANGS = ['all', ...LANGUAGE_CODES] as const;

/** Article states: 0 draft, 1 published, 2 scheduled (visible once `publish_at` has passed). */
export const ARTICLE_STATUS = { draft: 0, published: 1, scheduled: 2 } as const;

/** Limits on what an article may hold (STYLE habit 8). */
export const ARTICLE_LIMITS = { title: 200, desc: 500, logo: 300, contentChars: 200_000 } as const;

/** Ids are strict decimal integers: no signs, exponents, fractions or padding. */
export const strictId = z
  .union([z.number(), z.string()], { error: 'validation.invalid' })
  .transform((v) => (typeof v === 'number' ? v : /^[1-9]\d{0,9}$/.test(v) ? Number(v) : NaN))
  .pipe(z.number({ error: 'validation.invalid' }).int().positive().max(2_147_483_647));

/** GET /api/news/list: no category means both (DESIGN §7). */
export const newsListQuery = z.object({
  category_id: z
    .union([z.literal(''), z.enum(['1', '2']), z.literal(1), z.literal(2)], { error: 'validation.invalid' })
    .optional()
    .transform((v) => (v === '' || v === undefined ? undefined : (Number(v) as NewsCategory))),
  page: pageParam,
});

export const newsInfoQuery = z.object({ id: strictId });

export const newsItem = z.object({
  id: z.number(),
  title: z.string(),
  desc: z.string(),
  logo: z.string(),
  /** The publication time (ISO 8601): what a reader sees as the article's date. */
  created_at: z.string(),
  category_id: z.number(),
});
export type NewsItem = z.infer<typeof newsItem>;

export const newsList = pageOf(newsItem);
export type NewsList = z.infer<typeof newsList>;

export const newsDetail = newsItem.extend({ content: z.string() });
export type NewsDetail = z.infer<typeof newsDetail>;

/**
 * The HTML allow-list, one for every place an article is cleaned: the server when it is saved
 * and when it is served (sanitize-html), the web client and the back-office preview (DOMPurify).
 * No style, class or event attributes; links and images only over http(s) or a site path.
 */
export const ARTICLE_HTML = {
  tags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'hr',
    'code',
    'pre',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  attributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  } as Record<string, string[]>,
  /** Schemes allowed in href and src; site paths (/uploads/…) are allowed, //host is not. */
  schemes: ['http', 'https', 'mailto'],
  imageSchemes: ['http', 'https'],
  /** Every link opens in a new tab without handing the opener over (SPEC: links open safely). */
  linkRel: 'noopener noreferrer nofollow',
} as const;

/** Whether a URL in an article is allowed: http(s), mailto (links only) or a path on this site. */
export function isSafeArticleUrl(url: string, kind: 'href' | 'src'): boolean {
  const trimmed = url.trim();
  if (/^\/(?!\/)/.test(trimmed)) return !/[\\\s]/.test(trimmed);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  const allowed: readonly string[] = kind === 'src' ? ARTICLE_HTML.imageSchemes : ARTICLE_HTML.schemes;
  return scheme !== undefined && allowed.includes(scheme);
}

/** Text fields of an article: no control characters (NUL, escapes, bidi tricks are refused). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const plainText = (max: number, required: boolean) =>
  z
    .string({ error: required ? 'validation.required' : 'validation.invalid' })
    .trim()
    .max(max, { error: 'validation.invalid' })
    .refine((v) => !CONTROL.test(v), { error: 'validation.invalid' })
    .refine((v) => !required || v.length > 0, { error: 'validation.required' });

/** Back office: the editable fields of an article (create and edit). */
export const articleInput = z
  .object({
    category: z.union([z.literal(1), z.literal(2)], { error: 'validation.invalid' }),
    lang: z.enum(ARTICLE_LANGS as unknown as [string, ...string[]], { error: 'validation.invalid' }),
    title: plainText(ARTICLE_LIMITS.title, true),
    desc: plainText(ARTICLE_LIMITS.desc, false).default(''),
    logo: z.string().trim().max(ARTICLE_LIMITS.logo).regex(LOGO, { error: 'validation.invalid' }).default(''),
    content: z
      .string({ error: 'validation.required' })
      .max(ARTICLE_LIMITS.contentChars, { error: 'validation.invalid' })
      .refine((v) => !CONTROL_EXCEPT_NEWLINES.test(v), { error: 'validation.invalid' }),
    /** Another article of the same story: the new one becomes its version in another language. */
    version_of: strictId.optional(),
  })
  .strict();
export type ArticleInput = z.input<typeof articleInput>;

/** Back office: publish now, unpublish (back to draft) or schedule for a later time. */
export const articlePublishInput = z
  .object({
    action: z.enum(['publish', 'unpublish', 'schedule'], { error: 'validation.invalid' }),
    /** ISO 8601 with a zone; required for `schedule`, in the future. */
    publish_at: z.iso.datetime({ offset: true, error: 'validation.invalid' }).optional(),
  })
  .strict();

export const articleListQuery = z.object({
  page: pageParam,
  category: z.enum(['1', '2']).optional(),
  lang: z.enum(ARTICLE_LANGS as unknown as [string, ...string[]]).optional(),
  status: z.enum(['0', '1', '2']).optional(),
  q: z.string().trim().max(100).optional(),
});
