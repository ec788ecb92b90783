import { apiPath, type StaffView, type StaffWithPassword } from '@fxdesk/contract';
import { api } from '../../shared/api';
import type { StaffRole } from '../../shared/auth/permissions';

/** A staff account: status 1 enabled, 0 disabled; `enrolled` false after a two-factor reset. */
export type StaffMember = StaffView;

/** The one-time password comes back once, with the account it belongs to. */
export type WithPassword = StaffWithPassword;

export const fetchStaff = () => api.get('/admin/api/staff', undefined, { silent: true });
export const createStaff = (email: string, role: StaffRole) => api.post('/admin/api/staff', { email, role });
export const updateStaff = (id: number, change: { role?: StaffRole; status?: 0 | 1 }) =>
  api.put(apiPath('/admin/api/staff/:id', { id }), change);
export const resetTotp = (id: number) => api.post(apiPath('/admin/api/staff/:id/reset-totp', { id }));
export const resetPassword = (id: number) => api.post(apiPath('/admin/api/staff/:id/reset-password', { id }));
