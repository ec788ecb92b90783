import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalString } from '../test-support/arbitraries.js';
import { Ref } from '../test-support/reference.js';
import { accountMetrics, canAfford } from './account.js';

const moneyArb = decimalString(-(10n ** 12n), 10n ** 12n, 0, 6);
const marginArb = decimalString(1n, 10n ** 12n, 0, 6);
const positionsArb = fc.array(fc.record({ marginUsd: marginArb, floatingPnlUsd: moneyArb }), {
  maxLength: 8,
});

describe('accountMetrics', () => {
  it('DESIGN §5 account: equity = balance + floating P&L; free margin = equity − used margin', () => {
    fc.assert(
      fc.property(moneyArb, positionsArb, (balanceUsd, positions) => {
        const metrics = accountMetrics({ balanceUsd, positions });
        const used = positions.reduce((total, p) => total.plus(p.marginUsd), new Ref(0));
        const equity = positions.reduce((total, p) => total.plus(p.floatingPnlUsd), new Ref(balanceUsd));
        expect(new Ref(metrics.usedMarginUsd).eq(used)).toBe(true);
        expect(new Ref(metrics.equityUsd).eq(equity)).toBe(true);
        expect(new Ref(metrics.freeMarginUsd).eq(equity.minus(used))).toBe(true);
      }),
    );
  });

  it('DESIGN §5 risk rate = equity ÷ used margin × 100, shown rounded toward −∞ at 2 dp; alarms use exact values', () => {
    fc.assert(
      fc.property(
        moneyArb,
        positionsArb.filter((p) => p.length > 0),
        (balanceUsd, positions) => {
          const metrics = accountMetrics({
            balanceUsd,
            positions,
            stopOutPercent: 50,
            marginCallPercent: 100,
          });
          const used = positions.reduce((total, p) => total.plus(p.marginUsd), new Ref(0));
          const equity = positions.reduce((total, p) => total.plus(p.floatingPnlUsd), new Ref(balanceUsd));
          const exact = equity.dividedBy(used).times(100);
          expect(metrics.riskRatePercent).not.toBeNull();
          const shown = new Ref(metrics.riskRatePercent ?? 'NaN');
          expect(shown.lte(exact) && exact.minus(shown).lt('0.01')).toBe(true);
          expect(metrics.stopOut).toBe(equity.times(100).lte(used.times(50)));
          expect(metrics.marginCall).toBe(equity.times(100).lte(used.times(100)));
        },
      ),
    );
  });

  it('DESIGN §5 risk rate with no used margin is null and raises no alarm, even at negative equity', () => {
    const metrics = accountMetrics({ balanceUsd: '-5', positions: [] });
    expect(metrics).toMatchObject({
      riskRatePercent: null,
      stopOut: false,
      marginCall: false,
      usedMarginUsd: '0',
    });
  });

  it('DESIGN §5 stop-out and margin call trigger AT the level (≤), not only below it', () => {
    const atStopOut = accountMetrics({
      balanceUsd: '500',
      positions: [{ marginUsd: '1000', floatingPnlUsd: '0' }],
    });
    expect(atStopOut).toMatchObject({ riskRatePercent: '50.00', stopOut: true, marginCall: true });
    const atCall = accountMetrics({
      balanceUsd: '1000',
      positions: [{ marginUsd: '1000', floatingPnlUsd: '0' }],
    });
    expect(atCall).toMatchObject({ riskRatePercent: '100.00', stopOut: false, marginCall: true });
  });

  it('DESIGN §5 stop-out level is configurable', () => {
    const positions = [{ marginUsd: '1000', floatingPnlUsd: '-200' }];
    expect(accountMetrics({ balanceUsd: '1000', positions, stopOutPercent: 80 }).stopOut).toBe(true);
    expect(accountMetrics({ balanceUsd: '1000', positions, stopOutPercent: '79.99' }).stopOut).toBe(false);
  });
});

describe('canAfford', () => {
  it('DESIGN §5 an order needs free margin ≥ margin + fee (equality is enough)', () => {
    expect(canAfford({ freeMarginUsd: '100.000001', marginUsd: '99.5', feeUsd: '0.500001' })).toBe(true);
    expect(canAfford({ freeMarginUsd: '100.000001', marginUsd: '99.5', feeUsd: '0.500002' })).toBe(false);
    expect(canAfford({ freeMarginUsd: '-50', marginUsd: '1', feeUsd: '0' })).toBe(false);
  });

  it('DESIGN §5 canAfford agrees with an exact comparison', () => {
    fc.assert(
      fc.property(moneyArb, marginArb, marginArb, (freeMarginUsd, marginUsd, feeUsd) => {
        const expected = new Ref(freeMarginUsd).gte(new Ref(marginUsd).plus(feeUsd));
        expect(canAfford({ freeMarginUsd, marginUsd, feeUsd })).toBe(expected);
      }),
    );
  });
});
