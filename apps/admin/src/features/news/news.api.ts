import { apiPath, type ArticleInput, type StaffArticleRow } from '@fxdesk/contract';
import { api, uploadImage } from '../../shared/api';

/**
 * Back-office article calls (apps/server/src/modules/news/news-admin.routes.ts), typed by the
 * contract's schemas (packages/contract backoffice/news.ts). A list row is an article without
 * its body.
 */
export type ArticleRow = StaffArticleRow;
export type ArticleFields = Omit<ArticleInput, 'version_of'> & { desc: string; logo: string };

export interface ArticleFilter {
  page: number;
  category?: string;
  lang?: string;
  status?: string;
  q?: string;
}

export const newsKeys = {
  all: ['news'] as const,
  list: (filter: ArticleFilter) => ['news', 'list', filter] as const,
  one: (id: number) => ['news', 'one', id] as const,
};

/** A filter from the address bar, if it is one the list knows ('' and anything else: none). */
const known = <T extends string>(values: readonly T[], value: string | undefined) =>
  values.find((v) => v === value);

export const fetchArticles = (filter: ArticleFilter) =>
  api.get(
    '/admin/api/news',
    {
      ...filter,
      category: known(['1', '2'], filter.category),
      status: known(['0', '1', '2'], filter.status),
    },
    { silent: true },
  );

export const fetchArticle = (id: number) =>
  api.get(apiPath('/admin/api/news/:id', { id }), undefined, { silent: true });

export const createArticle = (fields: ArticleFields, versionOf?: number) =>
  api.post(
    '/admin/api/news',
    { ...fields, ...(versionOf ? { version_of: versionOf } : {}) },
    { silent: true },
  );

export const updateArticle = (id: number, fields: ArticleFields) =>
  api.put(apiPath('/admin/api/news/:id', { id }), fields, { silent: true });

export type PublishAction = 'publish' | 'unpublish' | 'schedule';

export const publishArticle = (id: number, action: PublishAction, publishAt?: string) =>
  api.post(
    apiPath('/admin/api/news/:id/publish', { id }),
    { action, ...(publishAt ? { publish_at: publishAt } : {}) },
    { silent: true },
  );

export const deleteArticle = (id: number) =>
  api.post(apiPath('/admin/api/news/:id/delete', { id }), undefined, { silent: true });

/** The HTML as the server would store and serve it. */
export const previewArticle = (content: string) =>
  api.post('/admin/api/news/preview', { content }, { silent: true });

/** One image for an article; answers its site path. */
export const uploadArticleImage = (file: File) => uploadImage('/admin/api/uploads', file);
