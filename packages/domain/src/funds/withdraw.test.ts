import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalString } from '../test-support/arbitraries.js';
import { Ref } from '../test-support/reference.js';
import { withdrawalAmounts } from './withdraw.js';

const withdrawalArb = fc.record({
  amountUsd: decimalString(1n, 10n ** 10n, 0, 6),
  feeType: fc.constantFrom(1, 2),
  feeValueUsd: decimalString(0n, 10n ** 6n, 0, 4),
  drawRate: decimalString(0n, 10n ** 4n, 4, 6),
  usdPrice: decimalString(1n, 10n ** 9n, 0, 9),
});

describe('withdrawalAmounts', () => {
  it('SPEC §9 withdraw fee: fee_type 1 fixed, else amount × draw_rate, rounded UP at 6 dp', () => {
    fc.assert(
      fc.property(withdrawalArb, (params) => {
        const { feeUsd } = withdrawalAmounts(params);
        const exact =
          params.feeType === 1
            ? new Ref(params.feeValueUsd)
            : new Ref(params.amountUsd).times(params.drawRate);
        expect(new Ref(feeUsd).gte(exact) && new Ref(feeUsd).minus(exact).lt('0.000001')).toBe(true);
      }),
    );
  });

  it('SPEC §5/§9 withdraw net: (amount − fee) × usd_price rounded DOWN at 2 dp, never negative', () => {
    fc.assert(
      fc.property(withdrawalArb, (params) => {
        const { feeUsd, realNumber } = withdrawalAmounts(params);
        const exact = new Ref(params.amountUsd).minus(feeUsd).times(params.usdPrice);
        const net = new Ref(realNumber);
        expect(net.gte(0)).toBe(true);
        expect(net.lte(Ref.max(exact, 0))).toBe(true);
        expect(Ref.max(exact, 0).minus(net).lt('0.01')).toBe(true);
        expect(realNumber === '0' || /^\d+\.\d{2}$/.test(realNumber)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('SPEC §9 nothing to pay out prints "0", as the golden file has it', () => {
    expect(
      withdrawalAmounts({ amountUsd: '1', feeType: 1, feeValueUsd: '1', drawRate: 0, usdPrice: 1 })
        .realNumber,
    ).toBe('0');
    expect(
      withdrawalAmounts({ amountUsd: '1.004', feeType: 1, feeValueUsd: '1', drawRate: 0, usdPrice: 1 })
        .realNumber,
    ).toBe('0');
    expect(
      withdrawalAmounts({ amountUsd: '1.01', feeType: 1, feeValueUsd: '1', drawRate: 0, usdPrice: 1 })
        .realNumber,
    ).toBe('0.01');
  });

  it('refuses a non-positive amount or usd_price (validated at the API boundary first)', () => {
    const base = { feeType: 1, feeValueUsd: '1', drawRate: 0 };
    expect(() => withdrawalAmounts({ ...base, amountUsd: 0, usdPrice: 1 })).toThrow(
      /amountUsd must be positive/,
    );
    expect(() => withdrawalAmounts({ ...base, amountUsd: 5, usdPrice: 0 })).toThrow(
      /usdPrice must be positive/,
    );
  });
});
