import { KycStatus } from '@fxdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/auth/useCan';
import { Badge } from '../../shared/ui/Badge';
import { type Column } from '../../shared/ui/DataTable';
import { formatDateTime } from '../../shared/ui/format';
import { PageHeader } from '../../shared/ui/Page';
import { PagedTable } from '../../shared/ui/PagedTable';
import { StatusToolbar, submissionColumns, useActionsColumn } from '../../shared/ui/ReviewQueue';
import { useListParams } from '../../shared/ui/usePageParam';
import { IdPhoto } from './IdPhoto';
import { KycDecisionDialog, type KycDecision } from './KycDecisionDialog';
import { fetchKyc, fetchKycWaiting, kycKeys, type KycQueueRow } from './kyc.api';

const STATUSES = ['1', '2', '3', 'all'] as const;
export const KYC_TONES = { 1: 'warning', 2: 'success', 3: 'danger' } as const;

/** The real-name queue: waiting submissions oldest first, both photos side by side, decide once. */
export function KycPage() {
  const { t } = useTranslation();
  const canReview = useCan('kyc.review');
  const { get, page, set } = useListParams({ status: '1' });
  const status = get('status') === 'all' ? 'all' : Number(get('status'));
  const [decision, setDecision] = useState<KycDecision | null>(null);
  const query = useQuery({
    queryKey: kycKeys.queue(status, page),
    queryFn: () => fetchKyc(status, page),
    placeholderData: keepPreviousData,
    refetchInterval: 20_000,
  });
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
      <StatusToolbar
        value={status}
        statuses={STATUSES}
        statusLabel={(s) => t(`identity.status_${s}`)}
        onChange={(v) => set({ status: v })}
        waitingStatus="1"
        waiting={waiting}
        query={query}
        testId="kyc-status"
      />
      <PagedTable
        columns={columns}
        query={query}
        page={page}
        onPage={(p) => set({ page: String(p) })}
        empty={status === KycStatus.WAITING ? t('identity.none_waiting') : undefined}
        testId="kyc-table"
        rowTestId={(r) => `kyc-row-${r.id}`}
      />
      {decision && <KycDecisionDialog decision={decision} onClose={() => setDecision(null)} />}
    </>
  );
}
