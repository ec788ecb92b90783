import { isAmountUsd } from '@fxdesk/contract';
import { decimalRound, isDecimal, roundFigure, type FigureKind } from '@fxdesk/domain';

/**
 * The one number formatter of the client. Every money figure is rounded exactly as the server
 * rounds it (the domain's FIGURE_ROUNDING: a balance toward zero at 2 decimals, profit toward −∞,
 * margin and fee toward +∞), on exact decimals rather than floats, then written in the user's
 * language: its grouping and decimal mark, Latin digits (a trading screen reads 0–9 everywhere,
 * Arabic included). Prices, lots and percents use the same marks, so one screen never shows
 * "0.01" lots beside a "1,08781" price.
 */

export type { FigureKind };

export interface FigureOptions {
  /** Decimals shown; the kind's own (SPEC §9) by default. */
  decimals?: number;
  /** Trailing zeros are trimmed down to this many decimals (profit "12.50" rather than "12.500000"). */
  minDecimals?: number;
  /** "+12.50" / "-3.20" / "0.00". */
  signed?: boolean;
}

const DEFAULT_DECIMALS: Record<FigureKind, number> = { balance: 2, profit: 6, margin: 6, fee: 6, percent: 2 };

/** A money figure (SPEC §9) rounded as the server rounds it, in the user's language. */
export function formatMoney(
  value: number | string,
  locale: string,
  kind: FigureKind = 'balance',
  options: FigureOptions = {},
): string {
  const decimals = options.decimals ?? DEFAULT_DECIMALS[kind];
  const rounded = roundFigure(value, kind, decimals);
  return rounded === null ? '--' : localize(rounded, locale, options.minDecimals ?? decimals, options.signed);
}

/** A price at the pair's precision (to nearest: a price is not money booked). */
export function formatPrice(value: number | string, precision: number, locale: string): string {
  return formatNumber(value, locale, precision);
}

/** Lots, as many decimals as the step needs (at least 2: "0.01", "1.50"), in the locale's marks. */
export function formatLots(value: number | string, locale: string): string {
  return formatNumber(value, locale, 6, { minDecimals: 2 });
}

/** A plain figure to `decimals` places, to nearest (counts, rates, units per lot). */
export function formatNumber(
  value: number | string,
  locale: string,
  decimals: number,
  options: Omit<FigureOptions, 'decimals'> = {},
): string {
  if (!isDecimal(value)) return '--';
  const rounded = decimalRound(value, decimals, 'halfUp');
  return localize(rounded, locale, options.minDecimals ?? decimals, options.signed);
}

/** A percent with its sign: "+0.05%". */
export function formatPercent(value: number | string, locale: string, decimals = 2): string {
  const text = formatMoney(value, locale, 'percent', { decimals, signed: true });
  return text === '--' ? text : `${text}%`;
}

/** An unsigned percent (win rate, drawdown): "64.20%". */
export function formatRate(value: number | string, locale: string, decimals = 2): string {
  const text = formatMoney(value, locale, 'percent', { decimals });
  return text === '--' ? text : `${text}%`;
}

/** A dollar amount with its sign in front of the symbol: "-$1,234.50" (copy trading). */
export function formatUsd(value: number | string, locale: string, kind: FigureKind = 'profit'): string {
  const text = formatMoney(value, locale, kind, { decimals: 2 });
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/**
 * Number inputs (lots, prices) in the same convention as the figures beside them: the form holds
 * "1.08781", a German user sees and types "1,08781"; either mark is read back as ".".
 */
export const inputFromDecimal = (value: string, locale: string): string =>
  value.replace('.', marksOf(locale).decimal);
export const decimalFromInput = (text: string): string => latinDigits(text).replace(',', '.').trim();

/**
 * What an Arabic or Persian phone keyboard types, as the figures on screen show it (Latin digits,
 * `nu-latn`): Arabic-Indic and Eastern Arabic-Indic digits as 0-9, the Arabic decimal separator
 * as ".", the Arabic thousands separator dropped. Without it such a digit was refused as a price, or dropped from an amount.
 */
export const latinDigits = (text: string): string =>
  text
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, '');

/** A typed amount as the decimal string to send (the API's `amountUsd`: positive, 2 decimals), or null. */
export function parseAmount(text: string): string | null {
  const value = text.trim();
  return isAmountUsd(value) ? value : null;
}

