import { api } from '../../../shared/api';

/** SPEC §7 calls of the user centre and its pages. */

export const fetchBalance = () => api.get('/v1/api/main/wallet/getBalance');

export interface AmendPasswordBody {
  new_password: string;
  auth_code: string;
  type: 1 | 2;
}

export const amendPassword = (body: AmendPasswordBody) =>
  api.post('/api/user/amend_password', { ...body }, { loading: true, showSuccessMessage: true });

export const fetchCompany = () => api.get('/api/company/getCompany');

export const userQueryKeys = {
  balance: (token: string | null) => ['wallet', 'balance', token] as const,
  company: ['company', 'info'] as const,
};
