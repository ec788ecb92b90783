import { COMPANY_PAGE_SIZE } from '@fxdesk/contract';
import { usePagedList } from '../../../shared/api/paged-list';
import { companyKeys, searchCompanies } from '../api/company.api';

/**
 * Company search as a page-based infinite list (SPEC §9: pages from 1); `refresh` is
 * pull-to-refresh, which starts over from the first page.
 */
export function useCompanySearch(name: string) {
  const list = usePagedList(companyKeys.search(name), (page) => searchCompanies(name, page), {
    pageSize: COMPANY_PAGE_SIZE,
    staleTime: 30_000,
  });
  return { ...list, total: list.query.data?.pages[0]?.total };
}