/**
 * Keeps what a person types in an amount box to digits and one decimal point, 2 decimals. "." is
 * a decimal point in every language; "," is one only where the language writes decimals so
 * (a German "1000,5"), elsewhere a thousands mark that is dropped (an English "1,000" is 1000,
 * never 1.00).
 */
export function amountInput(text: string, locale: string): string {
  const comma = marksOf(locale).decimal === ',' ? '.' : '';
  const clean = latinDigits(text)
    .replace(/,/g, comma)
    .replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = clean.split('.');
  if (rest.length === 0) return whole.slice(0, 9);
  return `${whole.slice(0, 9)}.${rest.join('').slice(0, 2)}`;
}

/**
 * SPEC §9 colour rule for up/down, used by every price, change chip, P&L and mini chart: above
 * zero is up, below is down, zero is flat.
 */
export type Tone = 'up' | 'down' | 'flat';
export const toneOf = (value: number | null | undefined): Tone =>
  value === null || value === undefined || !Number.isFinite(value) || value === 0
    ? 'flat'
    : value > 0
      ? 'up'
      : 'down';

interface Marks {
  /** The thousands mark ('' for none). */
  group: string;
  decimal: string;
  /** The fewest integer digits that are grouped: 5 where "1234" stays whole (es, it). */
  minGrouped: number;
}

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';
const COMMA_DOT: Marks = { group: ',', decimal: '.', minGrouped: 4 };
const DOT_COMMA: Marks = { group: '.', decimal: ',', minGrouped: 4 };

/**
 * The marks of the 15 languages' locales (SPEC §1), as CLDR writes them with Latin digits. A
 * table rather than Intl: a locale's first Intl.NumberFormat loads its data inside the first
 * render, 0.1–0.4 s on a throttled phone (bench/cold-load), and a table reads the same in every
 * browser. figures.test.ts holds it to Intl.
 */
const MARKS: Readonly<Record<string, Marks>> = {
  'zh-HK': COMMA_DOT,
  en: COMMA_DOT,
  ja: COMMA_DOT,
  ko: COMMA_DOT,
  th: COMMA_DOT,
  ar: COMMA_DOT,
  vi: DOT_COMMA,
  de: DOT_COMMA,
  pt: DOT_COMMA,
  tr: DOT_COMMA,
  id: DOT_COMMA,
  es: { ...DOT_COMMA, minGrouped: 5 },
  it: { ...DOT_COMMA, minGrouped: 5 },
  fr: { group: NARROW_NBSP, decimal: ',', minGrouped: 4 },
  ru: { group: NBSP, decimal: ',', minGrouped: 4 },
};

const marks = new Map<string, Marks>(Object.entries(MARKS));

/** A locale outside the table (none today) asks Intl once. */
function marksOf(locale: string): Marks {
  let found = marks.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(`${locale}-u-nu-latn`).formatToParts(12345.5);
    const mark = (type: string) => parts.find((p) => p.type === type)?.value;
    found = { group: mark('group') ?? '', decimal: mark('decimal') ?? '.', minGrouped: 4 };
    marks.set(locale, found);
  }
  return found;
}

/** "1234567" → "1,234,567" in the locale's marks. */
function groupDigits(digits: string, { group, minGrouped }: Marks): string {
  if (!group || digits.length < minGrouped) return digits;
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let at = head; at < digits.length; at += 3) out += group + digits.slice(at, at + 3);
  return out;
}

/** "-1234.500" → "-1,234.50" (en, minDecimals 2): grouped by hand on the exact integer part. */
function localize(fixed: string, locale: string, minDecimals: number, signed = false): string {
  const negative = fixed.startsWith('-');
  const [integerPart = '0', fractionPart = ''] = (negative ? fixed.slice(1) : fixed).split('.');
  let fraction = fractionPart;
  while (fraction.length > minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const localeMarks = marksOf(locale);
  const digits = integerPart.replace(/^0+(?=\d)/, '') || '0';
  const body = groupDigits(digits, localeMarks) + (fraction ? localeMarks.decimal + fraction : '');
  const zero = /^0*$/.test(integerPart + fractionPart);
  if (zero) return body;
  if (negative) return `-${body}`;
  return signed ? `+${body}` : body;
}

/** The up/down rule as the shared text classes: "fx-up", "fx-down", or none when flat. */
export const toneClass = (value: number | null | undefined): string => {
  const tone = toneOf(value);
  return tone === 'flat' ? '' : `fx-${tone}`;
};
