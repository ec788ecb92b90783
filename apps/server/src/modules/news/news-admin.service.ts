import { ARTICLE_STATUS, type StaffArticle } from '@fxdesk/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { articles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { audit } from '../backoffice/index.js';
import { articleText, hasContent, sanitizeArticleHtml } from './sanitize.js';

type Row = typeof articles.$inferSelect;

async function nextArticleId(tx: DbOrTx): Promise<number> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('articles', 'id'))::int as id`);
  return Number((result as unknown as { rows: { id: number }[] }).rows[0]!.id);
}

export interface ArticleFields {
  category: 1 | 2;
  lang: string;
  title: string;
  desc: string;
  logo: string;
  content: string;
}

export interface StaffListFilter {
  page: number;
  category?: number;
  lang?: string;
  status?: number;
  q?: string;
}

/** Rows per page of the back-office list, as every back-office list (admin-http.ts PAGE). */
const STAFF_PAGE = 50;

/** Summaries longer than this are cut at a word boundary. */
const SUMMARY_CHARS = 160;

/** An empty summary is taken from the start of the text, so every list row reads well. */
export function summaryOf(desc: string, cleanHtml: string): string {
  if (desc) return desc;
  const text = articleText(cleanHtml);
  if (text.length <= SUMMARY_CHARS) return text;
  const cut = text.slice(0, SUMMARY_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUMMARY_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const staffView = (row: Row, versions: StaffArticle['versions']): StaffArticle => ({
  id: row.id,
  group_id: row.groupId,
  category: row.category as 1 | 2,
  lang: row.lang,
  title: row.title,
  desc: row.desc,
  logo: row.logo,
  content: row.content,
  status: row.status as 0 | 1 | 2,
  publish_at: row.publishAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  versions,
});

/** What the audit log keeps of an article: everything but the (possibly long) body. */
const auditView = (row: Row) => ({
  category: row.category,
  lang: row.lang,
  title: row.title,
  status: row.status,
  publish_at: row.publishAt?.toISOString() ?? null,
  content_chars: row.content.length,
});

/** The back office's side: write, publish, schedule and delete articles, every change audited. */
export class NewsAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(filter: StaffListFilter) {
    const term = filter.q ? `%${filter.q.replace(/[%_\\]/g, '')}%` : undefined;
    const where = and(
      filter.category ? eq(articles.category, filter.category) : undefined,
      filter.lang ? eq(articles.lang, filter.lang) : undefined,
      filter.status !== undefined ? eq(articles.status, filter.status) : undefined,
      term ? or(ilike(articles.title, term), ilike(articles.desc, term)) : undefined,
    );
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      this.db
        .select()
        .from(articles)
        .where(where)
        .orderBy(desc(articles.updatedAt), desc(articles.id))
        .limit(STAFF_PAGE)
        .offset((filter.page - 1) * STAFF_PAGE),
      this.db.select({ total: count() }).from(articles).where(where),
    ]);
    const versions = await this.versionsOf(rows.map((r) => r.groupId));
    const data = rows.map((r) => {
      const { content: _content, ...rest } = staffView(r, versions(r));
      return rest;
    });
    return { data, total };
  }

  async get(id: number): Promise<StaffArticle> {
    const row = await this.find(this.db, id);
    return staffView(row, (await this.versionsOf([row.groupId]))(row));
  }

  async create(req: FastifyRequest, fields: ArticleFields, versionOf?: number): Promise<StaffArticle> {
    const clean = this.clean(fields);
    const row = await this.db.transaction(async (tx) => {
      const source = versionOf === undefined ? undefined : await this.find(tx, versionOf);
      // A new story's first version names the group: take its id first, insert once.
      const id = source ? undefined : await nextArticleId(tx);
      const [created] = await this.unique(() =>
        tx
          .insert(articles)
          .values({
            ...clean,
            ...(id ? { id } : {}),
            groupId: source?.groupId ?? id!,
            status: ARTICLE_STATUS.draft,
          })
          .returning(),
      );
      await audit(tx, req, {
        action: 'news.created',
        targetType: 'article',
        targetId: created!.id,
        after: { ...auditView(created!), version_of: versionOf ?? null },
      });
      return created!;
    });
    return this.get(row.id);
  }

  async update(req: FastifyRequest, id: number, fields: ArticleFields): Promise<StaffArticle> {
    const clean = this.clean(fields);
    await this.db.transaction(async (tx) => {
      const before = await this.find(tx, id, true);
      // A published article may not be emptied: readers would open a blank page.
      if (before.status !== ARTICLE_STATUS.draft && !hasContent(clean.content))
        throw new AppError('NEWS_CONTENT_EMPTY');
      const [after] = await this.unique(() =>
        tx
          .update(articles)
          .set({ ...clean, updatedAt: this.clock() })
          .where(eq(articles.id, id))
          .returning(),
      );
      await audit(tx, req, {
        action: 'news.updated',
        targetType: 'article',
        targetId: id,
        before: auditView(before),
        after: auditView(after!),
      });
    });
    return this.get(id);
  }

  /** Publish now, unpublish (back to draft) or schedule for a future time. */
  async publish(
    req: FastifyRequest,
    id: number,
    action: 'publish' | 'unpublish' | 'schedule',
    publishAt?: Date,
  ): Promise<StaffArticle> {
    const now = this.clock();
    if (action === 'schedule' && (!publishAt || publishAt.getTime() <= now.getTime()))
      throw new AppError('NEWS_SCHEDULE_PAST');
    await this.db.transaction(async (tx) => {
      const before = await this.find(tx, id, true);
      if (action !== 'unpublish' && !hasContent(sanitizeArticleHtml(before.content)))
        throw new AppError('NEWS_CONTENT_EMPTY');
      const patch =
        action === 'publish'
          ? { status: ARTICLE_STATUS.published, publishAt: now }
          : action === 'schedule'
            ? { status: ARTICLE_STATUS.scheduled, publishAt: publishAt! }
            : { status: ARTICLE_STATUS.draft, publishAt: null };
      const [after] = await tx
        .update(articles)
        .set({ ...patch, updatedAt: now })
        .where(eq(articles.id, id))
        .returning();
      await audit(tx, req, {
        action: `news.${action === 'publish' ? 'published' : action === 'schedule' ? 'scheduled' : 'unpublished'}`,
        targetType: 'article',
        targetId: id,
        before: auditView(before),
        after: auditView(after!),
      });
    });
    return this.get(id);
  }

  async remove(req: FastifyRequest, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.find(tx, id, true);
      await tx.delete(articles).where(eq(articles.id, id));
      // The story keeps a name: if its first version goes, the next one names the group.
      if (before.groupId === id) {
        const [next] = await tx
          .select({ id: articles.id })
          .from(articles)
          .where(eq(articles.groupId, id))
          .orderBy(asc(articles.id))
          .limit(1);
        if (next) await tx.update(articles).set({ groupId: next.id }).where(eq(articles.groupId, id));
      }
      await audit(tx, req, {
        action: 'news.deleted',
        targetType: 'article',
        targetId: id,
        before: { ...auditView(before), desc: before.desc },
      });
    });
  }

  /** Cleans what the editor sent (the allow-list) and fills an empty summary. */
  private clean(fields: ArticleFields): ArticleFields {
    const content = sanitizeArticleHtml(fields.content);
    return { ...fields, content, desc: summaryOf(fields.desc, content) };
  }

  private async find(db: DbOrTx, id: number, lock = false): Promise<Row> {
    const query = db.select().from(articles).where(eq(articles.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new AppError('NEWS_NOT_FOUND');
    return row;
  }

  private async versionsOf(groupIds: number[]) {
    const rows = groupIds.length
      ? await this.db
          .select({
            id: articles.id,
            groupId: articles.groupId,
            lang: articles.lang,
            status: articles.status,
          })
          .from(articles)
          .where(inArray(articles.groupId, [...new Set(groupIds)]))
          .orderBy(asc(articles.id))
      : [];
    return (row: Row) =>
      rows
        .filter((v) => v.groupId === row.groupId && v.id !== row.id)
        .map(({ id, lang, status }) => ({ id, lang, status }));
  }

  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('NEWS_VERSION_EXISTS');
      throw error;
    }
  }
}
