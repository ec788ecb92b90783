/** Staff roles of the back office (back-office issue). */
export const STAFF_ROLES = ['owner', 'finance', 'support', 'risk', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The permission matrix: the server enforces it on every admin route (each route names one
 * permission; a test walks the route table), and the console reads the same table to hide what a
 * role cannot use.
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
  /** Company directory ("main" mode): listing, editing, logos, publishing. */
  'companies.read': ['owner', 'finance', 'support', 'risk', 'content'],
  'companies.write': ['owner', 'content'],
  /** Complaints clients filed about directory companies. */
  'complaints.read': ['owner', 'support'],
  /** News and announcements: the content role writes them (DESIGN §7). */
  'content.read': ['owner', 'content'],
  'content.write': ['owner', 'content'],
  /** Staff image upload: pair and company logos, article images. */
  'uploads.write': ['owner', 'risk', 'content'],
  /** Support inbox, canned replies and feedback. */
  'support.chat': ['owner', 'support'],
  /** Real-name (KYC) queue, the ID photos, and the decisions. */
  'kyc.read': ['owner', 'support'],
  'kyc.review': ['owner', 'support'],
  /** Copy trading: traders, applications, follows and the copy activity log. */
  'copy.read': ['owner', 'support', 'risk'],
  'copy.write': ['owner', 'risk'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export const isStaffRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);

/** Whether a role may use a permission; no role (signed out) may use none. */
export const allows = (role: string | null | undefined, permission: Permission): boolean =>
  !!role && (PERMISSIONS[permission] as readonly string[]).includes(role);

/** Staff account status (admins.status): 0 disabled, 1 active. */
export const StaffStatus = { DISABLED: 0, ACTIVE: 1 } as const;
