import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { ClientRef } from './ClientRef';
import type { Column } from './DataTable';
import { formatDateTime } from './format';
import { Segmented } from './Page';

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

/** A review queue's toolbar: the status filter with the waiting count, and a refresh button. */
export function StatusToolbar<S extends string>({
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
    {
      key: 'time',
      header: headers.submitted,
      render: (r) => <span className="nowrap">{formatDateTime(r.createdAt)}</span>,
      width: 150,
    },
    {
      key: 'client',
      header: headers.client,
      render: (r) => <ClientRef userId={r.userId} uid={r.uid} email={contact(r)} />,
      width: 180,
    },
  ];
}
