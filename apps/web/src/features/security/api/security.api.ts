import { api } from '../../../shared/api';

/** Issue 14 client protections: two-factor and the sessions list. */

export const fetchSecurity = () => api.get('/api/user/security');

export const startTotpSetup = () => api.post('/api/user/totp_setup', undefined, { loading: true });

export const enableTotp = (code: string) =>
  api.post('/api/user/totp_enable', { code }, { loading: true, showSuccessMessage: true });

export const disableTotp = (password: string, code: string) =>
  api.post('/api/user/totp_disable', { password, code }, { loading: true, showSuccessMessage: true });

export const fetchSessions = () => api.get('/api/user/session_list');

export const revokeSession = (id: number) =>
  api.post('/api/user/session_revoke', { id }, { loading: true, showSuccessMessage: true });

export const revokeOtherSessions = () =>
  api.post('/api/user/session_revoke_others', undefined, { loading: true, showSuccessMessage: true });

export const securityKeys = {
  state: (token: string | null) => ['security', 'state', token] as const,
  sessions: (token: string | null) => ['security', 'sessions', token] as const,
};
