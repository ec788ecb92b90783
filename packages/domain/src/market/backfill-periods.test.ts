import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backfillAllPeriods } from './backfill-periods.js';
import { aggregateBars, assertBar } from './kline.js';
import { KLINE_PERIODS, barStart, periodMs } from './periods.js';

const params = fc.record({
  precision: fc.integer({ min: 0, max: 6 }),
  points: fc.integer({ min: 1, max: 10_000_000 }),
  annualVolatility: fc.double({ min: 0, max: 2, noNaN: true }),
  count: fc.integer({ min: 1, max: 400 }),
  endTimeMs: fc.integer({ min: 1e12, max: 4e12 }),
  seed: fc.integer(),
});

describe('backfillAllPeriods (DESIGN §4: first-boot history that agrees across periods)', () => {
  it('DESIGN §4 any overlap window: each coarse bar equals the roll-up of the finer bars it covers', () => {
    fc.assert(
      fc.property(params, ({ precision, points, ...rest }) => {
        const all = backfillAllPeriods({ ...rest, endBid: points / 10 ** precision, precision });
        KLINE_PERIODS.forEach((fine, i) => {
          const fineBars = all[fine];
          const firstFine = fineBars[0]!.time;
          for (const coarse of KLINE_PERIODS.slice(i + 1)) {
            const byTime = new Map(all[coarse].map((b) => [b.time, b]));
            const rolled = aggregateBars(fineBars, fine, coarse).filter((b) => b.time >= firstFine);
            for (const bar of rolled) expect(byTime.get(bar.time)).toEqual(bar);
          }
        });
      }),
      { numRuns: 150 },
    );
  }, 60_000); // as below: seconds of CPU, and it ran past 5 s in CI with a build beside it

  it('DESIGN §4 every period: count bars, one period apart, continuous, valid, last close = the live start price', () => {
    fc.assert(
      fc.property(params, ({ precision, points, ...rest }) => {
        const endBid = points / 10 ** precision;
        const all = backfillAllPeriods({ ...rest, endBid, precision });
        for (const period of KLINE_PERIODS) {
          const bars = all[period];
          expect(bars).toHaveLength(rest.count);
          expect(bars.at(-1)?.close).toBe(endBid);
          expect(bars.at(-1)?.time).toBe(barStart(rest.endTimeMs, period));
          bars.forEach((bar, j) => {
            assertBar(bar);
            const previous = bars[j - 1];
            if (!previous) return;
            expect(bar.open).toBe(previous.close);
            expect(bar.time - previous.time).toBe(periodMs(period));
          });
        }
      }),
      { numRuns: 150 },
    );
  }, 60_000); // 150 runs × six periods: seconds of CPU, more on a shared machine

  it('the 1day candle, the day open and the 60min chart tell one story (1,000 bars each)', () => {
    const now = Date.UTC(2024, 2, 15, 12, 34, 56, 789);
    const all = backfillAllPeriods({
      endBid: 1.08763,
      precision: 5,
      annualVolatility: 0.07,
      count: 1_000,
      endTimeMs: now,
      seed: 7,
    });
    const today = all['1day'].at(-1)!;
    const hours = all['60min'].filter((b) => b.time >= today.time);
    expect(hours).toHaveLength(13);
    expect(today.open).toBe(hours[0]!.open);
    expect(today.high).toBe(Math.max(...hours.map((b) => b.high)));
    expect(today.low).toBe(Math.min(...hours.map((b) => b.low)));
    expect(today.volume).toBe(hours.reduce((s, b) => s + b.volume, 0));
    // The last hour, built from the last 60 one-minute bars, closes where the minutes do.
    expect(all['60min'].at(-1)?.open).toBe(all['1min'].find((b) => b.time === barStart(now, '60min'))?.open);
  });
});
