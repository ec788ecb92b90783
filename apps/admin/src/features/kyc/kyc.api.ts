import type {
  AdminPage,
  KycQueueRow,
  KycSubmission,
  KycWaiting,
  ReferralRow,
  ReferralsReport,
} from '@fxdesk/contract';
import { api } from '../../shared/api';

/**
 * The back office's KYC and referral answers, typed by the contract's schemas (packages/contract
 * backoffice/identity.ts). A queue row is a submission with its client's ids.
 */
export type { KycQueueRow, KycSubmission, ReferralRow };

export const kycKeys = {
  all: ['kyc'] as const,
  queue: (status: number | 'all', page: number) => ['kyc', 'queue', status, page] as const,
  waiting: ['kyc', 'waiting'] as const,
  referrals: (page: number) => ['referrals', page] as const,
};

export const fetchKyc = (status: number | 'all', page: number) =>
  api.get<AdminPage<KycQueueRow>>('/admin/api/kyc', { status: status === 'all' ? undefined : status, page });

export const fetchKycWaiting = () =>
  api.get<KycWaiting>('/admin/api/kyc/waiting', undefined, { silent: true });

export const approveKyc = (id: number) => api.post<KycSubmission>(`/admin/api/kyc/${id}/approve`);

export const rejectKyc = (id: number, remark: string) =>
  api.post<KycSubmission>(`/admin/api/kyc/${id}/reject`, { remark });

export const fetchReferrals = (page: number) => api.get<ReferralsReport>('/admin/api/referrals', { page });
