import { COMPANY_PAGE_SIZE } from '@fxdesk/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { companyKeys, searchCompanies } from '../api/company.api';

/**
 * Company search as a page-based infinite list (SPEC §9: pages from 1); `refresh` is
 * pull-to-refresh, which starts over from the first page.
 */
export function useCompanySearch(name: string) {
  const queryClient = useQueryClient();
  const queryKey = companyKeys.search(name);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => searchCompanies(name, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.data.length, 0);
      return loaded < last.total && last.data.length === COMPANY_PAGE_SIZE ? pages.length + 1 : undefined;
    },
    staleTime: 30_000,
  });
  const refresh = () => queryClient.resetQueries({ queryKey, exact: true });
  const rows = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages[0]?.total;
  return { query, rows, total, refresh };
}
