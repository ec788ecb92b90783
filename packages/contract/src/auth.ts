import { z } from 'zod';
import { optionalSecondFactor } from './security.js';
import { optionalCompanyId } from './company.js';
import {
  oneOf,
  optionalString,
  password,
  positiveInt,
  requiredString,
  verificationCode,
} from './schema-helpers.js';

/** DESIGN §3: account type 1 = e-mail, 2 = mobile (register, login, amend/forget password). */
export const AccountType = { EMAIL: 1, MOBILE: 2 } as const;
export type AccountTypeValue = (typeof AccountType)[keyof typeof AccountType];
export const accountType = oneOf([1, 2] as const);

/** send_email / send_sms `type`: 1 register, 2 reset (also used by amend_password). */
export const CodePurpose = { REGISTER: 1, RESET: 2 } as const;
export type CodePurposeValue = (typeof CodePurpose)[keyof typeof CodePurpose];

/** POST /api/user/loginForU (form). */
export const loginBody = z.object({
  account: requiredString('validation.account_required', 254),
  password: z
    .string({ error: 'validation.password_required' })
    .min(1, { error: 'validation.password_required' })
    .max(64),
  login_type: accountType.optional(),
  /** The second factor, when the account has two-factor on (asked for with 1500). */
  totp_code: optionalSecondFactor,
});

/** GET /api/user/createAccountDemoForU — the device uuid kept by the client (SPEC §6). */
export const demoQuery = z.object({
  demo_id: z
    .string({ error: 'validation.device_id_invalid' })
    .trim()
    .regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'validation.device_id_invalid' }),
});

/**
 * POST /api/user/register (form). For type 1 `account` is the e-mail; for type 2 the number
 * comes in `mobile` (or `account`) with `area_id`. With verify_reg_type 2 the captcha id is
 * `key` and its answer `sms_code`.
 */
export const registerBody = z.object({
  type: accountType,
  area_id: positiveInt().optional(),
  account: optionalString(254),
  mobile: optionalString(32),
  password: password(),
  re_password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  invite_code: optionalString(32),
  sms_code: requiredString('validation.code_required', 16),
  key: optionalString(64),
  /** SPEC §9: the company of the sign-up link (our client sends its company_id cookie here). */
  company_id: optionalCompanyId,
});

/** POST /api/user/amend_password: a logged-in user, with a code sent to their own account. */
export const amendPasswordBody = z.object({
  new_password: password(),
  auth_code: verificationCode,
  type: accountType,
});

/** POST /api/user/forget_password. */
export const forgetPasswordBody = z.object({
  type: accountType,
  account: requiredString('validation.account_required', 254),
  area_id: positiveInt().optional(),
  new_password: password(),
  secondary_password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  auth_code: verificationCode,
});

/** POST /api/notify/send_email. */
export const sendEmailBody = z.object({
  to: requiredString('validation.account_required', 254),
  type: oneOf([1, 2] as const),
});

/** POST /api/notify/send_sms. */
export const sendSmsBody = z.object({
  to: requiredString('validation.account_required', 32),
  area_id: positiveInt(),
  type: oneOf([1, 2] as const),
});

/** What /api/user/info returns (SPEC §3 User plus what the client shows). */
export const userInfo = z.object({
  id: z.number(),
  uid: z.string(),
  email: z.string(),
  mobile: z.string(),
  area_code: z.string(),
  is_demo: z.union([z.literal(0), z.literal(1)]),
  invite_code: z.string(),
  created_at: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** Login, demo login and register all answer with a token and the user. */
export const sessionResult = z.object({ token: z.string(), user: userInfo });
export type SessionResult = z.infer<typeof sessionResult>;

/** Client account status (users.status): 0 disabled by the back office, 1 active. */
export const UserStatus = { DISABLED: 0, ACTIVE: 1 } as const;
