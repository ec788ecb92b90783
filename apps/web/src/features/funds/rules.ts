import { decimalCompare, withdrawalAmounts, type WithdrawalAmounts } from '@fxdesk/domain';
import { parseAmount } from '../../shared/ui/figures';
import type { DrawCurrency } from './api/funds.api';

/**
 * The funds form rules of SPEC §5 and §9, checked in the browser before a call is made. The
 * server checks every one again; these exist so a typo is caught where it was typed.
 */

/**
 * SPEC §9 withdraw fee and net for a typed amount, from the same domain function the server
 * books with (so what the form shows is what the record will say). Null until the amount is one.
 */
export function withdrawPreview(currency: DrawCurrency, amountText: string): WithdrawalAmounts | null {
  const amount = parseAmount(amountText);
  if (!amount || !(currency.usd_price > 0)) return null;
  return withdrawalAmounts({
    amountUsd: amount,
    feeType: currency.fee_type,
    feeValueUsd: currency.fee,
    drawRate: currency.draw_rate,
    usdPrice: currency.usd_price,
  });
}

/** Whether an amount lies within the currency's withdrawal bounds (inclusive). */
export function withinBounds(amount: string, currency: Pick<DrawCurrency, 'min' | 'max'>): boolean {
  return (
    decimalCompare(amount, currency.min) >= 0 &&
    (currency.max <= 0 || decimalCompare(amount, currency.max) <= 0)
  );
}

/**
 * Deposit address formats per network, as the server checks them when an address is bound
 * (error 1405): TRC20 "T" + 33 base58, ERC20 "0x" + 40 hex, BTC bech32 or legacy.
 */
export const ADDRESS_FORMATS: Record<string, RegExp> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  BTC: /^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
};

/** A network the client does not know is left to the server. */
export function addressValid(protocol: string, address: string): boolean {
  const format = ADDRESS_FORMATS[protocol.toUpperCase()];
  return address.trim() !== '' && (!format || format.test(address.trim()));
}

/** A SWIFT/BIC code: 8 or 11 characters (bank, country, location, optional branch). */
export function swiftValid(code: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(code.trim().toUpperCase());
}

// Bank card (sandbox provider).

export const cardDigits = (text: string): string => text.replace(/\D/g, '').slice(0, 19);

/** "4242424242424242" → "4242 4242 4242 4242". */
export const formatCardNumber = (text: string): string => cardDigits(text).replace(/(\d{4})(?=\d)/g, '$1 ');

/** Luhn check: catches a mistyped digit before the provider sees the number. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Types the slash of "MM/YY" for the user: "12" → "12/", "1226" → "12/26". */
export function formatExpiry(text: string, previous = ''): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes the digit before it, so backspace never gets stuck.
  if (previous.endsWith('/') && text.length < previous.length) return digits.slice(0, 1);
  if (digits.length >= 3) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && text.length > previous.length) return `${digits}/`;
  return digits;
}

/** "MM/YY" that names a month from this one on (a card is valid to the end of its month). */
export function expiryValid(exp: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(exp.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export interface CardForm {
  amount: string;
  number: string;
  exp: string;
  cvc: string;
  holder: string;
}

export type CardProblem = 'amount' | 'number' | 'exp' | 'cvc' | 'holder';

/** The first field of the card form that cannot be sent, in screen order; null when all can. */
export function cardProblem(form: CardForm, now: Date): CardProblem | null {
  if (!parseAmount(form.amount)) return 'amount';
  if (!luhnValid(cardDigits(form.number))) return 'number';
  if (!expiryValid(form.exp, now)) return 'exp';
  if (!/^\d{3,4}$/.test(form.cvc.trim())) return 'cvc';
  if (!form.holder.trim()) return 'holder';
  return null;
}

/** The sandbox provider's test cards (DESIGN §6), shown as a hint on the card form. */
export const SANDBOX_CARDS = { approve: '4242 4242 4242 4242', decline: '4000 0000 0000 0002' } as const;
