import { api } from '../../shared/api';
import type { StaffRole } from '../../shared/auth/permissions';

export interface StaffMember {
  id: number;
  email: string;
  role: StaffRole;
  /** 1 enabled, 0 disabled. */
  status: number;
  /** An authenticator is enrolled (false after a reset: the next login enrols one). */
  enrolled: boolean;
  must_change_password: boolean;
  created_at: string;
  last_seen_at: string | null;
}

/** The one-time password comes back once, with the account it belongs to. */
export type WithPassword = StaffMember & { password: string };

export const fetchStaff = () => api.get<StaffMember[]>('/admin/api/staff', undefined, { silent: true });
export const createStaff = (email: string, role: StaffRole) =>
  api.post<WithPassword>('/admin/api/staff', { email, role });
export const updateStaff = (id: number, change: { role?: StaffRole; status?: 0 | 1 }) =>
  api.put<StaffMember>(`/admin/api/staff/${id}`, change);
export const resetTotp = (id: number) => api.post<StaffMember>(`/admin/api/staff/${id}/reset-totp`, {});
export const resetPassword = (id: number) =>
  api.post<WithPassword>(`/admin/api/staff/${id}/reset-password`, {});
