import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { DataTable, tableState, type DataTableProps } from './DataTable';
import { Pagination } from './Pagination';

/** What a list query gives the table: one page of rows and, for most lists, the row count. */
export interface PagedQuery<T> {
  data?: { data: readonly T[]; total?: number | undefined } | undefined;
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A list's page: while the next page (or filter) loads, the previous one stays shown; `poll`
 * asks again every so many milliseconds (lists new rows arrive in).
 */
export function usePagedQuery<R>(queryKey: QueryKey, queryFn: () => Promise<R>, poll?: number) {
  return useQuery({ queryKey, queryFn, placeholderData: keepPreviousData, refetchInterval: poll });
}

type QueryTableProps<T> = Omit<DataTableProps<T>, 'rows' | 'loading' | 'error' | 'onRetry'> & {
  query: PagedQuery<T>;
  /** Instead of the query's first load (a list that counts a paused query as loading). */
  loading?: boolean;
};

/** The rows of a list query in a table, with its loading, error (with a retry) and empty states. */
export function QueryTable<T>({ query, loading, ...table }: QueryTableProps<T>) {
  return (
    <DataTable
      {...table}
      rows={query.data?.data}
      {...tableState(query)}
      loading={loading ?? query.isLoading}
    />
  );
}

type PagedTableProps<T extends { id: string | number }> = Omit<QueryTableProps<T>, 'rowKey'> & {
  page: number;
  onPage: (page: number) => void;
  /** Wraps table and pager together (a card). */
  className?: string;
};

/** A list query's page in a QueryTable keyed by the rows' ids, and the pager below it. */
export function PagedTable<T extends { id: string | number }>({
  page,
  onPage,
  className,
  ...table
}: PagedTableProps<T>) {
  const body = (
    <>
      <QueryTable {...table} rowKey={(r) => r.id} />
      <Pagination
        page={page}
        onPage={onPage}
        total={table.query.data?.total}
        count={table.query.data?.data.length ?? 0}
      />
    </>
  );
  return className ? <div className={className}>{body}</div> : body;
}
