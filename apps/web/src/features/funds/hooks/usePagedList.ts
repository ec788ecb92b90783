import { useInfiniteQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { PAGE_SIZE, type Page } from '../api/funds.api';

/**
 * A record list (SPEC §9): page-based infinite scroll from page 1, 20 a page; `refresh` is
 * pull-to-refresh, which starts the list over from the first page.
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  fetchPage: (page: number) => Promise<Page<T>>,
  enabled = true,
) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.data.length, 0);
      return loaded < last.total && last.data.length === PAGE_SIZE ? pages.length + 1 : undefined;
    },
    enabled,
    staleTime: 5_000,
  });
  // Reset drops the later pages, so the list really starts again at page 1.
  const refresh = () => queryClient.resetQueries({ queryKey, exact: true });
  const rows = query.data?.pages.flatMap((p) => p.data) ?? [];
  return { query, rows, refresh };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
