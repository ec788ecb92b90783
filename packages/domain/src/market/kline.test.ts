import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateBars, applyTick, assertBar, type Bar } from './kline.js';
import { KLINE_PERIODS, barStart, periodMs, type KlinePeriod } from './periods.js';

interface TestTick {
  price: number;
  volume: number;
  timeMs: number;
}

const T0 = Date.UTC(2024, 2, 15, 12);

/** All bars a tick sequence produces: every closed bar, then the one still open. */
function barsOf(ticks: readonly TestTick[], period: KlinePeriod): Bar[] {
  const bars: Bar[] = [];
  let open: Bar | undefined;
  for (const tick of ticks) {
    const result = applyTick(open, tick.price, tick.volume, tick.timeMs, period);
    if (result.closed) bars.push(result.closed);
    open = result.bar;
  }
  return open ? [...bars, open] : bars;
}

/** Reference: group ticks by bar start directly. */
function groupDirectly(ticks: readonly TestTick[], period: KlinePeriod): Bar[] {
  const groups = new Map<number, TestTick[]>();
  for (const tick of ticks) {
    const start = barStart(tick.timeMs, period);
    groups.set(start, [...(groups.get(start) ?? []), tick]);
  }
  return [...groups].map(([time, group]) => ({
    time,
    open: group[0]?.price ?? Number.NaN,
    high: Math.max(...group.map((t) => t.price)),
    low: Math.min(...group.map((t) => t.price)),
    close: group.at(-1)?.price ?? Number.NaN,
    volume: group.reduce((sum, t) => sum + t.volume, 0),
  }));
}

/** Ticks in time order: gaps from 0 ms (same instant) to several days, integer volumes. */
const tickSequence = fc
  .array(
    fc.record({
      price: fc.integer({ min: 1, max: 300_000 }).map((points) => points / 1e5),
      volume: fc.integer({ min: 0, max: 9 }),
      gapMs: fc.oneof(
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 20 * 60_000 }),
        fc.integer({ min: 0, max: 3 * 86_400_000 }),
      ),
    }),
    { minLength: 1, maxLength: 200 },
  )
  .map((steps) => {
    let timeMs = T0;
    return steps.map(({ price, volume, gapMs }) => ({ price, volume, timeMs: (timeMs += gapMs) }));
  });

describe('applyTick', () => {
  it('SPEC §3 kline point: the first tick opens a bar at its price, starting at the bar boundary', () => {
    expect(applyTick(undefined, 1.08763, 3, T0 + 61_234, '1min')).toEqual({
      bar: { time: T0 + 60_000, open: 1.08763, high: 1.08763, low: 1.08763, close: 1.08763, volume: 3 },
    });
  });

  it('DESIGN §4 a tick inside the open bar moves high, low, close and adds volume', () => {
    let bar = applyTick(undefined, 1.1, 1, T0, '5min').bar;
    bar = applyTick(bar, 1.12, 2, T0 + 1_000, '5min').bar;
    const result = applyTick(bar, 1.09, 4, T0 + 299_999, '5min');
    expect(result.closed).toBeUndefined();
    expect(result.bar).toEqual({ time: T0, open: 1.1, high: 1.12, low: 1.09, close: 1.09, volume: 7 });
  });

  it.each(KLINE_PERIODS)(
    'DESIGN §4 %s: a tick exactly on the next boundary closes the bar and opens a new one',
    (p) => {
      const midnight = Date.UTC(2024, 2, 15); // A boundary of every period.
      const first = applyTick(undefined, 2, 1, midnight, p).bar;
      const inside = applyTick(first, 3, 1, midnight + periodMs(p) - 1, p);
      expect(inside.closed).toBeUndefined();
      const next = applyTick(inside.bar, 2.5, 5, midnight + periodMs(p), p);
      expect(next.closed).toBe(inside.bar);
      expect(next.bar).toEqual({
        time: midnight + periodMs(p),
        open: 2.5,
        high: 2.5,
        low: 2.5,
        close: 2.5,
        volume: 5,
      });
    },
  );

  it('DESIGN §4 gaps stay gaps: no bars are invented for empty periods', () => {
    const bar = applyTick(undefined, 1.1, 1, T0, '1min').bar;
    const later = applyTick(bar, 1.2, 1, T0 + 10 * 60_000 + 5, '1min');
    expect(later.closed).toBe(bar);
    expect(later.bar.time).toBe(T0 + 10 * 60_000);
    expect(later.bar.open).toBe(1.2);
  });

  it('DESIGN §4 a tick older than the open bar is ignored', () => {
    const bar = applyTick(undefined, 1.1, 1, T0, '15min').bar;
    const result = applyTick(bar, 9.9, 100, T0 - 1, '15min');
    expect(result).toEqual({ bar });
    expect(result.bar).toBe(bar);
  });

  it('never mutates the bar it is given', () => {
    const bar = Object.freeze(applyTick(undefined, 1.1, 1, T0, '1min').bar);
    expect(() => applyTick(bar, 1.2, 1, T0 + 1, '1min')).not.toThrow();
    expect(bar.close).toBe(1.1);
  });

  it('refuses a non-positive price, a negative volume or a non-finite time (feed bugs)', () => {
    expect(() => applyTick(undefined, 0, 1, T0, '1min')).toThrow(/price/);
    expect(() => applyTick(undefined, Number.NaN, 1, T0, '1min')).toThrow(/price/);
    expect(() => applyTick(undefined, 1, -1, T0, '1min')).toThrow(/volume/);
    expect(() => applyTick(undefined, 1, 1, Number.POSITIVE_INFINITY, '1min')).toThrow(/time/);
  });

  it('SPEC §3 OHLC invariant holds for every bar of any tick sequence: low ≤ open, close ≤ high', () => {
    fc.assert(
      fc.property(tickSequence, fc.constantFrom(...KLINE_PERIODS), (ticks, period) => {
        for (const bar of barsOf(ticks, period)) {
          expect(() => assertBar(bar)).not.toThrow();
          expect(bar.low <= Math.min(bar.open, bar.close) && Math.max(bar.open, bar.close) <= bar.high).toBe(
            true,
          );
        }
      }),
    );
  });

  it('DESIGN §4 bars equal the ticks grouped by period: one bar per occupied period, volume conserved', () => {
    fc.assert(
      fc.property(tickSequence, fc.constantFrom(...KLINE_PERIODS), (ticks, period) => {
        const bars = barsOf(ticks, period);
        expect(bars).toEqual(groupDirectly(ticks, period));
        bars.slice(1).forEach((bar, i) => expect(bar.time).toBeGreaterThan(bars[i]?.time ?? Infinity));
        expect(bars.reduce((s, b) => s + b.volume, 0)).toBe(ticks.reduce((s, t) => s + t.volume, 0));
      }),
    );
  });

  it('DESIGN §4 late ticks anywhere in a sequence change nothing', () => {
    fc.assert(
      fc.property(tickSequence, fc.constantFrom(...KLINE_PERIODS), fc.nat(), (ticks, period, pick) => {
        const withLate: TestTick[] = [];
        for (const tick of ticks) {
          withLate.push(tick);
          // A tick dated before the bar now open: always ignored.
          withLate.push({ price: 7, volume: 9, timeMs: barStart(tick.timeMs, period) - 1 - (pick % 1000) });
        }
        expect(barsOf(withLate, period)).toEqual(barsOf(ticks, period));
      }),
    );
  });
});

