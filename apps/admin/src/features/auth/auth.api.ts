import { api } from '../../shared/api';

export type LoginAnswer =
  | { enroll: true; enrollment_token: string; secret: string; otpauth_url: string }
  | { enroll: false; csrf_token: string; role: string; must_change_password: boolean };

/** The session itself is the httpOnly cookie the answer sets; the script gets its CSRF token. */
export interface SessionAnswer {
  csrf_token: string;
  role: string;
  must_change_password: boolean;
}

export interface Me {
  id: number;
  email: string;
  role: string;
  csrf_token: string | null;
}

// Login calls are silent: the page shows the server's message next to the form.
export const login = (body: { email: string; password: string; totp?: string }) =>
  api.post('/admin/api/auth/login', body, { silent: true });

export const enroll = (body: { enrollment_token: string; totp: string }) =>
  api.post('/admin/api/auth/enroll', body, { silent: true });

export const logout = () => api.post('/admin/api/auth/logout', undefined, { silent: true });

export const fetchMe = () => api.get('/admin/api/me', undefined, { silent: true });

/** Re-authenticated with the current password and a TOTP code; the other sessions end. */
export const changePassword = (body: { current_password: string; totp: string; password: string }) =>
  api.post('/admin/api/auth/password', body, { silent: true });
