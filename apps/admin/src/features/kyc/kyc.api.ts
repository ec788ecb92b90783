import { api } from '../../shared/api';
import type { PageOf } from '../../shared/api/pages';

/** A real-name submission. status 1 waiting, 2 certified, 3 rejected (remark says why). */
export interface KycSubmission {
  id: number;
  userId: number;
  name: string;
  cardId: string;
  frontPic: string;
  reversePic: string;
  status: 1 | 2 | 3;
  remark: string;
  reviewedBy: string | null;
  reviewedAt: string | null;
  createdAt: string;
  email: string | null;
  mobile: string | null;
  uid: string;
}

export interface ReferralRow {
  id: number;
  uid: string;
  email: string | null;
  mobile: string | null;
  inviteCode: string;
  referrals: number;
  verified: number;
  lastAt: string;
}

export const kycKeys = {
  all: ['kyc'] as const,
  queue: (status: number | 'all', page: number) => ['kyc', 'queue', status, page] as const,
  waiting: ['kyc', 'waiting'] as const,
  referrals: (page: number) => ['referrals', page] as const,
};

export const fetchKyc = (status: number | 'all', page: number) =>
  api.get<PageOf<KycSubmission>>('/admin/api/kyc', { status: status === 'all' ? undefined : status, page });

export const fetchKycWaiting = () =>
  api.get<{ waiting: number }>('/admin/api/kyc/waiting', undefined, { silent: true });

export const approveKyc = (id: number) => api.post<KycSubmission>(`/admin/api/kyc/${id}/approve`);

export const rejectKyc = (id: number, remark: string) =>
  api.post<KycSubmission>(`/admin/api/kyc/${id}/reject`, { remark });

export const fetchReferrals = (page: number) =>
  api.get<PageOf<ReferralRow> & { referred: number; referredVerified: number }>('/admin/api/referrals', {
    page,
  });
