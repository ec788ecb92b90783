import { WithdrawalStatus, MethodType } from '@fxdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/auth/useCan';
import { type Column } from '../../shared/ui/DataTable';
import { formatMoney, formatNumber } from '../../shared/ui/format';
import {
  ReviewQueueTable,
  submissionColumns,
  useActionsColumn,
  useReviewQueue,
} from '../../shared/ui/ReviewQueue';
import { dashboardKeys, fetchDashboard } from '../../shared/api/dashboard';
import { fetchReference, fetchWithdrawals, fundsKeys, type FundCurrency, type Withdrawal } from './funds.api';
import { payoutSummary } from './payout-details';
import { reviewColumn, statusColumn } from './review-column';
import { WithdrawalDecisionDialog, type WithdrawalDecision } from './ReviewDialogs';
import { WITHDRAWAL_TONES } from './status';

const STATUSES = ['0', '1', '2', 'all'] as const;

const currencyLabel = (c: FundCurrency | undefined, id: number) =>
  c ? (c.protocol ? `${c.code} · ${c.protocol}` : c.code) : `#${id}`;

/** Withdrawals by status; pay (lock released) or reject with a remark (lock returned). */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const canReview = useCan('funds.review');
  const queue = useReviewQueue<Withdrawal, WithdrawalDecision>('0', fundsKeys.withdrawals, fetchWithdrawals);
  const { status, setDecision } = queue;
  const reference = useQuery({ queryKey: fundsKeys.reference, queryFn: fetchReference, staleTime: 60_000 });
  const waiting = useQuery({
    queryKey: dashboardKeys.book('real'),
    queryFn: () => fetchDashboard('real'),
  }).data?.withdrawals_waiting;
  const currencyOf = (id: number) => reference.data?.currencies.find((c) => c.id === id);

  // A request under review has no decision yet: the column shows once there can be one.
  const reviewColumns: Column<Withdrawal>[] = [reviewColumn(t('funds.review'), (r) => r.remark || '—')];

  const columns: Column<Withdrawal>[] = [
    ...submissionColumns<Withdrawal>(
      { id: t('common.id'), submitted: t('funds.submitted'), client: t('funds.client') },
      (r) => r.email,
    ),
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
    statusColumn(
      t('common.status'),
      WITHDRAWAL_TONES,
      (s) => t(`funds.withdrawal_status.${s}`),
      'withdrawal-status',
    ),
    ...(status === WithdrawalStatus.REVIEWING ? [] : reviewColumns),
    ...useActionsColumn<Withdrawal>(canReview, (r) =>
      r.status === WithdrawalStatus.REVIEWING
        ? [
            {
              label: t('funds.pay'),
              testId: `pay-${r.id}`,
              positive: true,
              onClick: () => setDecision({ kind: 'pay', withdrawal: r, currency: currencyOf(r.currencyId) }),
            },
            {
              label: t('funds.reject'),
              testId: `reject-withdrawal-${r.id}`,
              onClick: () =>
                setDecision({ kind: 'reject', withdrawal: r, currency: currencyOf(r.currencyId) }),
            },
          ]
        : null,
    ),
  ];

  return (
    <ReviewQueueTable
      queue={queue}
      statuses={STATUSES}
      statusLabel={(s) => t(`funds.withdrawal_status.${s}`)}
      waiting={waiting}
      columns={columns}
      empty={t('funds.no_waiting_withdrawals')}
      testId="withdrawal-status"
      tableTestId="withdrawals-table"
      rowTestId={(r) => `withdrawal-row-${r.id}`}
      dialog={(decision, onClose) => <WithdrawalDecisionDialog decision={decision} onClose={onClose} />}
    />
  );
}
