import type { ComplaintInput } from '@fxdesk/contract';
import { api } from '../../../shared/api';

/** Company-directory calls (DESIGN §7): search, one company, the complaint address and form. */

export const companyKeys = {
  search: (name: string) => ['company', 'search', name] as const,
  info: (id: number) => ['company', 'info', id] as const,
  complaintEmail: ['company', 'complaintEmail'] as const,
};

export const searchCompanies = (name: string, page: number) => api.get('/api/company/search', { name, page });

/** A missing company is shown by the page itself, so no toast. */
export const fetchCompanyInfo = (id: number) =>
  api.get('/api/company/info', { id }, { showErrorMessage: false });

export const fetchComplaintEmail = () =>
  api.get('/api/company/complaint_email', undefined, { showErrorMessage: false });

export const postComplaint = (body: ComplaintInput) =>
  api.post('/api/company/complaint', { ...body }, { loading: true, showSuccessMessage: true });
