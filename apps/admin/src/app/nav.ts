import { allows, type Permission } from '../shared/auth/permissions';
import type { IconName } from '../shared/ui/icons';

export interface NavEntry {
  path: string;
  labelKey:
    | 'nav.dashboard'
    | 'nav.clients'
    | 'nav.funds'
    | 'nav.risk'
    | 'nav.instruments'
    | 'nav.settings'
    | 'nav.outbox'
    | 'nav.audit'
    | 'nav.staff'
    | 'news.nav'
    | 'support.nav.inbox'
    | 'support.nav.feedback'
    | 'company.nav_companies'
    | 'company.nav_complaints'
    | 'identity.nav_kyc'
    | 'identity.nav_referrals'
    | 'copy.nav';
  icon: IconName;
  /** The permission the screen reads with; the entry is hidden from roles without it. */
  permission: Permission;
}

export const NAV: readonly NavEntry[] = [
  { path: '/dashboard', labelKey: 'nav.dashboard', icon: 'dashboard', permission: 'staff.self' },
  { path: '/clients', labelKey: 'nav.clients', icon: 'clients', permission: 'clients.read' },
  { path: '/funds', labelKey: 'nav.funds', icon: 'funds', permission: 'funds.read' },
  { path: '/kyc', labelKey: 'identity.nav_kyc', icon: 'kyc', permission: 'kyc.read' },
  { path: '/referrals', labelKey: 'identity.nav_referrals', icon: 'referrals', permission: 'clients.read' },
  { path: '/risk', labelKey: 'nav.risk', icon: 'risk', permission: 'risk.read' },
  { path: '/instruments', labelKey: 'nav.instruments', icon: 'instruments', permission: 'settings.read' },
  { path: '/news', labelKey: 'news.nav', icon: 'news', permission: 'content.read' },
  { path: '/settings', labelKey: 'nav.settings', icon: 'settings', permission: 'settings.read' },
  { path: '/support', labelKey: 'support.nav.inbox', icon: 'support', permission: 'support.chat' },
  { path: '/feedback', labelKey: 'support.nav.feedback', icon: 'feedback', permission: 'support.chat' },
  { path: '/companies', labelKey: 'company.nav_companies', icon: 'companies', permission: 'companies.read' },
  {
    path: '/complaints',
    labelKey: 'company.nav_complaints',
    icon: 'complaints',
    permission: 'complaints.read',
  },
  { path: '/outbox', labelKey: 'nav.outbox', icon: 'outbox', permission: 'outbox.read' },
  { path: '/copy', labelKey: 'copy.nav', icon: 'clients', permission: 'copy.read' },
  { path: '/audit', labelKey: 'nav.audit', icon: 'audit', permission: 'audit.read' },
  { path: '/staff', labelKey: 'nav.staff', icon: 'staff', permission: 'staff.manage' },
];

export const navFor = (role: string | null | undefined): NavEntry[] =>
  NAV.filter((entry) => allows(role, entry.permission));
