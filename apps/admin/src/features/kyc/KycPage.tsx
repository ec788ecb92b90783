import { KycStatus } from '@fxdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/auth/useCan';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { ClientRef } from '../../shared/ui/ClientRef';
import { DataTable, type Column } from '../../shared/ui/DataTable';
import { formatDateTime } from '../../shared/ui/format';
import { PageHeader, Segmented } from '../../shared/ui/Page';
import { Pagination } from '../../shared/ui/Pagination';
import { useListParams } from '../../shared/ui/usePageParam';
import { IdPhoto } from './IdPhoto';
import { KycDecisionDialog, type KycDecision } from './KycDecisionDialog';
import { fetchKyc, fetchKycWaiting, kycKeys, type KycSubmission } from './kyc.api';

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

  const columns: Column<KycSubmission>[] = [
    { key: 'id', header: t('common.id'), render: (r) => <span className="mono">#{r.id}</span>, width: 64 },
    {
      key: 'time',
      header: t('identity.submitted'),
      render: (r) => <span className="nowrap">{formatDateTime(r.createdAt)}</span>,
      width: 150,
    },
    {
      key: 'client',
      header: t('identity.client'),
      render: (r) => <ClientRef userId={r.userId} uid={r.uid} email={r.email ?? r.mobile} />,
      width: 180,
    },
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
    ...(canReview
      ? [
          {
            key: 'actions',
            header: t('common.actions'),
            headerHidden: true,
            render: (r: KycSubmission) =>
              r.status === KycStatus.WAITING ? (
                <div className="row-actions">
                  <Button
                    size="sm"
                    variant="success"
                    onClick={() => setDecision({ kind: 'approve', submission: r })}
                    data-testid={`kyc-approve-${r.id}`}
                  >
                    {t('identity.approve')}
                  </Button>
                  <Button
                    size="sm"
                    onClick={() => setDecision({ kind: 'reject', submission: r })}
                    data-testid={`kyc-reject-${r.id}`}
                  >
                    {t('identity.reject')}
                  </Button>
                </div>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader title={t('identity.kyc_title')} />
      <div className="toolbar">
        <Segmented
          label={t('common.status')}
          value={String(status)}
          onChange={(v) => set({ status: v })}
          options={STATUSES.map((s) => ({
            value: s,
            label: s === 'all' ? t('common.all') : t(`identity.status_${s}`),
            count: s === '1' ? waiting : undefined,
          }))}
          testId="kyc-status"
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
        empty={status === KycStatus.WAITING ? t('identity.none_waiting') : undefined}
        testId="kyc-table"
        rowTestId={(r) => `kyc-row-${r.id}`}
      />
      <Pagination
        page={page}
        onPage={(p) => set({ page: String(p) })}
        total={query.data?.total}
        count={query.data?.data.length ?? 0}
      />
      {decision && <KycDecisionDialog decision={decision} onClose={() => setDecision(null)} />}
    </>
  );
}
