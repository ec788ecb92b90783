import { ChargeStatus, WithdrawalStatus, MethodType } from '@fxdesk/contract';
import type { DrawMethod } from './api/funds.api';

/** Display helpers of the funds screens; numbers go through shared/ui/figures like everywhere else. */

/** "USDT-TRC20", or just "USD" for a currency without a network. */
export function currencyLabel(code: string, protocol: string | null | undefined): string {
  return protocol && protocol !== code ? `${code}-${protocol}` : code;
}

/** A long address with its middle elided, for a one-line picker: "TQn9Y2…bLSE". */
export function shortAddress(address: string, keep = 6): string {
  return address.length <= keep * 2 + 1 ? address : `${address.slice(0, keep)}…${address.slice(-4)}`;
}

/** "•••• 6789": enough of an account number to recognise it. */
export function accountTail(account: string): string {
  return account.length > 4 ? `•••• ${account.slice(-4)}` : account;
}

/** A bound method in one line: the coin address, or the bank and the end of the account. */
export function methodSummary(method: DrawMethod): string {
  if (method.type === MethodType.COIN) return shortAddress(method.dc_address ?? '');
  return `${method.bank_name ?? ''} ${accountTail(method.payee_account ?? '')}`.trim();
}

export type StatusTone = 'pending' | 'success' | 'danger' | 'muted';

/** SPEC §4 charge record status: 0 unchecked, 1 finished, 2 rejected, 3 invalid. */
export function chargeTone(status: number): StatusTone {
  if (status === ChargeStatus.UNCHECKED) return 'pending';
  if (status === ChargeStatus.FINISHED) return 'success';
  if (status === ChargeStatus.REJECTED) return 'danger';
  return 'muted';
}

/** Withdrawal status: 0 under review, 1 paid, 2 rejected. */
export function withdrawTone(status: number): StatusTone {
  if (status === WithdrawalStatus.REVIEWING) return 'pending';
  if (status === WithdrawalStatus.PAID) return 'success';
  return 'danger';
}