describe('aggregateBars', () => {
  const pairsOfPeriods = KLINE_PERIODS.flatMap((fine, i) =>
    KLINE_PERIODS.slice(i).map((coarse) => [fine, coarse] as const),
  );

  it('DESIGN §4 rolling finer bars up equals building the coarser bars from the same ticks', () => {
    fc.assert(
      fc.property(tickSequence, fc.constantFrom(...pairsOfPeriods), (ticks, [fine, coarse]) => {
        expect(aggregateBars(barsOf(ticks, fine), fine, coarse)).toEqual(barsOf(ticks, coarse));
      }),
    );
  });

  it('DESIGN §4 a 5min bar from 1min bars: first open, highest high, lowest low, last close, summed volume', () => {
    const bars: Bar[] = [
      { time: T0, open: 1, high: 1.5, low: 0.9, close: 1.2, volume: 2 },
      { time: T0 + 60_000, open: 1.2, high: 1.3, low: 0.8, close: 1.1, volume: 3 },
      { time: T0 + 300_000, open: 1.1, high: 1.1, low: 1.0, close: 1.05, volume: 1 },
    ];
    expect(aggregateBars(bars, '1min', '5min')).toEqual([
      { time: T0, open: 1, high: 1.5, low: 0.8, close: 1.1, volume: 5 },
      { time: T0 + 300_000, open: 1.1, high: 1.1, low: 1.0, close: 1.05, volume: 1 },
    ]);
    expect(aggregateBars([], '1min', '1day')).toEqual([]);
  });

  it('refuses coarse → fine, unordered or misaligned bars (caller bugs)', () => {
    const bar: Bar = { time: T0, open: 1, high: 1, low: 1, close: 1, volume: 0 };
    expect(() => aggregateBars([bar], '5min', '1min')).toThrow(/cannot aggregate/);
    expect(() => aggregateBars([bar, bar], '1min', '5min')).toThrow(/order/);
    expect(() => aggregateBars([{ ...bar, time: T0 + 1 }], '1min', '5min')).toThrow(/boundary/);
  });
});

describe('assertBar', () => {
  it('SPEC §3 refuses a bar whose high is below its close or whose low is not positive', () => {
    const bar: Bar = { time: T0, open: 1, high: 2, low: 0.5, close: 1.5, volume: 1 };
    expect(() => assertBar(bar)).not.toThrow();
    expect(() => assertBar({ ...bar, high: 1.4 })).toThrow(RangeError);
    expect(() => assertBar({ ...bar, low: 0 })).toThrow(RangeError);
    expect(() => assertBar({ ...bar, volume: -1 })).toThrow(RangeError);
  });
});
