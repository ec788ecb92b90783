import { FIGURE_ROUNDING } from '@fxdesk/domain';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tradePush } from './modules/trading/account-push.js';
import { balance2 } from './wire-format.js';

const state = (balanceUsd: number) => ({
  balanceUsd,
  floatingPnlUsd: 0,
  usedMarginUsd: 0,
  equityUsd: balanceUsd,
  freeMarginUsd: balanceUsd,
  riskRatePercent: null,
  marginCall: false,
  positions: [],
});

describe('SPEC §9 balance on the wire', () => {
  it('the domain table says what balance2 does: 2 decimals toward zero', () => {
    expect(FIGURE_ROUNDING.balance).toEqual({ scale: 2, rounding: 'trunc' });
    expect(balance2('479.949')).toBe(479.94);
  });

  it('FOREX_TRADE carries the same balance as getBalance, not one rounded to nearest', () => {
    expect(tradePush(state(479.949)).Balance).toBe(479.94);
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000_000 }), (units) => {
        const text = new Decimal(units).div(1000).toFixed(3);
        const expected = new Decimal(text).toDecimalPlaces(2, Decimal.ROUND_DOWN).toNumber() + 0; // no -0
        expect(balance2(text)).toBe(expected);
        expect(tradePush(state(Number(text))).Balance).toBe(expected);
      }),
    );
  });
});
