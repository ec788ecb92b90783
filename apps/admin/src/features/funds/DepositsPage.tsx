import { ChargeStatus } from '@fxdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/auth/useCan';
import { type Column } from '../../shared/ui/DataTable';
import { formatMoney } from '../../shared/ui/format';
import {
  ReviewQueueTable,
  submissionColumns,
  useActionsColumn,
  useReviewQueue,
} from '../../shared/ui/ReviewQueue';
import { dashboardKeys, fetchDashboard } from '../../shared/api/dashboard';
import { fetchDeposits, fundsKeys, type Deposit } from './funds.api';
import { ProofImage } from './ProofImage';
import { reviewColumn, statusColumn } from './review-column';
import { DepositDecisionDialog, type DepositDecision } from './ReviewDialogs';
import { DEPOSIT_TONES } from './status';

const STATUSES = ['0', '1', '2', '3', 'all'] as const;

/** Deposits by status with their proof; approve, reject or mark invalid, once each. */
export function DepositsPage() {
  const { t } = useTranslation();
  const canReview = useCan('funds.review');
  const queue = useReviewQueue<Deposit, DepositDecision>('0', fundsKeys.deposits, fetchDeposits);
  const { status, setDecision } = queue;
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
    statusColumn(t('common.status'), DEPOSIT_TONES, (s) => t(`funds.deposit_status.${s}`), 'deposit-status'),
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
    <ReviewQueueTable
      queue={queue}
      statuses={STATUSES}
      statusLabel={(s) => t(`funds.deposit_status.${s}`)}
      waiting={waiting}
      columns={columns}
      empty={t('funds.no_waiting_deposits')}
      testId="deposit-status"
      tableTestId="deposits-table"
      rowTestId={(r) => `deposit-row-${r.id}`}
      dialog={(decision, onClose) => <DepositDecisionDialog decision={decision} onClose={onClose} />}
    />
  );
}
