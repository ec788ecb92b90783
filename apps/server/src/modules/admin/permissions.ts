/** Staff roles (back-office issue). */
export const STAFF_ROLES = ['owner', 'finance', 'support', 'risk', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The permission matrix, enforced on the server for every admin route: each route names one
 * permission, and a role may call it only when listed here. A test walks the route table.
 */
export const PERMISSIONS = {
  /** Any signed-in staff member: own profile, dashboard figures. */
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

export const allows = (role: string, permission: Permission): boolean =>
  (PERMISSIONS[permission] as readonly string[]).includes(role);
