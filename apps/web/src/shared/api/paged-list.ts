import { useInfiniteQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A page of a list as the server answers it (SPEC §9: page-based from 1). */
export interface Page<T> {
  data: readonly T[];
  total: number;
}

/**
 * The page to load after `pages` (SPEC §9: pages from 1, `pageSize` rows each), or undefined once
 * the list is complete: every counted row is loaded, or a page came back short.
 */
export function nextPage(
  pageSize: number,
  last: Page<unknown>,
  pages: readonly Page<unknown>[],
): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.data.length, 0);
  return loaded < last.total && last.data.length === pageSize ? pages.length + 1 : undefined;
}

/**
 * A page-based infinite list (SPEC §9) and its rows; `refresh` is pull-to-refresh, which starts
 * the list over from the first page.
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  fetchPage: (page: number) => Promise<Page<T>>,
  options: { pageSize: number; staleTime: number; enabled?: boolean },
) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPage(options.pageSize, last, pages),
    enabled: options.enabled ?? true,
    staleTime: options.staleTime,
  });
  // Reset drops the later pages, so the list really starts again at page 1.
  const refresh = () => queryClient.resetQueries({ queryKey, exact: true });
  const rows = query.data?.pages.flatMap((p) => p.data) ?? [];
  return { query, rows, refresh };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
