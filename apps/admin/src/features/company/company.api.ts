import { apiPath, type CompanyRecord } from '@fxdesk/contract';
import { api } from '../../shared/api';

/**
 * The directory's answers, typed by the contract's schemas (packages/contract backoffice/company.ts):
 * a directory company (drafts included) is the `companies` row, as the broker's own profile.
 */
export type { CompanyRecord as DirectoryCompany, ComplaintRecord as Complaint } from '@fxdesk/contract';

export type CompanyPatch = Partial<
  Pick<
    CompanyRecord,
    'name' | 'logo' | 'url' | 'subject' | 'registeredAddress' | 'location' | 'email' | 'published'
  >
>;

export const companyKeys = {
  list: (q: string, published: string, page: number) => ['companies', q, published, page] as const,
  complaints: (companyId: string, page: number) => ['complaints', companyId, page] as const,
};

export const fetchCompanies = (q: string, published: string, page: number) =>
  api.get('/admin/api/companies', { q, published, page }, { silent: true });

export const createCompany = (values: CompanyPatch) =>
  api.post('/admin/api/companies', values, { silent: true });

export const updateCompany = (id: number, patch: CompanyPatch) =>
  api.put(apiPath('/admin/api/companies/:id', { id }), patch, { silent: true });

/** Uploads one logo image (JPEG/PNG/WebP by content, 5 MB); answers its site path. */
export async function uploadCompanyLogo(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await api.post('/admin/api/companies/logo', form, { silent: true });
  return url;
}

export const fetchComplaints = (companyId: string, page: number) =>
  api.get(
    '/admin/api/complaints',
    { ...(companyId ? { company_id: companyId } : {}), page },
    { silent: true },
  );
