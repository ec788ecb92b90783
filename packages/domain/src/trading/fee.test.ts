import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalString, lotsArb } from '../test-support/arbitraries.js';
import { Ref, refRound } from '../test-support/reference.js';
import { tradeFeeUsd } from './fee.js';

const rateArb = decimalString(0n, 10n ** 8n, 0, 8);
const marginArb = decimalString(1n, 10n ** 12n, 6, 6);

describe('tradeFeeUsd', () => {
  it('SPEC §9 fee trade_fee_type 1: lots × rate, rounds UP at 6 dp', () => {
    fc.assert(
      fc.property(lotsArb, rateArb, marginArb, (lots, feeRate, marginUsd) => {
        const fee = tradeFeeUsd({ tradeFeeType: 1, feeRate, lots, marginUsd });
        const exact = new Ref(lots).times(feeRate);
        expect(new Ref(fee).gte(exact)).toBe(true);
        expect(new Ref(fee).minus(exact).lt('0.000001')).toBe(true);
        expect(fee).toBe(refRound(exact, 6, 'ceil'));
      }),
    );
  });

  it('SPEC §9 fee otherwise: margin × rate, rounds UP at 6 dp', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9 }).filter((t) => t !== 1),
        lotsArb,
        rateArb,
        marginArb,
        (type, lots, feeRate, marginUsd) => {
          const fee = tradeFeeUsd({ tradeFeeType: type, feeRate, lots, marginUsd });
          const exact = new Ref(marginUsd).times(feeRate);
          expect(new Ref(fee).gte(exact)).toBe(true);
          expect(new Ref(fee).minus(exact).lt('0.000001')).toBe(true);
        },
      ),
    );
  });

  it('a zero rate charges nothing; a negative rate is a bug', () => {
    expect(tradeFeeUsd({ tradeFeeType: 2, feeRate: 0, lots: '1', marginUsd: '100' })).toBe('0.000000');
    expect(() => tradeFeeUsd({ tradeFeeType: 2, feeRate: '-0.1', lots: '1', marginUsd: '100' })).toThrow(
      /feeRate must not be negative/,
    );
  });
});
