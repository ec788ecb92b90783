import { apiPath } from '@fxdesk/contract';
import { api, uploadImage, type RouteBody } from '../../shared/api';

/**
 * The directory's answers, typed by the contract's schemas (packages/contract backoffice/company.ts):
 * a directory company (drafts included) is the `companies` row, as the broker's own profile.
 */
export type { CompanyRecord as DirectoryCompany, ComplaintRecord as Complaint } from '@fxdesk/contract';

/** A new company's fields (a name is all a draft needs) and an edit's (only those given). */
export type CompanyFields = RouteBody<'POST /admin/api/companies'>;
export type CompanyPatch = RouteBody<'PUT /admin/api/companies/:id'>;

/** The list's published filter: '' all, '0' drafts, '1' published; '' is left out of the query. */
const publishedFilter = (value: string) => (value === '0' || value === '1' ? value : undefined);

export const companyKeys = {
  list: (q: string, published: string, page: number) => ['companies', q, published, page] as const,
  complaints: (companyId: string, page: number) => ['complaints', companyId, page] as const,
};

export const fetchCompanies = (q: string, published: string, page: number) =>
  api.get('/admin/api/companies', { q, published: publishedFilter(published), page }, { silent: true });

export const createCompany = (values: CompanyFields) =>
  api.post('/admin/api/companies', values, { silent: true });

export const updateCompany = (id: number, patch: CompanyPatch) =>
  api.put(apiPath('/admin/api/companies/:id', { id }), patch, { silent: true });

/** Uploads one logo image; answers its site path. */
export const uploadCompanyLogo = (file: File) => uploadImage('/admin/api/companies/logo', file);

export const fetchComplaints = (companyId: string, page: number) =>
  api.get(
    '/admin/api/complaints',
    { ...(companyId ? { company_id: companyId } : {}), page },
    { silent: true },
  );
