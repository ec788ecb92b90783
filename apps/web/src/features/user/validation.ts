import type { Messages } from '../../shared/i18n/messages';

export type PasswordMessageKey = `password.${keyof Messages['password']}`;

/** SPEC §5 change password: new and confirm both filled ("input full") and equal ("not equal"). */
export function validatePasswordChange(input: {
  password: string;
  confirm: string;
}): PasswordMessageKey | null {
  if (!input.password || !input.confirm) return 'password.input_full';
  if (input.password !== input.confirm) return 'password.not_equal';
  return null;
}
