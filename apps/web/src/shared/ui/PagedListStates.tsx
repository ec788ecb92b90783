import type { ReactNode } from 'react';
import type { PagedList } from '../api/paged-list';

/**
 * What a paged list (SPEC §9) shows in place of rows: `skeleton` while the first page loads, the
 * `empty` text once it came back empty (test id `${testId}-empty`), and a retry link when it
 * failed. `className` styles the empty and retry boxes; the list's rows follow it.
 */
export function PagedListStates<T>(props: {
  list: PagedList<T>;
  skeleton: ReactNode;
  empty: string;
  retry: string;
  className: string;
  testId: string;
}) {
  const { query, rows, refresh } = props.list;
  return (
    <>
      {query.isPending && query.fetchStatus !== 'idle' ? props.skeleton : null}
      {query.isSuccess && rows.length === 0 ? (
        <div className={props.className} data-testid={`${props.testId}-empty`}>
          {props.empty}
        </div>
      ) : null}
      {query.isError && rows.length === 0 ? (
        <div className={props.className}>
          <button type="button" className="fx-link-button" onClick={() => void refresh()}>
            {props.retry}
          </button>
        </div>
      ) : null}
    </>
  );
}
