import { useQuery, type QueryKey } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { QueryState } from '../../shared/ui/States';

/**
 * Loads a record the screen edits and renders its form. The record is not refetched on window
 * focus (that would drop what is being typed); after each save the form re-mounts with the saved
 * values, so "unsaved" starts from zero again.
 */
export function SavedRecord<T>({
  queryKey,
  queryFn,
  rows,
  children,
}: {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  /** The loading placeholder's rows. */
  rows: number;
  children: (record: T) => ReactNode;
}) {
  const query = useQuery({ queryKey, queryFn, refetchOnWindowFocus: false });
  return (
    <QueryState query={query} rows={rows}>
      {(record) => <Fragment key={query.dataUpdatedAt}>{children(record)}</Fragment>}
    </QueryState>
  );
}
