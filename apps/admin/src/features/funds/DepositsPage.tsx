import { ChargeStatus } from '@fxdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/auth/useCan';
import { Badge } from '../../shared/ui/Badge';
import { type Column } from '../../shared/ui/DataTable';
import { formatMoney } from '../../shared/ui/format';
import { PagedTable } from '../../shared/ui/PagedTable';
import { StatusToolbar, submissionColumns, useActionsColumn } from '../../shared/ui/ReviewQueue';
import { useListParams } from '../../shared/ui/usePageParam';
import { dashboardKeys, fetchDashboard } from '../../shared/api/dashboard';
import { fetchDeposits, fundsKeys, type Deposit } from './funds.api';
import { ProofImage } from './ProofImage';
import { reviewColumn } from './review-column';
import { DepositDecisionDialog, type DepositDecision } from './ReviewDialogs';
import { DEPOSIT_TONES } from './status';

const DEFAULTS = { status: '0' };
const STATUSES = ['0', '1', '2', '3', 'all'] as const;

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
    reviewColumn(t('funds.review'), (r) => r.remark || r.reviewedBy),
  ];

  const columns: Column<Deposit>[] = [
    ...submissionColumns<Deposit>(
      { id: t('common.id'), submitted: t('funds.submitted'), client: t('funds.client') },
      (r) => r.email,
    ),
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
    ...useActionsColumn<Deposit>(canReview, (r) =>
      r.status === ChargeStatus.UNCHECKED
        ? [
            {
              label: t('funds.approve'),
              testId: `approve-${r.id}`,
              positive: true,
              onClick: () => setDecision({ kind: 'approve', deposit: r }),
            },
            {
              label: t('funds.reject'),
              testId: `reject-${r.id}`,
              onClick: () => setDecision({ kind: 'reject', deposit: r }),
            },
            {
              label: t('funds.invalid'),
              testId: `invalid-${r.id}`,
              onClick: () => setDecision({ kind: 'invalid', deposit: r }),
            },
          ]
        : null,
    ),
  ];

  return (
    <>
      <StatusToolbar
        value={status}
        statuses={STATUSES}
        statusLabel={(s) => t(`funds.deposit_status.${s}`)}
        onChange={(v) => set({ status: v })}
        waitingStatus="0"
        waiting={waiting}
        query={query}
        testId="deposit-status"
      />
      <PagedTable
        columns={columns}
        query={query}
        page={page}
        onPage={(p) => set({ page: String(p) })}
        empty={status === ChargeStatus.UNCHECKED ? t('funds.no_waiting_deposits') : undefined}
        testId="deposits-table"
        rowTestId={(r) => `deposit-row-${r.id}`}
      />
      {decision && <DepositDecisionDialog decision={decision} onClose={() => setDecision(null)} />}
    </>
  );
}
