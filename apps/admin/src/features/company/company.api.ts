import { api } from '../../shared/api';
import type { PageOf } from '../../shared/api/pages';

/** A directory company as the back office sees it (drafts included). */
export interface DirectoryCompany {
  id: number;
  name: string;
  logo: string;
  url: string;
  subject: string;
  registeredAddress: string;
  location: string;
  email: string;
  /** 1: the broker running this deployment. */
  isSelf: number;
  /** 1: listed for clients; 0: a draft. */
  published: number;
  createdAt: string;
  updatedAt: string;
}

export type CompanyPatch = Partial<
  Pick<
    DirectoryCompany,
    'name' | 'logo' | 'url' | 'subject' | 'registeredAddress' | 'location' | 'email' | 'published'
  >
>;

export interface Complaint {
  id: number;
  companyId: number;
  companyName: string;
  userId: number;
  uid: string;
  subject: string;
  content: string;
  contact: string;
  mailedTo: string;
  ip: string;
  createdAt: string;
}

export const companyKeys = {
  list: (q: string, published: string, page: number) => ['companies', q, published, page] as const,
  complaints: (companyId: string, page: number) => ['complaints', companyId, page] as const,
};

export const fetchCompanies = (q: string, published: string, page: number) =>
  api.get<PageOf<DirectoryCompany>>('/admin/api/companies', { q, published, page }, { silent: true });

export const createCompany = (values: CompanyPatch) =>
  api.post<DirectoryCompany>('/admin/api/companies', values, { silent: true });

export const updateCompany = (id: number, patch: CompanyPatch) =>
  api.put<DirectoryCompany>(`/admin/api/companies/${id}`, patch, { silent: true });

/** Uploads one logo image (JPEG/PNG/WebP by content, 5 MB); answers its site path. */
export async function uploadCompanyLogo(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await api.post<{ url: string }>('/admin/api/companies/logo', form, { silent: true });
  return url;
}

export const fetchComplaints = (companyId: string, page: number) =>
  api.get<PageOf<Complaint>>(
    '/admin/api/complaints',
    { ...(companyId ? { company_id: companyId } : {}), page },
    { silent: true },
  );
