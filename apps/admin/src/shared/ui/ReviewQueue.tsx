import type { QueryKey } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { ClientRef } from './ClientRef';
import { timeColumn, type Column } from './DataTable';
import { Segmented } from './Page';
import { PagedTable, usePagedQuery, type PagedQuery } from './PagedTable';
import { useListParams } from './usePageParam';

/** One decision a reviewer can take on a row (approve, reject…). */
export interface RowAction {
  label: ReactNode;
  testId: string;
  onClick: () => void;
  /** The decision that moves the row on (green). */
  positive?: boolean;
}

/** A row's decision buttons, side by side. */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <div className="row-actions">
      {actions.map((a) => (
        <Button
          key={a.testId}
          size="sm"
          variant={a.positive ? 'success' : 'default'}
          onClick={a.onClick}
          data-testid={a.testId}
        >
          {a.label}
        </Button>
      ))}
    </div>
  );
}

/**
 * The decisions column: only for a reviewer, headed for screen readers; `actions` gives a row's
 * decisions, or null once it is decided.
 */
export function useActionsColumn<T>(
  canReview: boolean,
  actions: (row: T) => readonly RowAction[] | null,
): Column<T>[] {
  const { t } = useTranslation();
  if (!canReview) return [];
  return [
    {
      key: 'actions',
      header: t('common.actions'),
      headerHidden: true,
      render: (row) => {
        const list = actions(row);
        return list ? <RowActions actions={list} /> : null;
      },
    },
  ];
}

interface StatusToolbarProps<S extends string> {
  /** The status shown, a number or 'all'. */
  value: number | 'all';
  statuses: readonly S[];
  statusLabel: (status: Exclude<S, 'all'>) => string;
  onChange: (status: string) => void;
  /** The status whose rows wait for a decision, and how many wait (a count on its button). */
  waitingStatus: S;
  waiting: number | undefined;
  query: { isFetching: boolean; refetch: () => unknown };
  testId: string;
}

/** A review queue's state: the status and page shown (in the URL), their rows, the decision open. */
export interface ReviewQueue<T, D> {
  /** The status shown, a number or 'all'. */
  status: number | 'all';
  page: number;
  set: (patch: { status?: string; page?: string }) => void;
  query: PagedQuery<T> & { isFetching: boolean };
  /** The status whose rows wait for a decision (the one shown first). */
  waitingStatus: string;
  decision: D | null;
  setDecision: (decision: D | null) => void;
}

type QueueFetch<T> = (
  status: number | 'all',
  page: number,
) => Promise<{ data: readonly T[]; total?: number | undefined }>;

/**
 * A review queue's rows by status and page, asked again every 20 s (new submissions arrive), and
 * the decision a reviewer has opened on one of them.
 */
export function useReviewQueue<T, D>(
  waitingStatus: string,
  key: (status: number | 'all', page: number) => QueryKey,
  fetch: QueueFetch<T>,
): ReviewQueue<T, D> {
  const defaults = useMemo(() => ({ status: waitingStatus }), [waitingStatus]);
  const { get, page, set } = useListParams(defaults);
  const status = get('status') === 'all' ? 'all' : Number(get('status'));
  const [decision, setDecision] = useState<D | null>(null);
  const query = usePagedQuery(key(status, page), () => fetch(status, page), 20_000);
  return { status, page, set, query, waitingStatus, decision, setDecision };
}

interface ReviewQueueTableProps<T extends { id: number }, S extends string, D> {
  queue: ReviewQueue<T, D>;
  statuses: readonly S[];
  statusLabel: (status: Exclude<S, 'all'>) => string;
  /** How many rows wait (a count on the waiting status's button). */
  waiting: number | undefined;
  columns: Column<T>[];
  /** What an empty page of the waiting status says. */
  empty: string;
  /** The status filter's test id. */
  testId: string;
  tableTestId: string;
  rowTestId: (row: T) => string;
  /** The dialog of the decision opened, closed by `onClose`. */
  dialog: (decision: D, onClose: () => void) => ReactNode;
}

/** A review queue's screen: the status toolbar, the page of rows with its pager, the decision dialog. */
export function ReviewQueueTable<T extends { id: number }, S extends string, D>({
  queue,
  statuses,
  statusLabel,
  waiting,
  columns,
  empty,
  testId,
  tableTestId,
  rowTestId,
  dialog,
}: ReviewQueueTableProps<T, S, D>) {
  const { status, page, set, query, waitingStatus, decision, setDecision } = queue;
  return (
    <>
      <StatusToolbar
        value={status}
        statuses={statuses}
        statusLabel={statusLabel}
        onChange={(v) => set({ status: v })}
        waitingStatus={waitingStatus as S}
        waiting={waiting}
        query={query}
        testId={testId}
      />
      <PagedTable
        columns={columns}
        query={query}
        page={page}
        onPage={(p) => set({ page: String(p) })}
        empty={status === Number(waitingStatus) ? empty : undefined}
        testId={tableTestId}
        rowTestId={rowTestId}
      />
      {decision && dialog(decision, () => setDecision(null))}
    </>
  );
}

/** A review queue's toolbar: the status filter with the waiting count, and a refresh button. */
function StatusToolbar<S extends string>({
  value,
  statuses,
  statusLabel,
  onChange,
  waitingStatus,
  waiting,
  query,
  testId,
}: StatusToolbarProps<S>) {
  const { t } = useTranslation();
  return (
    <div className="toolbar">
      <Segmented
        label={t('common.status')}
        value={String(value)}
        onChange={onChange}
        options={statuses.map((s) => ({
          value: s,
          label: s === 'all' ? t('common.all') : statusLabel(s as Exclude<S, 'all'>),
          count: s === waitingStatus ? waiting : undefined,
        }))}
        testId={testId}
      />
      <Button size="sm" variant="ghost" onClick={() => void query.refetch()} loading={query.isFetching}>
        {t('common.refresh')}
      </Button>
    </div>
  );
}

/** What every submission in a review queue has: who sent it, and when. */
export interface Submission {
  id: number;
  userId: number;
  uid: string;
  createdAt: string;
}

/** A queue's first columns: the number, when it was submitted and by which client. */
export function submissionColumns<T extends Submission>(
  headers: { id: string; submitted: string; client: string },
  contact: (row: T) => string | null | undefined,
): Column<T>[] {
  return [
    { key: 'id', header: headers.id, render: (r) => <span className="mono">#{r.id}</span>, width: 64 },
    timeColumn('time', headers.submitted, (r) => r.createdAt, 150),
    {
      key: 'client',
      header: headers.client,
      render: (r) => <ClientRef userId={r.userId} uid={r.uid} email={contact(r)} />,
      width: 180,
    },
  ];
}
