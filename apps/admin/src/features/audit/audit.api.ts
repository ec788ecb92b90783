import { api } from '../../shared/api';
import type { PageOf } from '../../shared/api/pages';

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
] as const;

export const fetchAudit = (action: string, page: number) =>
  api.get<PageOf<AuditRow>>('/admin/api/audit', { action, page }, { silent: true });
