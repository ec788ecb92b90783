import { useTranslation } from 'react-i18next';
import { ClientRef } from '../../shared/ui/ClientRef';
import { type Column } from '../../shared/ui/DataTable';
import { formatDateTime } from '../../shared/ui/format';
import { PageHeader } from '../../shared/ui/Page';
import { PagedTable, usePagedQuery } from '../../shared/ui/PagedTable';
import { useListParams } from '../../shared/ui/usePageParam';
import { fetchReferrals, kycKeys, type ReferralRow } from './kyc.api';

/** Referrals report: who brought how many accounts, and how many of them are verified. */
export function ReferralsPage() {
  const { t } = useTranslation();
  const { page, set } = useListParams({});
  const query = usePagedQuery(kycKeys.referrals(page), () => fetchReferrals(page));
  const columns: Column<ReferralRow>[] = [
    {
      key: 'inviter',
      header: t('identity.inviter'),
      render: (r) => <ClientRef userId={r.id} uid={r.uid} email={r.email ?? r.mobile} />,
    },
    {
      key: 'code',
      header: t('identity.invite_code'),
      render: (r) => <span className="mono">{r.inviteCode}</span>,
    },
    {
      key: 'referrals',
      header: t('identity.referrals'),
      numeric: true,
      render: (r) => <strong>{r.referrals}</strong>,
    },
    { key: 'verified', header: t('identity.verified_referrals'), numeric: true, render: (r) => r.verified },
    { key: 'last', header: t('identity.last_referral'), render: (r) => formatDateTime(r.lastAt) },
  ];
  return (
    <>
      <PageHeader
        title={t('identity.referrals_title')}
        actions={
          query.data ? (
            <span className="muted" data-testid="referrals-summary">
              {t('identity.referrals_summary', {
                count: query.data.referred,
                verified: query.data.referredVerified,
              })}
            </span>
          ) : null
        }
      />
      <PagedTable
        columns={columns}
        query={query}
        page={page}
        onPage={(p) => set({ page: String(p) })}
        empty={t('identity.no_referrals')}
        testId="referrals-table"
        rowTestId={(r) => `referrals-row-${r.id}`}
      />
    </>
  );
}
