import { apiPath, type KycQueueRow, type KycSubmission, type ReferralRow } from '@fxdesk/contract';
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
  api.get('/admin/api/kyc', { status: status === 'all' ? undefined : status, page });

export const fetchKycWaiting = () => api.get('/admin/api/kyc/waiting', undefined, { silent: true });

export const approveKyc = (id: number) => api.post(apiPath('/admin/api/kyc/:id/approve', { id }));

export const rejectKyc = (id: number, remark: string) =>
  api.post(apiPath('/admin/api/kyc/:id/reject', { id }), { remark });

export const fetchReferrals = (page: number) => api.get('/admin/api/referrals', { page });
