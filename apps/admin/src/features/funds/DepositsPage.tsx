import { ChargeStatus } from '@fxdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/auth/useCan';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { ClientRef } from '../../shared/ui/ClientRef';
import { DataTable, type Column } from '../../shared/ui/DataTable';
import { formatDateTime, formatMoney } from '../../shared/ui/format';
import { Segmented } from '../../shared/ui/Page';
import { Pagination } from '../../shared/ui/Pagination';
import { useListParams } from '../../shared/ui/usePageParam';
import { dashboardKeys, fetchDashboard } from '../../shared/api/dashboard';
import { fetchDeposits, fundsKeys, type Deposit } from './funds.api';
import { ProofImage } from './ProofImage';
import { DepositDecisionDialog, type DepositDecision } from './ReviewDialogs';
import { DEPOSIT_TONES } from './status';

const DEFAULTS = { status: '0' };
const STATUSES = ['0', '1', '2', '3', 'all'] as const;

function Actions({ row, onDecide }: { row: Deposit; onDecide: (d: DepositDecision) => void }) {
  const { t } = useTranslation();
  if (row.status !== ChargeStatus.UNCHECKED) return null;
  return (
    <div className="row-actions">
      <Button
        size="sm"
        variant="success"
        onClick={() => onDecide({ kind: 'approve', deposit: row })}
        data-testid={`approve-${row.id}`}
      >
        {t('funds.approve')}
      </Button>
      <Button
        size="sm"
        onClick={() => onDecide({ kind: 'reject', deposit: row })}
        data-testid={`reject-${row.id}`}
      >
        {t('funds.reject')}
      </Button>
      <Button
        size="sm"
        onClick={() => onDecide({ kind: 'invalid', deposit: row })}
        data-testid={`invalid-${row.id}`}
      >
        {t('funds.invalid')}
      </Button>
    </div>
  );
}

/** Deposits by status with their proof; approve, reject or mark invalid, once each. */
export function DepositsPage() {
  const { t } = useTranslation();
  const canReview = useCan('funds.review');
  const { get, page, set } = useListParams(DEFAULTS);
  const status = get('status') === 'all' ? 'all' : Number(get('status'));
  const [decision, setDecision] = useState<DepositDecision | null>(null);
  const query = useQuery({
    queryKey: fundsKeys.deposits(status, page),
    queryFn: () => fetchDeposits(status, page),
    placeholderData: keepPreviousData,
    refetchInterval: 20_000,
  });
  const waiting = useQuery({
    queryKey: dashboardKeys.book('real'),
    queryFn: () => fetchDashboard('real'),
  }).data?.deposits_waiting;

  const reviewColumns: Column<Deposit>[] = [
    {
      key: 'credited',
      header: t('funds.credited'),
      numeric: true,
      render: (r) => (r.creditedAmount ? formatMoney(r.creditedAmount) : '—'),
    },
    {
      key: 'review',
      header: t('funds.review'),
      render: (r) =>
        r.reviewedBy ? (
          <div className="small">
            <div className="ellipsis" title={r.remark || undefined}>
              {r.remark || r.reviewedBy}
            </div>
            <div className="muted">
              {r.reviewedBy} · {formatDateTime(r.reviewedAt)}
            </div>
          </div>
        ) : (
          <span className="muted">—</span>
        ),
    },
  ];

  const columns: Column<Deposit>[] = [
    { key: 'id', header: t('common.id'), render: (r) => <span className="mono">#{r.id}</span>, width: 64 },
    {
      key: 'time',
      header: t('funds.submitted'),
      render: (r) => <span className="nowrap">{formatDateTime(r.createdAt)}</span>,
      width: 150,
    },
    {
      key: 'client',
      header: t('funds.client'),
      render: (r) => <ClientRef userId={r.userId} uid={r.uid} email={r.email} />,
      width: 180,
    },
    { key: 'type', header: t('funds.type'), render: (r) => t(`funds.deposit_type.${r.type}`) },
    {
      key: 'amount',
      header: t('funds.claimed_usd'),
      numeric: true,
      render: (r) => <strong>{formatMoney(r.number)}</strong>,
    },
    {
      key: 'channel',
      header: t('funds.channel'),
      render: (r) => (
        <div>
          <span>{r.currencyCode}</span>
          {r.address && (
            <div className="mono small muted ellipsis addr" title={r.address}>
              {r.address}
            </div>
          )}
        </div>
      ),
    },
    {
      key: 'proof',
      header: t('funds.proof'),
      render: (r) => <ProofImage src={r.proofImg} id={r.id} />,
      width: 72,
    },
    {
      key: 'status',
      header: t('common.status'),
      render: (r) => (
        <Badge tone={DEPOSIT_TONES[r.status]} testId={`deposit-status-${r.id}`}>
          {t(`funds.deposit_status.${r.status}`)}
        </Badge>
      ),
    },
    // A waiting deposit has no review yet: these columns show once there can be one.
    ...(status === ChargeStatus.UNCHECKED ? [] : reviewColumns),
    ...(canReview
      ? [
          {
            key: 'actions',
            header: t('common.actions'),
            headerHidden: true,
            render: (r: Deposit) => <Actions row={r} onDecide={setDecision} />,
          },
        ]
      : []),
  ];

  return (
    <>
      <div className="toolbar">
        <Segmented
          label={t('common.status')}
          value={String(status)}
          onChange={(v) => set({ status: v })}
          options={STATUSES.map((s) => ({
            value: s,
            label: s === 'all' ? t('common.all') : t(`funds.deposit_status.${s}`),
            count: s === '0' ? waiting : undefined,
          }))}
          testId="deposit-status"
        />
        <Button size="sm" variant="ghost" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('common.refresh')}
        </Button>
      </div>
      <DataTable
        columns={columns}
        rows={query.data?.data}
        rowKey={(r) => r.id}
        loading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={status === ChargeStatus.UNCHECKED ? t('funds.no_waiting_deposits') : undefined}
        testId="deposits-table"
        rowTestId={(r) => `deposit-row-${r.id}`}
      />
      <Pagination
        page={page}
        onPage={(p) => set({ page: String(p) })}
        total={query.data?.total}
        count={query.data?.data.length ?? 0}
      />
      {decision && <DepositDecisionDialog decision={decision} onClose={() => setDecision(null)} />}
    </>
  );
}
