import { z } from 'zod';
import { positiveInt } from './schema-helpers.js';

/**
 * Client account protections (issue 14): two-factor (TOTP), the sessions list, and the
 * confirmation of new withdrawal methods.
 */

/** A code from an authenticator app (6 digits) or a recovery code (10 letters and digits). */
export const secondFactorCode = z
  .string({ error: 'validation.code_required' })
  .trim()
  .min(1, { error: 'validation.code_required' })
  .max(16, { error: 'validation.code_format' })
  .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, { error: 'validation.code_format' });

/** Optional second factor on login and withdrawal: required by the server when 2FA is on. */
export const optionalSecondFactor = secondFactorCode.optional();

/** GET /api/user/security: what the security page shows. */
export const securityState = z.object({
  totp_enabled: z.boolean(),
  /** Unused recovery codes left (0 when two-factor is off). */
  recovery_codes_left: z.number(),
  /** ISO time until which withdrawals are held, or null. */
  withdraw_hold_until: z.string().nullable(),
});
export type SecurityState = z.infer<typeof securityState>;

/** POST /api/user/totp_setup: a new secret to scan; nothing is enabled yet. */
export const totpSetupResult = z.object({
  secret: z.string(),
  /** What the QR code holds (the client draws it). */
  otpauth_url: z.string(),
});
export type TotpSetupResult = z.infer<typeof totpSetupResult>;

/** POST /api/user/totp_enable: a code from the new secret proves the app has it. */
export const totpEnableBody = z.object({
  code: z
    .string({ error: 'validation.code_required' })
    .trim()
    .min(1, { error: 'validation.code_required' })
    .regex(/^\d{6}$/, { error: 'validation.code_format' }),
});
/** The recovery codes, shown once. */
export const totpEnableResult = z.object({ recovery_codes: z.array(z.string()) });
export type TotpEnableResult = z.infer<typeof totpEnableResult>;

/** POST /api/user/totp_disable: the current password and a current code (or a recovery code). */
export const totpDisableBody = z.object({
  password: z
    .string({ error: 'validation.password_required' })
    .min(1, { error: 'validation.password_required' })
    .max(64),
  code: secondFactorCode,
});

/** One row of GET /api/user/session_list. */
export const sessionView = z.object({
  id: z.number(),
  /** The user agent summarised: "Chrome on Windows". */
  device: z.string(),
  ip: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session that asked. */
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionView>;
export const sessionViewList = z.array(sessionView);

/** POST /api/user/session_revoke. */
export const sessionRevokeBody = z.object({ id: positiveInt('errors.session_not_found') });

/** POST /api/wallet/confirm_draw_method: the code e-mailed when the method was bound. */
export const confirmMethodBody = z.object({
  id: positiveInt('errors.method_not_found'),
  code: z
    .string({ error: 'validation.code_required' })
    .trim()
    .min(1, { error: 'validation.code_required' })
    .regex(/^\d{6}$/, { error: 'validation.code_format' }),
});

/** POST /api/wallet/resend_draw_method_code. */
export const resendMethodCodeBody = z.object({ id: positiveInt('errors.method_not_found') });
