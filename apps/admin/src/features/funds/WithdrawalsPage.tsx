import { WithdrawalStatus, MethodType } from '@fxdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/auth/useCan';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { ClientRef } from '../../shared/ui/ClientRef';
import { DataTable, type Column } from '../../shared/ui/DataTable';
import { formatDateTime, formatMoney, formatNumber } from '../../shared/ui/format';
import { Segmented } from '../../shared/ui/Page';
import { Pagination } from '../../shared/ui/Pagination';
import { useListParams } from '../../shared/ui/usePageParam';
import { dashboardKeys, fetchDashboard } from '../../shared/api/dashboard';
import { fetchReference, fetchWithdrawals, fundsKeys, type FundCurrency, type Withdrawal } from './funds.api';
import { WithdrawalDecisionDialog, type WithdrawalDecision } from './ReviewDialogs';
import { payoutSummary } from './payout-details';
import { WITHDRAWAL_TONES } from './status';

const DEFAULTS = { status: '0' };
const STATUSES = ['0', '1', '2', 'all'] as const;

const currencyLabel = (c: FundCurrency | undefined, id: number) =>
  c ? (c.protocol ? `${c.code} · ${c.protocol}` : c.code) : `#${id}`;

/** Withdrawals by status; pay (lock released) or reject with a remark (lock returned). */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const canReview = useCan('funds.review');
  const { get, page, set } = useListParams(DEFAULTS);
  const status = get('status') === 'all' ? 'all' : Number(get('status'));
  const [decision, setDecision] = useState<WithdrawalDecision | null>(null);
  const query = useQuery({
    queryKey: fundsKeys.withdrawals(status, page),
    queryFn: () => fetchWithdrawals(status, page),
    placeholderData: keepPreviousData,
    refetchInterval: 20_000,
  });
  const reference = useQuery({ queryKey: fundsKeys.reference, queryFn: fetchReference, staleTime: 60_000 });
  const waiting = useQuery({
    queryKey: dashboardKeys.book('real'),
    queryFn: () => fetchDashboard('real'),
  }).data?.withdrawals_waiting;
  const currencyOf = (id: number) => reference.data?.currencies.find((c) => c.id === id);

  // A request under review has no decision yet: the column shows once there can be one.
  const reviewColumns: Column<Withdrawal>[] = [
    {
      key: 'review',
      header: t('funds.review'),
      render: (r) =>
        r.reviewedBy ? (
          <div className="small">
            <div className="ellipsis" title={r.remark || undefined}>
              {r.remark || '—'}
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

  const columns: Column<Withdrawal>[] = [
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
    {
      key: 'method',
      header: t('funds.method'),
      render: (r) => (
        <div>
          {t(`funds.withdraw_type.${r.type === MethodType.BANK ? MethodType.BANK : MethodType.COIN}`)}
          <div className="muted small">{currencyLabel(currencyOf(r.currencyId), r.currencyId)}</div>
        </div>
      ),
    },
    {
      key: 'amount',
      header: t('funds.amount_usd'),
      numeric: true,
      render: (r) => <strong>{formatMoney(r.number)}</strong>,
    },
    { key: 'fee', header: t('funds.fee'), numeric: true, render: (r) => formatMoney(r.fee) },
    {
      key: 'payout',
      header: t('funds.payout'),
      numeric: true,
      render: (r) => `${formatNumber(r.realNumber, 8)} ${currencyOf(r.currencyId)?.code ?? ''}`,
    },
    {
      key: 'destination',
      header: t('funds.destination'),
      render: (r) => {
        const { main, sub } = payoutSummary(r);
        return (
          <div className="mono small ellipsis addr" title={[main, sub, r.memo].filter(Boolean).join('\n')}>
            {main}
            {sub && <div className="muted">{sub}</div>}
            {r.memo && <div className="muted">{r.memo}</div>}
          </div>
        );
      },
    },
    {
      key: 'status',
      header: t('common.status'),
      render: (r) => (
        <Badge tone={WITHDRAWAL_TONES[r.status]} testId={`withdrawal-status-${r.id}`}>
          {t(`funds.withdrawal_status.${r.status}`)}
        </Badge>
      ),
    },
    ...(status === WithdrawalStatus.REVIEWING ? [] : reviewColumns),
    ...(canReview
      ? [
          {
            key: 'actions',
            header: t('common.actions'),
            headerHidden: true,
            render: (r: Withdrawal) =>
              r.status === WithdrawalStatus.REVIEWING ? (
                <div className="row-actions">
                  <Button
                    size="sm"
                    variant="success"
                    onClick={() =>
                      setDecision({ kind: 'pay', withdrawal: r, currency: currencyOf(r.currencyId) })
                    }
                    data-testid={`pay-${r.id}`}
                  >
                    {t('funds.pay')}
                  </Button>
                  <Button
                    size="sm"
                    onClick={() =>
                      setDecision({ kind: 'reject', withdrawal: r, currency: currencyOf(r.currencyId) })
                    }
                    data-testid={`reject-withdrawal-${r.id}`}
                  >
                    {t('funds.reject')}
                  </Button>
                </div>
              ) : null,
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
            label: s === 'all' ? t('common.all') : t(`funds.withdrawal_status.${s}`),
            count: s === '0' ? waiting : undefined,
          }))}
          testId="withdrawal-status"
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
        empty={status === WithdrawalStatus.REVIEWING ? t('funds.no_waiting_withdrawals') : undefined}
        testId="withdrawals-table"
        rowTestId={(r) => `withdrawal-row-${r.id}`}
      />
      <Pagination
        page={page}
        onPage={(p) => set({ page: String(p) })}
        total={query.data?.total}
        count={query.data?.data.length ?? 0}
      />
      {decision && <WithdrawalDecisionDialog decision={decision} onClose={() => setDecision(null)} />}
    </>
  );
}
