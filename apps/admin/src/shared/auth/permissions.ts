/**
 * The staff permission matrix, mirrored from apps/server/src/modules/admin/permissions.ts so the
 * console hides what a role cannot use. The server enforces it on every route (1502 otherwise);
 * this copy only shapes the interface, so a drift shows as a hidden button or a 1502 message.
 */
export const STAFF_ROLES = ['owner', 'finance', 'support', 'risk', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = {
  'staff.self': ['owner', 'finance', 'support', 'risk', 'content'],
  'staff.manage': ['owner'],
  'funds.read': ['owner', 'finance', 'support'],
  'funds.review': ['owner', 'finance'],
  'funds.reference': ['owner', 'finance'],
  'instruments.write': ['owner', 'risk'],
  'clients.read': ['owner', 'finance', 'support', 'risk'],
  'clients.write': ['owner', 'support'],
  'clients.adjust': ['owner', 'finance'],
  'settings.read': ['owner', 'finance', 'support', 'risk', 'content'],
  'settings.write': ['owner'],
  'risk.read': ['owner', 'risk'],
  'outbox.read': ['owner', 'support'],
  'audit.read': ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export const isStaffRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);

export const allows = (role: string | null | undefined, permission: Permission): boolean =>
  !!role && (PERMISSIONS[permission] as readonly string[]).includes(role);
