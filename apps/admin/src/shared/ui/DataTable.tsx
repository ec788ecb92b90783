import type { ReactNode } from 'react';
import { formatDateTime, formatNumber } from './format';
import { EmptyState, ErrorState, Loading } from './States';

export interface Column<T> {
  key: string;
  /**
   * Every column has a header, action columns too (WCAG 1.3.1: a cell is announced with its
   * column's name); `headerHidden` keeps it for screen readers only where a visible word would
   * add nothing (a column of buttons).
   */
  header: ReactNode;
  headerHidden?: boolean;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Numbers: right-aligned, tabular figures. */
  numeric?: boolean;
}

/** A column of when something happened: its date and time, on one line. */
export function timeColumn<T>(
  key: string,
  header: ReactNode,
  at: (row: T) => string | null | undefined,
  width?: number,
): Column<T> {
  return {
    key,
    header,
    render: (r) => <span className="nowrap">{formatDateTime(at(r))}</span>,
    ...(width === undefined ? {} : { width }),
  };
}

/** A query as a DataTable shows it: loading on its first load, its error with a retry. */
export const tableState = (query: { isLoading: boolean; error: unknown; refetch: () => unknown }) => ({
  loading: query.isLoading,
  error: query.error,
  onRetry: () => void query.refetch(),
});

/** A numeric column of a decimal value, shown with at most `digits` decimals. */
export function numberColumn<T>(
  key: string,
  header: ReactNode,
  value: (row: T) => string | number,
  digits: number,
): Column<T> {
  return { key, header, numeric: true, render: (r) => formatNumber(value(r), digits) };
}

export interface DataTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  onRowClick?: (row: T) => void;
  empty?: ReactNode;
  testId?: string;
  rowTestId?: (row: T) => string;
  rowClassName?: (row: T) => string | undefined;
}

const blank = (header: ReactNode) =>
  header === null || header === undefined || typeof header === 'boolean' || String(header).trim() === '';

/** A dense data table with its loading, error and empty states in place of the body. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading,
  error,
  onRetry,
  onRowClick,
  empty,
  testId,
  rowTestId,
  rowClassName,
}: DataTableProps<T>) {
  for (const c of columns) {
    // A programming error, caught by the screen's tests: name the column (`headerHidden` if need be).
    if (blank(c.header)) throw new Error(`DataTable column "${c.key}" has no header`);
  }
  const status = error && !rows ? 'error' : loading && !rows ? 'loading' : rows?.length ? 'rows' : 'empty';
  return (
    // Focusable, so a keyboard can scroll a table wider than the screen.
    <div className="table-wrap" tabIndex={0} data-testid={testId}>
      <table className="table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                style={{ width: c.width }}
                className={c.numeric ? 'num' : c.align ? `align-${c.align}` : undefined}
                scope="col"
              >
                {c.headerHidden ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        {status === 'rows' && (
          <tbody>
            {rows?.map((row) => (
              <tr
                key={rowKey(row)}
                className={
                  [onRowClick ? 'clickable' : '', rowClassName?.(row) ?? ''].join(' ').trim() || undefined
                }
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                data-testid={rowTestId?.(row)}
              >
                {columns.map((c) => (
                  <td key={c.key} className={c.numeric ? 'num' : c.align ? `align-${c.align}` : undefined}>
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        )}
      </table>
      {status === 'loading' && <Loading rows={5} />}
      {status === 'error' && <ErrorState error={error} onRetry={onRetry} />}
      {status === 'empty' && <EmptyState>{empty}</EmptyState>}
    </div>
  );
}
