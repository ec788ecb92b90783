import { type QueryKey } from '@tanstack/react-query';
import { usePagedList as usePagedListOf } from '../../../shared/api/paged-list';
import { PAGE_SIZE, type Page } from '../api/funds.api';

export type { PagedList } from '../../../shared/api/paged-list';

/** A funds record list (SPEC §9): 20 a page, fresh for 5 s; `refresh` starts over from page 1. */
export function usePagedList<T>(
  queryKey: QueryKey,
  fetchPage: (page: number) => Promise<Page<T>>,
  enabled = true,
) {
  return usePagedListOf(queryKey, fetchPage, { pageSize: PAGE_SIZE, staleTime: 5_000, enabled });
}
