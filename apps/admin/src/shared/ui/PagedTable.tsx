import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './DataTable';
import { Pagination } from './Pagination';

/** What a list query gives the table: one page of rows and, for most lists, the row count. */
export interface PagedQuery<T> {
  data?: { data: readonly T[]; total?: number | undefined } | undefined;
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
}

type PagedTableProps<T extends { id: string | number }> = Omit<
  DataTableProps<T>,
  'rows' | 'rowKey' | 'loading' | 'error' | 'onRetry'
> & {
  query: PagedQuery<T>;
  page: number;
  onPage: (page: number) => void;
  /** Instead of the query's first load (a list that counts a paused query as loading). */
  loading?: boolean;
  /** Wraps table and pager together (a card). */
  className?: string;
  children?: ReactNode;
};

/**
 * One page of a list query in a table, its loading, error (with a retry) and empty states, and
 * the pager below it: the rows are keyed by their id.
 */
export function PagedTable<T extends { id: string | number }>({
  query,
  page,
  onPage,
  loading,
  className,
  ...table
}: PagedTableProps<T>) {
  const body = (
    <>
      <DataTable
        {...table}
        rows={query.data?.data}
        rowKey={(r) => r.id}
        loading={loading ?? query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
      <Pagination
        page={page}
        onPage={onPage}
        total={query.data?.total}
        count={query.data?.data.length ?? 0}
      />
    </>
  );
  return className ? <div className={className}>{body}</div> : body;
}
