import type { NewsCategory } from '@fxdesk/contract';
import { api } from '../api';

/**
 * SPEC §7 news calls, shared by the news screens and the links to them on the home screen and
 * the desktop terminal. The `lang` header picks the articles' language.
 */
export const newsKeys = {
  list: (lang: string, category: NewsCategory | null) => ['news', 'list', lang, category ?? 0] as const,
  /** The first page only, for the links on the home screen and the terminal. */
  latest: (lang: string, category: NewsCategory | null) => ['news', 'latest', lang, category ?? 0] as const,
  info: (lang: string, id: number) => ['news', 'info', lang, id] as const,
};

export const fetchNewsList = (category: NewsCategory | null, page: number) =>
  api.get('/api/news/list', { category_id: category ?? undefined, page });

/** The first page for the links on the home screen and the terminal: silent, they are extras. */
export const fetchLatestNews = (category: NewsCategory | null) =>
  api.get('/api/news/list', { category_id: category ?? undefined, page: 1 }, { showErrorMessage: false });

/** SPEC §7: info shows the loading spinner; a missing article is shown in the page, not a toast. */
export const fetchNewsInfo = (id: number) =>
  api.get('/api/news/info', { id }, { loading: true, showErrorMessage: false });
