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
    | 'copy.nav';
  icon: IconName;
  /** The permission the screen reads with; the entry is hidden from roles without it. */
  permission: Permission;
}

export const NAV: readonly NavEntry[] = [
  { path: '/dashboard', labelKey: 'nav.dashboard', icon: 'dashboard', permission: 'staff.self' },
  { path: '/clients', labelKey: 'nav.clients', icon: 'clients', permission: 'clients.read' },
  { path: '/funds', labelKey: 'nav.funds', icon: 'funds', permission: 'funds.read' },
  { path: '/risk', labelKey: 'nav.risk', icon: 'risk', permission: 'risk.read' },
  { path: '/instruments', labelKey: 'nav.instruments', icon: 'instruments', permission: 'settings.read' },
  { path: '/settings', labelKey: 'nav.settings', icon: 'settings', permission: 'settings.read' },
  { path: '/outbox', labelKey: 'nav.outbox', icon: 'outbox', permission: 'outbox.read' },
  { path: '/copy', labelKey: 'copy.nav', icon: 'clients', permission: 'copy.read' },
  { path: '/audit', labelKey: 'nav.audit', icon: 'audit', permission: 'audit.read' },
  { path: '/staff', labelKey: 'nav.staff', icon: 'staff', permission: 'staff.manage' },
];

export const navFor = (role: string | null | undefined): NavEntry[] =>
  NAV.filter((entry) => allows(role, entry.permission));
