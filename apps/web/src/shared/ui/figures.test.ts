import { LANGUAGES } from '@fxdesk/contract';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountInput,
  decimalFromInput,
  formatLots,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPrice,
  inputFromDecimal,
  parseAmount,
  toneOf,
} from './figures';

// The server's own rounding, independent of the domain code the formatter uses: balances leave
// it ROUND_DOWN at 2 (wire-format balance2), profit toward −∞, margin and fee toward +∞ (DESIGN §5).
const server = {
  balance: Decimal.ROUND_DOWN,
  profit: Decimal.ROUND_FLOOR,
  margin: Decimal.ROUND_CEIL,
  fee: Decimal.ROUND_CEIL,
} as const;

/** Back from the user's marks to a plain decimal: drop grouping, the decimal mark becomes ".". */
function plain(text: string, locale: string): string {
  const decimal = new Intl.NumberFormat(`${locale}-u-nu-latn`)
    .formatToParts(1.5)
    .find((p) => p.type === 'decimal')!.value;
  return text
    .split(decimal)
    .map((part) => part.replace(/[^\d+-]/g, ''))
    .join('.');
}

const decimalText = fc
  .tuple(fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }), fc.integer({ min: 0, max: 8 }))
  .map(([units, scale]) => new Decimal(units.toString()).div(new Decimal(10).pow(scale)).toFixed(scale));

describe('SPEC §9 one number formatter', () => {
  it('a balance shows the cents the server sends: 479.949 is 479.94, never 479.95', () => {
    expect(formatMoney(479.949, 'en')).toBe('479.94');
    expect(formatMoney('479.949', 'de')).toBe('479,94');
    expect(formatMoney(1234567.5, 'en')).toBe('1,234,567.50');
  });

  it('agrees with the server rounding for random decimals in every language', () => {
    fc.assert(
      fc.property(
        decimalText,
        fc.constantFrom(...(Object.keys(server) as (keyof typeof server)[])),
        fc.constantFrom(...LANGUAGES.map((l) => l.locale)),
        fc.integer({ min: 0, max: 6 }),
        (text, kind, locale, decimals) => {
          const expected = new Decimal(text).toFixed(decimals, server[kind]);
          const shown = plain(formatMoney(text, locale, kind, { decimals }), locale);
          expect(new Decimal(shown).eq(expected)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('writes every language exactly as Intl does (grouping, marks, the ungrouped "1234" of es and it)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom(...LANGUAGES.map((l) => l.locale)),
        (units, cents, locale) => {
          const text = `${units < 0n ? '-' : ''}${(units < 0n ? -units : units).toString()}.${String(cents).padStart(2, '0')}`;
          const intl = new Intl.NumberFormat(`${locale}-u-nu-latn`, {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
            signDisplay: 'negative',
          })
            .format(text as unknown as number)
            .replace(/\u200e/g, '');
          expect(formatNumber(text, locale, 2)).toBe(intl);
        },
      ),
      {
        numRuns: 400,
        examples: [
          [1234n, 0, 'es'],
          [1234n, 5, 'it'],
          [12345n, 0, 'fr'],
          [-1234567n, 99, 'ru'],
        ],
      },
    );
  });

  it('prices, lots and percents on one screen use the same decimal mark', () => {
    for (const locale of ['de', 'ru', 'vi', 'fr', 'es']) {
      const mark = formatPrice(1.08781, 5, locale).charAt(1);
      expect(mark).not.toBe('.');
      expect(formatLots(0.01, locale)).toBe(`0${mark}01`);
      expect(formatPercent(0.05, locale)).toBe(`+0${mark}05%`);
    }
    expect(formatLots(1.5, 'en')).toBe('1.50');
    expect(formatLots(0.125, 'en')).toBe('0.125');
  });

  it('signs figures, and never shows "-0.00"', () => {
    expect(formatMoney(12.5, 'en', 'profit', { decimals: 2, signed: true })).toBe('+12.50');
    expect(formatMoney(-3.2, 'en', 'profit', { decimals: 2, signed: true })).toBe('-3.20');
    expect(formatMoney(-0.001, 'en', 'balance', { signed: true })).toBe('0.00');
    expect(formatMoney(-0.001, 'en', 'profit', { decimals: 2, signed: true })).toBe('-0.01');
    expect(formatMoney(Number.NaN, 'en')).toBe('--');
  });

  it('one up/down rule: above zero up, below down, zero or unknown flat', () => {
    expect([toneOf(0.01), toneOf(-2), toneOf(0), toneOf(null), toneOf(Number.NaN)]).toEqual([
      'up',
      'down',
      'flat',
      'flat',
      'flat',
    ]);
  });
});

describe('typed figures', () => {
  it('accepts a positive amount with at most 2 decimals, as the API does', () => {
    expect(parseAmount('100')).toBe('100');
    expect(parseAmount(' 20.5 ')).toBe('20.5');
    for (const bad of ['', '0', '0.00', '-1', '1.234', 'abc', '1e3', '.5'])
      expect(parseAmount(bad), bad).toBeNull();
  });

  it('keeps typing in an amount box to digits, one point and 2 decimals', () => {
    expect(amountInput('12a3', 'en')).toBe('123');
    expect(amountInput('1.2.3', 'en')).toBe('1.23');
    expect(amountInput('10.999', 'en')).toBe('10.99');
  });

  it('reads a comma as the decimal mark only where the language writes decimals so', () => {
    expect(amountInput('1,000', 'en')).toBe('1000');
    expect(amountInput('1,000.5', 'en')).toBe('1000.5');
    expect(amountInput('1,5', 'de')).toBe('1.5');
    expect(amountInput('1.5', 'de')).toBe('1.5');
    expect(amountInput('1000,5', 'fr')).toBe('1000.5');
  });

  it('reads Arabic-Indic and Persian digits and the Arabic decimal separator as the screen shows them', () => {
    expect(amountInput('\u0661\u0662\u0660\u066b\u0665', 'ar')).toBe('120.5');
    expect(amountInput('\u0661\u066c\u0662\u0660\u0660', 'ar')).toBe('1200');
    expect(amountInput('\u06f1\u06f0\u06f0', 'ar')).toBe('100');
    expect(decimalFromInput('\u0661\u066b\u0660\u0668\u0667')).toBe('1.087');
    expect(decimalFromInput(' 1,08781 ')).toBe('1.08781');
  });

  it("shows a held price in each language's decimal mark and reads it back unchanged", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES.map((l) => l.locale)),
        fc.stringMatching(/^\d{1,6}\.\d{1,5}$/),
        (locale, price) => {
          expect(decimalFromInput(inputFromDecimal(price, locale))).toBe(price);
        },
      ),
    );
  });
});
