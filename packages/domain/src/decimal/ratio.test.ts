import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalString } from '../test-support/arbitraries.js';
import { Ref, refRound } from '../test-support/reference.js';
import { formatFixed, parseFixed } from './fixed.js';
import { ratioCompare, ratioDiv, ratioOf, roundRatio, type Rounding } from './ratio.js';

const roundings: readonly Rounding[] = ['ceil', 'floor', 'trunc', 'halfUp'];

describe('rounding a quotient once, in a named direction', () => {
  it.each([
    ['1', '3', 6, 'ceil', '0.333334'],
    ['1', '3', 6, 'floor', '0.333333'],
    ['-1', '3', 6, 'ceil', '-0.333333'],
    ['-1', '3', 6, 'floor', '-0.333334'],
    ['-1', '3', 6, 'trunc', '-0.333333'],
    ['2', '3', 2, 'halfUp', '0.67'],
    ['-5', '1000', 2, 'halfUp', '-0.01'],
    ['37813', '151.237', 6, 'ceil', '250.024796'],
    ['6', '3', 6, 'ceil', '2.000000'],
  ] as const)('%s ÷ %s to %d dp, %s → %s', (a, b, scale, rounding, expected) => {
    const quotient = ratioDiv(ratioOf(parseFixed(a)), ratioOf(parseFixed(b)));
    expect(formatFixed(roundRatio(quotient, scale, rounding))).toBe(expected);
  });

  it('agrees with decimal.js for every direction, sign and scale', () => {
    const numerator = decimalString(-(10n ** 12n), 10n ** 12n, 0, 8);
    const denominator = decimalString(1n, 10n ** 9n, 0, 6);
    fc.assert(
      fc.property(
        numerator,
        denominator,
        fc.boolean(),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom(...roundings),
        (a, b, negate, scale, rounding) => {
          const divisor = negate ? `-${b}` : b;
          const quotient = ratioDiv(ratioOf(parseFixed(a)), ratioOf(parseFixed(divisor)));
          const expected = refRound(new Ref(a).dividedBy(divisor), scale, rounding);
          expect(formatFixed(roundRatio(quotient, scale, rounding))).toBe(
            expected.startsWith('-') && new Ref(expected).isZero() ? expected.slice(1) : expected,
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('compares ratios exactly', () => {
    const third = ratioDiv(ratioOf(parseFixed('1')), ratioOf(parseFixed('3')));
    expect(ratioCompare(third, ratioOf(parseFixed('0.333333')))).toBe(1);
    expect(ratioCompare(third, ratioOf(parseFixed('0.333334')))).toBe(-1);
    expect(ratioCompare(third, ratioDiv(ratioOf(parseFixed('2')), ratioOf(parseFixed('6'))))).toBe(0);
  });

  it('refuses division by zero and a bad scale', () => {
    expect(() => ratioDiv(ratioOf(parseFixed('1')), ratioOf(parseFixed('0')))).toThrow(RangeError);
    expect(() => roundRatio(ratioOf(parseFixed('1')), -1, 'ceil')).toThrow(RangeError);
  });
});
