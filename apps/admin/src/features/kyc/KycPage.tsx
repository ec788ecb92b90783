import { KycStatus } from '@fxdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/auth/useCan';
import { Badge } from '../../shared/ui/Badge';
import { type Column } from '../../shared/ui/DataTable';
import { formatDateTime } from '../../shared/ui/format';
import { PageHeader } from '../../shared/ui/Page';
import {
  ReviewQueueTable,
  submissionColumns,
  useActionsColumn,
  useReviewQueue,
} from '../../shared/ui/ReviewQueue';
import { IdPhoto } from './IdPhoto';
import { KycDecisionDialog, type KycDecision } from './KycDecisionDialog';
import { fetchKyc, fetchKycWaiting, kycKeys, type KycQueueRow } from './kyc.api';

const STATUSES = ['1', '2', '3', 'all'] as const;
export const KYC_TONES = { 1: 'warning', 2: 'success', 3: 'danger' } as const;

/** The real-name queue: waiting submissions oldest first, both photos side by side, decide once. */
export function KycPage() {
  const { t } = useTranslation();
  const canReview = useCan('kyc.review');
  const queue = useReviewQueue<KycQueueRow, KycDecision>('1', kycKeys.queue, fetchKyc);
  const { setDecision } = queue;
  const waiting = useQuery({ queryKey: kycKeys.waiting, queryFn: fetchKycWaiting }).data?.waiting;

  const columns: Column<KycQueueRow>[] = [
    ...submissionColumns<KycQueueRow>(
      { id: t('common.id'), submitted: t('identity.submitted'), client: t('identity.client') },
      (r) => r.email ?? r.mobile,
    ),
    {
      key: 'identity',
      header: t('identity.name'),
      render: (r) => (
        <div>
          <strong>{r.name}</strong>
          <div className="mono small muted">{r.cardId}</div>
        </div>
      ),
    },
    {
      key: 'photos',
      header: t('identity.photos'),
      render: (r) => (
        <div className="kyc-photos kyc-photos--small">
          <IdPhoto src={r.frontPic} label={t('identity.front')} testId={`kyc-front-${r.id}`} />
          <IdPhoto src={r.reversePic} label={t('identity.back')} testId={`kyc-back-${r.id}`} />
        </div>
      ),
    },
    {
      key: 'status',
      header: t('common.status'),
      render: (r) => (
        <div>
          <Badge tone={KYC_TONES[r.status]} testId={`kyc-status-${r.id}`}>
            {t(`identity.status_${r.status}`)}
          </Badge>
          {r.reviewedBy && (
            <div className="small muted">
              {r.remark && (
                <div className="ellipsis" title={r.remark}>
                  {r.remark}
                </div>
              )}
              {r.reviewedBy} · {formatDateTime(r.reviewedAt)}
            </div>
          )}
        </div>
      ),
    },
    ...useActionsColumn<KycQueueRow>(canReview, (r) =>
      r.status === KycStatus.WAITING
        ? [
            {
              label: t('identity.approve'),
              testId: `kyc-approve-${r.id}`,
              positive: true,
              onClick: () => setDecision({ kind: 'approve', submission: r }),
            },
            {
              label: t('identity.reject'),
              testId: `kyc-reject-${r.id}`,
              onClick: () => setDecision({ kind: 'reject', submission: r }),
            },
          ]
        : null,
    ),
  ];

  return (
    <>
      <PageHeader title={t('identity.kyc_title')} />
      <ReviewQueueTable
        queue={queue}
        statuses={STATUSES}
        statusLabel={(s) => t(`identity.status_${s}`)}
        waiting={waiting}
        columns={columns}
        empty={t('identity.none_waiting')}
        testId="kyc-status"
        tableTestId="kyc-table"
        rowTestId={(r) => `kyc-row-${r.id}`}
        dialog={(decision, onClose) => <KycDecisionDialog decision={decision} onClose={onClose} />}
      />
    </>
  );
}
