import { api } from '../../shared/api';

export interface AuditRow {
  id: number;
  adminEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  ip: string;
  createdAt: string;
}

/** Action families written by the admin routes; the filter is a prefix match on the server. */
export const ACTION_PREFIXES = [
  'deposit.',
  'withdrawal.',
  'client.',
  'settings.',
  'instrument.',
  'reference.',
  'staff.',
  'company.',
  'upload.',
] as const;

/** Target types the routes write, offered as suggestions in the filter. */
export const TARGET_TYPES = [
  'user',
  'charge',
  'withdrawal',
  'pair',
  'settings',
  'company',
  'admin',
  'upload',
  'coin_channel',
  'bank_wire',
  'fund_currency',
] as const;

/** The audit filters, as the URL and the API name them; '' means "any". */
export interface AuditFilters {
  action: string;
  admin: string;
  target_type: string;
  target_id: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = {
  action: '',
  admin: '',
  target_type: '',
  target_id: '',
  from: '',
  to: '',
};

export const fetchAudit = (filters: AuditFilters, page: number) =>
  api.get('/admin/api/audit', { ...filters, page }, { silent: true });
