import { z } from 'zod';
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
