import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalString } from '../test-support/arbitraries.js';
import { Ref } from '../test-support/reference.js';
import { add, compare, formatFixed, mul, parseFixed, sub, sum, tryParseFixed } from './fixed.js';

describe('decimal parsing and printing', () => {
  it.each([
    ['1.08775', '1.08775'],
    ['0.85360', '0.85360'],
    ['-0.5', '-0.5'],
    ['+2', '2'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['007.10', '7.10'],
    ['-0', '0'],
    ['1e-7', '0.0000001'],
    ['1.5E3', '1500'],
    [' 42 ', '42'],
  ])('parses %j and prints %j', (input, printed) => {
    expect(formatFixed(parseFixed(input))).toBe(printed);
  });

  it.each([
    [0.1, '0.1'],
    [100000, '100000'],
    [1e-7, '0.0000001'],
    [-2.5, '-2.5'],
  ])('reads the number %d as the decimal it prints as (%j)', (input, printed) => {
    expect(formatFixed(parseFixed(input))).toBe(printed);
  });

  it.each(['', '.', 'abc', '1.2.3', '1e', '--1', '0x10', 'NaN', 'Infinity', '1,5', '1e9999', '1e-9999'])(
    'refuses %j',
    (input) => {
      expect(tryParseFixed(input)).toBeNull();
      expect(() => parseFixed(input, 'price')).toThrow(/price is not a decimal/);
    },
  );

  it('refuses non-finite numbers and over-long input (STYLE: a limit on everything)', () => {
    expect(tryParseFixed(Number.NaN)).toBeNull();
    expect(tryParseFixed(Number.POSITIVE_INFINITY)).toBeNull();
    expect(tryParseFixed('1'.repeat(65))).toBeNull();
    expect(tryParseFixed('1'.repeat(37))).toBeNull();
    expect(tryParseFixed('0.' + '1'.repeat(37))).toBeNull();
  });

  it('round-trips every printed decimal', () => {
    fc.assert(
      fc.property(decimalString(-(10n ** 20n), 10n ** 20n, 0, 12), (text) => {
        expect(formatFixed(parseFixed(text))).toBe(text);
      }),
    );
  });
});

describe('exact decimal arithmetic agrees with decimal.js', () => {
  const operand = decimalString(-(10n ** 15n), 10n ** 15n, 0, 8);

  it('add, sub and mul are exact', () => {
    fc.assert(
      fc.property(operand, operand, (a, b) => {
        const x = parseFixed(a);
        const y = parseFixed(b);
        expect(new Ref(formatFixed(add(x, y))).eq(new Ref(a).plus(b))).toBe(true);
        expect(new Ref(formatFixed(sub(x, y))).eq(new Ref(a).minus(b))).toBe(true);
        expect(new Ref(formatFixed(mul(x, y))).eq(new Ref(a).times(b))).toBe(true);
        expect(compare(x, y)).toBe(new Ref(a).comparedTo(b));
      }),
    );
  });

  it('a sum keeps the natural scale: "0.85360" + "0.00018" = "0.85378"', () => {
    expect(formatFixed(add(parseFixed('0.85360'), parseFixed('0.00018')))).toBe('0.85378');
    expect(formatFixed(sum([]))).toBe('0');
  });
});
