import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_BACKFILL_BARS, backfillBars, type BackfillParams } from './backfill.js';
import { MS_PER_YEAR } from './gbm.js';
import { assertBar } from './kline.js';
import { KLINE_PERIODS, barStart, periodMs } from './periods.js';

// 12:34:56.789 on a Friday: inside a bar of every period.
const NOW = Date.UTC(2024, 2, 15, 12, 34, 56, 789);

const base: BackfillParams = {
  endBid: 1.08763,
  precision: 5,
  annualVolatility: 0.07,
  period: '1min',
  count: 1_000,
  endTimeMs: NOW,
  seed: 42,
};

describe('backfillBars (DESIGN §4 first-boot history)', () => {
  it.each(KLINE_PERIODS)(
    'DESIGN §4 %s: count bars, spaced exactly one period, ending with the bar containing now',
    (period) => {
      const bars = backfillBars({ ...base, period });
      expect(bars).toHaveLength(1_000);
      expect(bars.at(-1)?.time).toBe(barStart(NOW, period));
      bars.slice(1).forEach((bar, i) => expect(bar.time - (bars[i]?.time ?? 0)).toBe(periodMs(period)));
    },
  );

  it.each(KLINE_PERIODS)(
    'DESIGN §4 %s: continuous (each open is the previous close), last close = endBid',
    (period) => {
      const bars = backfillBars({ ...base, period });
      expect(bars.at(-1)?.close).toBe(1.08763);
      const breaks = bars.slice(1).filter((bar, i) => bar.open !== bars[i]?.close);
      expect(breaks).toEqual([]);
    },
  );

  it('SPEC §3 every bar keeps the OHLC order, sits on the grid and has a real intra-bar range', () => {
    const bars = backfillBars({ ...base, period: '5min' });
    for (const bar of bars) {
      assertBar(bar);
      for (const price of [bar.open, bar.high, bar.low, bar.close])
        expect(Number(price.toFixed(5))).toBe(price);
    }
    // Most bars reach beyond their open and close, as a real path does between them.
    const wicks = bars.filter((b) => b.high > Math.max(b.open, b.close) || b.low < Math.min(b.open, b.close));
    expect(wicks.length).toBeGreaterThan(bars.length * 0.8);
    expect(bars.slice(0, -1).every((b) => Number.isInteger(b.volume) && b.volume > 0)).toBe(true);
  });

  it('DESIGN §4 realistic volatility: close-to-close log returns spread like σ√period', () => {
    const sigma = 0.15;
    const bars = backfillBars({
      ...base,
      endBid: 2351.42,
      precision: 2,
      annualVolatility: sigma,
      period: '60min',
    });
    const returns = bars.slice(1, -1).map((bar, i) => Math.log(bar.close / (bars[i]?.close ?? 1)));
    const mean = returns.reduce((s, r) => s + r, 0) / returns.length;
    const sd = Math.sqrt(returns.reduce((s, r) => s + (r - mean) ** 2, 0) / returns.length);
    expect(Math.abs(sd / (sigma * Math.sqrt(periodMs('60min') / MS_PER_YEAR)) - 1)).toBeLessThan(0.1);
  });

  it('DESIGN §4 properties over any pair, period, size and time: count, spacing, continuity, end, OHLC', () => {
    fc.assert(
      fc.property(
        fc.record({
          precision: fc.integer({ min: 0, max: 6 }),
          points: fc.integer({ min: 1, max: 10_000_000 }),
          annualVolatility: fc.double({ min: 0, max: 2, noNaN: true }),
          period: fc.constantFrom(...KLINE_PERIODS),
          count: fc.integer({ min: 1, max: 300 }),
          endTimeMs: fc.integer({ min: 1e12, max: 4e12 }),
          seed: fc.integer(),
        }),
        ({ precision, points, ...rest }) => {
          const endBid = points / 10 ** precision;
          const bars = backfillBars({ ...rest, endBid, precision });
          expect(bars).toHaveLength(rest.count);
          expect(bars.at(-1)?.close).toBe(endBid);
          expect(bars.at(-1)?.time).toBe(barStart(rest.endTimeMs, rest.period));
          bars.forEach((bar, i) => {
            assertBar(bar);
            const previous = bars[i - 1];
            if (previous) {
              expect(bar.open).toBe(previous.close);
              expect(bar.time - previous.time).toBe(periodMs(rest.period));
            }
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('STYLE §9 same seed ⇒ same bars; another seed or period ⇒ another path', () => {
    const bars = backfillBars(base);
    expect(backfillBars(base)).toEqual(bars);
    expect(backfillBars({ ...base, seed: 43 }).map((b) => b.open)).not.toEqual(bars.map((b) => b.open));
    const fiveMin = backfillBars({ ...base, period: '5min' });
    expect(fiveMin.map((b) => b.open)).not.toEqual(bars.map((b) => b.open));
  });

  it('the open bar is simulated only up to now: flat with volume 0 when now is its very start', () => {
    const bars = backfillBars({ ...base, endTimeMs: Date.UTC(2024, 2, 15, 12, 34) });
    expect(bars.at(-1)).toEqual({
      time: Date.UTC(2024, 2, 15, 12, 34),
      open: 1.08763,
      high: 1.08763,
      low: 1.08763,
      close: 1.08763,
      volume: 0,
    });
  });

  it('an end bid off the grid is rounded to it', () => {
    expect(backfillBars({ ...base, endBid: 1.087634 }).at(-1)?.close).toBe(1.08763);
  });

  it('refuses a count outside 1–MAX_BACKFILL_BARS and a non-positive end bid (caller bugs)', () => {
    expect(() => backfillBars({ ...base, count: 0 })).toThrow(RangeError);
    expect(() => backfillBars({ ...base, count: MAX_BACKFILL_BARS + 1 })).toThrow(RangeError);
    expect(() => backfillBars({ ...base, count: 1.5 })).toThrow(RangeError);
    expect(() => backfillBars({ ...base, endBid: 0 })).toThrow(RangeError);
    expect(() => backfillBars({ ...base, annualVolatility: -0.1 })).toThrow(RangeError);
  });
});
