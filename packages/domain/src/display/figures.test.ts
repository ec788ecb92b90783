import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundFigure } from './figures.js';

// decimal.js is the independent oracle: the server's wire format rounded with it before the
// table existed (balance2: ROUND_DOWN at 2).
const oracle = {
  balance: Decimal.ROUND_DOWN,
  profit: Decimal.ROUND_FLOOR,
  margin: Decimal.ROUND_CEIL,
  fee: Decimal.ROUND_CEIL,
  percent: Decimal.ROUND_HALF_UP,
} as const;

const decimalText = fc
  .tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 9 }))
  .map(([units, scale]) => new Decimal(units.toString()).div(new Decimal(10).pow(scale)).toFixed(scale));

describe('SPEC §9 figure rounding', () => {
  it('a balance keeps whole cents toward zero: 479.949 is 479.94, -0.019 is -0.01', () => {
    expect(roundFigure('479.949', 'balance')).toBe('479.94');
    expect(roundFigure('-0.019', 'balance')).toBe('-0.01');
    expect(roundFigure(12, 'balance')).toBe('12.00');
  });

  it('profit rounds toward −∞, margin and fee toward +∞, at the scale asked', () => {
    expect(roundFigure('-0.0000001', 'profit')).toBe('-0.000001');
    expect(roundFigure('1.2345671', 'margin')).toBe('1.234568');
    expect(roundFigure('1.231', 'fee', 2)).toBe('1.24');
    expect(roundFigure('not a number', 'fee')).toBeNull();
  });

  it('agrees with decimal.js for every kind and scale', () => {
    fc.assert(
      fc.property(
        decimalText,
        fc.constantFrom(...(Object.keys(oracle) as (keyof typeof oracle)[])),
        fc.integer({ min: 0, max: 6 }),
        (text, kind, scale) => {
          // decimal.js prints a negative zero as "-0.00"; the domain has no negative zero.
          const expected = new Decimal(text).toFixed(scale, oracle[kind]).replace(/^-(0(\.0*)?)$/, '$1');
          expect(roundFigure(text, kind, scale)).toBe(expected);
        },
      ),
    );
  });
});
