import type { OrderView } from '../api/trading.api';

/** SPEC §9: profit, margin and fee carry up to 6 decimals; shown trimmed to at least 2. */
export function money(value: number, locale: string, maxDecimals = 6): string {
  const key = `${locale}|${maxDecimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(`${locale}-u-nu-latn`, {
      minimumFractionDigits: 2,
      maximumFractionDigits: maxDecimals,
    });
    formats.set(key, format);
  }
  return format.format(value);
}

const formats = new Map<string, Intl.NumberFormat>();

export function signedMoney(value: number, locale: string, maxDecimals = 6): string {
  const text = money(Math.abs(value), locale, maxDecimals);
  if (value === 0 || Number(text.replace(/[^\d]/g, '')) === 0) return text;
  return `${value < 0 ? '-' : '+'}${text}`;
}

export const pnlTone = (value: number): 'up' | 'down' | 'flat' =>
  value > 0 ? 'up' : value < 0 ? 'down' : 'flat';

export const isBuy = (order: Pick<OrderView, 'OrderType'>): boolean => order.OrderType === 1;
