import type { DrawMethod } from './api/funds.api';

/**
 * Display helpers of the funds screens. Numbers use the user's grouping with Latin digits, as
 * everywhere else in the app (shared/ui/format).
 */

const formats = new Map<string, Intl.NumberFormat>();

/** An amount with between `min` and `max` decimals: fees keep their 6 (SPEC §9), "1.00" not "1". */
export function money(value: number | string, locale: string, min = 2, max = 2): string {
  const key = `${locale}|${min}|${max}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(`${locale}-u-nu-latn`, {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    });
    formats.set(key, format);
  }
  return format.format(Number(value));
}

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
  if (method.type === 1) return shortAddress(method.dc_address ?? '');
  return `${method.bank_name ?? ''} ${accountTail(method.payee_account ?? '')}`.trim();
}

export type StatusTone = 'pending' | 'success' | 'danger' | 'muted';

/** SPEC §4 charge record status: 0 unchecked, 1 finished, 2 rejected, 3 invalid. */
export function chargeTone(status: number): StatusTone {
  if (status === 0) return 'pending';
  if (status === 1) return 'success';
  if (status === 2) return 'danger';
  return 'muted';
}

/** Withdrawal status: 0 under review, 1 paid, 2 rejected. */
export function withdrawTone(status: number): StatusTone {
  if (status === 0) return 'pending';
  if (status === 1) return 'success';
  return 'danger';
}
