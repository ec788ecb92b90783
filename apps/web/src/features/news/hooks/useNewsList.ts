import { NEWS_PAGE_SIZE, type NewsCategory } from '@fxdesk/contract';
import { usePagedList } from '../../../shared/api/paged-list';
import { useLang } from '../../../shared/i18n';
import { fetchNewsList, newsKeys } from '../../../shared/news/news.api';

/**
 * SPEC §9 lists: page-based infinite scroll from page 1; pull-to-refresh starts over. The
 * language is part of the key, so switching it reloads the list in the new language.
 */
export function useNewsList(category: NewsCategory | null, enabled = true) {
  const lang = useLang().value;
  return usePagedList(newsKeys.list(lang, category), (page) => fetchNewsList(category, page), {
    pageSize: NEWS_PAGE_SIZE,
    staleTime: 60_000,
    enabled,
  });
}

export type NewsListState = ReturnType<typeof useNewsList>;
