import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backtest, copyLots } from './sizing.js';
import { equityDays, maxDrawdownPercent, ratePercent, twrStep } from './stats.js';

describe('time-weighted return (DESIGN §7: deposits are never profit)', () => {
  it('a deposit on the same day as a gain only widens the base', () => {
    // 1,000 opening, +1,000 deposited, +200 earned: 10 %, not 120 %.
    expect(twrStep('1', '1000', '1000', '200')).toBe('1.100000000000');
  });
  it('a day with nothing to earn on leaves the index alone', () => {
    expect(twrStep('1.05', '0', '0', '-3')).toBe('1.05');
  });
  it('chains days and neutralises a withdrawal', () => {
    const days = equityDays([
      { day: '2026-11-01', kind: 'deposit', amount: '1000', balanceAfter: '1000' },
      { day: '2026-11-01', kind: 'realized_pnl', amount: '100', balanceAfter: '1100' },
      { day: '2026-11-02', kind: 'withdraw_lock', amount: '-550', balanceAfter: '550' },
      { day: '2026-11-02', kind: 'realized_pnl', amount: '55', balanceAfter: '605' },
    ]);
    expect(days.map((d) => d.twrIndex)).toEqual(['1.100000000000', '1.210000000000']);
    expect(ratePercent('1', days[1]!.twrIndex)).toBe('21.00');
  });
  it('drawdown is the largest fall from a running peak', () => {
    expect(maxDrawdownPercent(['100', '120', '90', '130', '117'])).toBe('25.00');
    expect(maxDrawdownPercent([])).toBe('0.00');
  });
});

describe('copy size (DESIGN §7)', () => {
  it('scales by multiple × allocation ÷ leader equity, down to the lot step', () => {
    const lots = copyLots({
      leaderLots: '1',
      multiple: '2',
      allocationUsd: '1000',
      leaderEquityUsd: '30000',
      minLots: '0.01',
      stepLots: '0.01',
    });
    expect(lots).toBe('0.0600');
  });
  it('is skipped below the minimum lot', () => {
    expect(
      copyLots({
        leaderLots: '0.1',
        multiple: '1',
        allocationUsd: '10',
        leaderEquityUsd: '10000',
        minLots: '0.01',
        stepLots: '0.01',
      }),
    ).toBeNull();
  });
  it('never exceeds the exact proportional size (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (lotSteps, multipleTenths, allocation, equity) => {
          const leaderLots = (lotSteps / 100).toFixed(2);
          const multiple = (multipleTenths / 10).toFixed(1);
          const lots = copyLots({
            leaderLots,
            multiple,
            allocationUsd: String(allocation),
            leaderEquityUsd: String(equity),
            minLots: '0.01',
            stepLots: '0.01',
          });
          const exact = (Number(leaderLots) * Number(multiple) * allocation) / equity;
          // float64's error grows with the size (53.83 × 0.6 × 972,100 is 31,396,885.79999…).
          const eps = 1e-9 + exact * 1e-12;
          if (lots === null) return exact < 0.01 + eps;
          return Number(lots) <= exact + eps && Number(lots) > exact - 0.01 - eps;
        },
      ),
    );
  });
});

describe('back-test', () => {
  const trade = (openedAtMs: number, closedAtMs: number, pnlUsd: string) => ({
    openedAtMs,
    closedAtMs,
    lots: '1',
    pnlUsd,
    feeUsd: '10',
    marginUsd: '1000',
    leaderEquityUsd: '10000',
    minLots: '0.01',
    stepLots: '0.01',
  });
  it('replays the trades on my amount and stops at the copy stop-loss', () => {
    const result = backtest({
      amountUsd: '1000',
      multiple: '1',
      stopLossRate: '0.1',
      startMs: 0,
      trades: [trade(1, 2, '-1500'), trade(3, 4, '500')],
    });
    // 0.1 lots: −1 fee −150 → 849 ≤ 900: stopped, the second trade is skipped.
    expect(result.equity.map(([, v]) => v)).toEqual(['1000.00', '849.00']);
    expect(result.stopped).toBe(true);
    expect(result.trades).toBe(1);
    expect(result.skippedBy.copy_stop_loss).toBe(1);
    expect(result.profit).toBe('-151.00');
    expect(result.maxDrawdown).toBe('15.10');
  });

  it('skips a trade with no known balance of the trader as no_equity, not below the minimum lot', () => {
    const result = backtest({
      amountUsd: '9000',
      multiple: '1',
      stopLossRate: '0.5',
      startMs: 0,
      trades: [
        { ...trade(1, 2, '100'), leaderEquityUsd: null },
        { ...trade(3, 4, '100'), leaderEquityUsd: '0' },
        trade(5, 6, '100'),
      ],
    });
    expect(result.skippedBy).toEqual({
      below_min_lot: 0,
      insufficient_margin: 0,
      copy_stop_loss: 0,
      no_equity: 2,
    });
    expect(result.skipped).toBe(2);
    // The third at 1 × 9,000 ÷ 10,000 = 0.9 lots: +90 − 9 fee.
    expect(result.trades).toBe(1);
    expect(result.profit).toBe('81.00');
  });
});
