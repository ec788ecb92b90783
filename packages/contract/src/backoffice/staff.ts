import { z } from 'zod';
import { singleLine } from '../schema-helpers.js';
import { STAFF_ROLES, StaffStatus } from '../staff.js';
import { isoTime, optionalTime } from './common.js';

/** A staff member as the console sees it (never the hash or the TOTP secret). */
export const staffView = z.object({
  id: z.number(),
  email: z.string(),
  role: z.string(),
  status: z.number(),
  enrolled: z.boolean(),
  must_change_password: z.boolean(),
  created_at: isoTime,
  last_seen_at: optionalTime,
});
export type StaffView = z.infer<typeof staffView>;
export const staffList = z.array(staffView);
/** A new account or a password reset: the one-time password, shown once. */
export const staffWithPassword = staffView.extend({ password: z.string() });
export type StaffWithPassword = z.infer<typeof staffWithPassword>;

/** GET /admin/api/me */
export const staffMe = z.object({
  id: z.number(),
  email: z.string(),
  role: z.string(),
  must_change_password: z.boolean(),
  /** After a reload the console has its cookie but needs the CSRF token again (null: no cookie). */
  csrf_token: z.string().nullable(),
});
export type StaffMe = z.infer<typeof staffMe>;

/**
 * A started staff session: the session itself travels only in the httpOnly cookie; the console
 * keeps the CSRF token it must send back in `x-csrf-token`.
 */
export const staffSession = z.object({
  csrf_token: z.string(),
  role: z.string(),
  must_change_password: z.boolean(),
});
/** POST /admin/api/auth/login: a session, or (first login) the authenticator to enrol. */
export const staffLoginResult = z.union([
  staffSession.extend({ enroll: z.literal(false) }),
  z.object({
    enroll: z.literal(true),
    enrollment_token: z.string(),
    secret: z.string(),
    otpauth_url: z.string(),
  }),
]);
export type StaffLoginResult = z.infer<typeof staffLoginResult>;

/** POST /admin/api/auth/login: password, then the TOTP code once the password is right. */
export const staffLoginBody = z.object({
  email: singleLine(254).min(1, { error: 'validation.account_required' }),
  password: z.string().min(1, { error: 'validation.password_required' }).max(128),
  totp: singleLine(6).optional(),
});

/** POST /admin/api/auth/enroll: a code from the scanned secret. */
export const staffEnrollBody = z.object({
  enrollment_token: z.string().min(10).max(100),
  totp: singleLine(6),
});

/** POST /admin/api/auth/password: the new password (12+), confirmed with the current one and TOTP. */
export const staffPasswordBody = z.object({
  current_password: z.string().min(1, { error: 'validation.password_required' }).max(128),
  totp: z.string().regex(/^\d{6}$/, { error: 'validation.code_format' }),
  password: z.string().min(12, { error: 'validation.password_rule' }).max(128),
});

const staffRole = z.enum(STAFF_ROLES);

/** POST /admin/api/staff: a new staff account. */
export const staffCreateBody = z.object({
  email: z.email({ error: 'validation.email_invalid' }).max(254),
  role: staffRole,
});

/** PUT /admin/api/staff/:id: a new role, or disable / enable; at least one of the two. */
export const staffChangeBody = z
  .object({
    role: staffRole,
    status: z.union([z.literal(StaffStatus.DISABLED), z.literal(StaffStatus.ACTIVE)]),
  })
  .partial()
  .strict()
  .refine((b) => b.role !== undefined || b.status !== undefined, {
    error: 'validation.required',
    path: ['role'],
  });
