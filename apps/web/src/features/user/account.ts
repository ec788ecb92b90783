import type { UserInfo } from '@fxdesk/contract';

/** The account as the user knows it: the e-mail, or the phone number with its dialling code. */
export function accountLabel(user: UserInfo): string {
  if (user.email) return user.email;
  if (!user.mobile) return '';
  const prefix = /^\d{1,4}$/.test(user.area_code) ? `+${user.area_code} ` : '';
  return `${prefix}${user.mobile}`;
}

/** SPEC §5/§7: amend_password `type` is the kind of account the code goes to (1 e-mail, 2 mobile). */
export function accountKind(user: UserInfo): 1 | 2 {
  return user.email ? 1 : 2;
}
