import type { Messages } from '../../shared/i18n/messages';

/**
 * Local checks before a call (SPEC §5). Each returns the message key of the first problem, or
 * null. The server checks everything again and answers in the user's language.
 */
export type AuthMessageKey = `auth.validation.${keyof Messages['auth']['validation']}`;

export type AccountMethod = 'email' | 'mobile';

/** SPEC §5 Login: account non-empty (toast asks for e-mail or phone), password non-empty. */
export function validateLogin(input: { account: string; password: string }): AuthMessageKey | null {
  if (!input.account.trim()) return 'auth.validation.account_required';
  if (!input.password) return 'auth.validation.password_required';
  return null;
}

/** The e-mail or phone number a code is sent to must be filled first. */
export function validateCodeTarget(method: AccountMethod, target: string): AuthMessageKey | null {
  if (target.trim()) return null;
  return method === 'email' ? 'auth.validation.email_required' : 'auth.validation.mobile_required';
}

export interface RegisterInput {
  method: AccountMethod;
  account: string;
  code: string;
  password: string;
  confirm: string;
  captchaMode: boolean;
}

/**
 * SPEC §5 Register: password and confirm are sent as typed (their match is the server's
 * call); locally only empty required fields are caught.
 */
export function validateRegister(input: RegisterInput): AuthMessageKey | null {
  const target = validateCodeTarget(input.method, input.account);
  if (target) return target;
  if (!input.code.trim())
    return input.captchaMode ? 'auth.validation.captcha_required' : 'auth.validation.code_required';
  if (!input.password) return 'auth.validation.password_required';
  if (!input.confirm) return 'auth.validation.complete';
  return null;
}

/** The reset form asks for what the register form does (CredentialFields), without the captcha choice. */
export type ForgotInput = Omit<RegisterInput, 'captchaMode'>;

export function validateForgot(input: ForgotInput): AuthMessageKey | null {
  const target = validateCodeTarget(input.method, input.account);
  if (target) return target;
  if (!input.code.trim()) return 'auth.validation.code_required';
  if (!input.password || !input.confirm) return 'auth.validation.complete';
  return null;
}
