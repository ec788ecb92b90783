import { NEWS_PAGE_SIZE, type NewsCategory } from '@fxdesk/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useLang } from '../../../shared/i18n';
import { fetchNewsList, newsKeys } from '../../../shared/news/news.api';

/**
 * SPEC §9 lists: page-based infinite scroll from page 1; pull-to-refresh starts over. The
 * language is part of the key, so switching it reloads the list in the new language.
 */
export function useNewsList(category: NewsCategory | null, enabled = true) {
  const lang = useLang().value;
  const queryClient = useQueryClient();
  const queryKey = newsKeys.list(lang, category);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchNewsList(category, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.data.length, 0);
      return loaded < last.total && last.data.length === NEWS_PAGE_SIZE ? pages.length + 1 : undefined;
    },
    enabled,
    staleTime: 60_000,
  });
  const refresh = () => queryClient.resetQueries({ queryKey, exact: true });
  const rows = query.data?.pages.flatMap((p) => p.data) ?? [];
  return { query, rows, refresh };
}

export type NewsListState = ReturnType<typeof useNewsList>;
