import { describe, expect, it } from 'vitest';
import { DEFAULT_MEAN_TICK_INTERVAL_MS, MAX_TICK_VOLUME } from './gbm.js';
import { priceToPoints } from './grid.js';
import { SimulatedPath, type SimulatedPair, type SimulatedTick } from './simulated-path.js';

const START = Date.UTC(2024, 2, 15, 12);

const PAIRS: SimulatedPair[] = [
  { code: 'EURUSD', startBid: 1.08763, precision: 5, spreadPoints: 12, annualVolatility: 0.07 },
  { code: 'USDJPY', startBid: 151.237, precision: 3, spreadPoints: 15, annualVolatility: 0.09 },
  { code: 'XAUUSD', startBid: 2351.42, precision: 2, spreadPoints: 35, annualVolatility: 0.15 },
];

const take = (path: SimulatedPath, n: number): SimulatedTick[] =>
  Array.from({ length: n }, () => path.next());
const pathOf = (seed: number, pairs = PAIRS) => new SimulatedPath({ pairs, seed, startTimeMs: START });
const byCode = (ticks: readonly SimulatedTick[], code: string) => ticks.filter((t) => t.code === code);

describe('SimulatedPath (DESIGN §4 simulated feed)', () => {
  const ticks = take(pathOf(42), 10_000);

  it('DESIGN §4 seedable: two paths with one seed give byte-identical first 10,000 ticks', () => {
    expect(JSON.stringify(take(pathOf(42), 10_000))).toBe(JSON.stringify(ticks));
  });

  it('DESIGN §4 seedable: different seeds give different ticks', () => {
    const other = take(pathOf(43), 10_000);
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(ticks));
    expect(
      other.filter((t, i) => t.bid === ticks[i]?.bid && t.timeMs === ticks[i]?.timeMs).length,
    ).toBeLessThan(100);
  });

  it('DESIGN §4 ticks come in time order, each pair strictly later than its previous tick and the start', () => {
    const backwards = ticks.filter((tick, i) => i > 0 && tick.timeMs < (ticks[i - 1]?.timeMs ?? 0));
    expect(backwards).toEqual([]);
    for (const { code } of PAIRS) {
      const own = byCode(ticks, code);
      expect(own[0]?.timeMs).toBeGreaterThan(START);
      expect(own.filter((tick, i) => i > 0 && tick.timeMs <= (own[i - 1]?.timeMs ?? 0))).toEqual([]);
    }
    expect(ticks.every((t) => Number.isInteger(t.timeMs))).toBe(true);
  });

  it('DESIGN §4 irregular tick times: exponential gaps, several ticks a second per pair by default', () => {
    for (const { code } of PAIRS) {
      const times = byCode(ticks, code).map((t) => t.timeMs);
      const gaps = times.slice(1).map((t, i) => t - (times[i] ?? 0));
      expect(new Set(gaps).size).toBeGreaterThan(100);
      const meanGap = gaps.reduce((s, g) => s + g, 0) / gaps.length;
      expect(Math.abs(meanGap / DEFAULT_MEAN_TICK_INTERVAL_MS - 1)).toBeLessThan(0.1);
      const perSecond = (times.length / ((times.at(-1) ?? 0) - START)) * 1000;
      expect(perSecond).toBeGreaterThan(3);
      // Exponential gaps: about e^-1 of them exceed the mean.
      expect(Math.abs(gaps.filter((g) => g > meanGap).length / gaps.length - Math.exp(-1))).toBeLessThan(
        0.05,
      );
    }
  });

  it('DESIGN §4 the spread is exactly spreadPoints × 10^-precision on every tick', () => {
    for (const pair of PAIRS) {
      for (const tick of byCode(ticks, pair.code)) {
        expect(priceToPoints(tick.ask, pair.precision) - priceToPoints(tick.bid, pair.precision)).toBe(
          pair.spreadPoints,
        );
      }
    }
  });

  it('SPEC §3 PricePrecision: bid and ask sit on the pair grid and are positive', () => {
    for (const pair of PAIRS) {
      for (const { bid, ask } of byCode(ticks, pair.code)) {
        expect(bid).toBeGreaterThan(0);
        expect(Number(bid.toFixed(pair.precision))).toBe(bid);
        expect(Number(ask.toFixed(pair.precision))).toBe(ask);
      }
    }
  });

  it('DESIGN §4 prices move like the pair: they vary, and stay near the start over minutes', () => {
    for (const pair of PAIRS) {
      const bids = byCode(ticks, pair.code).map((t) => t.bid);
      expect(new Set(bids).size).toBeGreaterThan(10);
      for (const bid of bids) expect(Math.abs(bid / pair.startBid - 1)).toBeLessThan(0.01);
    }
  });

  it('tick volumes are whole numbers from 1 to MAX_TICK_VOLUME', () => {
    expect(
      ticks.every((t) => Number.isInteger(t.volume) && t.volume >= 1 && t.volume <= MAX_TICK_VOLUME),
    ).toBe(true);
  });

  it("a pair's ticks do not depend on which other pairs are simulated", () => {
    const alone = take(pathOf(42, [PAIRS[2] as SimulatedPair]), 500);
    const reordered = take(pathOf(42, [...PAIRS].reverse()), 10_000);
    expect(byCode(ticks, 'XAUUSD').slice(0, 500)).toEqual(alone);
    expect(byCode(reordered, 'EURUSD').slice(0, 500)).toEqual(byCode(ticks, 'EURUSD').slice(0, 500));
  });

  it('a bid never falls below one point, however volatile the pair', () => {
    const wild = pathOf(7, [
      { code: 'TINY', startBid: 0.02, precision: 2, spreadPoints: 1, annualVolatility: 400 },
    ]);
    const bids = take(wild, 5_000).map((t) => t.bid);
    expect(Math.min(...bids)).toBe(0.01);
  });

  it('takeUntil returns exactly the ticks due, in order, capped, and the stream continues after them', () => {
    const path = pathOf(42);
    const first = path.takeUntil(START + 1_000);
    expect(first).toEqual(ticks.slice(0, first.length));
    expect(first.every((t) => t.timeMs <= START + 1_000)).toBe(true);
    expect(path.peekTimeMs()).toBeGreaterThan(START + 1_000);
    const capped = path.takeUntil(START + 60_000, 5);
    expect(capped).toEqual(ticks.slice(first.length, first.length + 5));
    expect(path.takeUntil(START)).toEqual([]);
    const iterator = path[Symbol.iterator]();
    expect(iterator.next().value).toEqual(ticks[first.length + 5]);
  });

  it('honours a per-pair mean tick interval', () => {
    const slow = take(pathOf(1, [{ ...PAIRS[0], meanTickIntervalMs: 2_000 } as SimulatedPair]), 2_000);
    const meanGap = ((slow.at(-1)?.timeMs ?? 0) - START) / slow.length;
    expect(Math.abs(meanGap / 2_000 - 1)).toBeLessThan(0.1);
  });

  it('refuses no pairs, duplicate codes and bad pair settings (configuration bugs)', () => {
    const eur = PAIRS[0] as SimulatedPair;
    expect(() => pathOf(1, [])).toThrow(/at least one pair/);
    expect(() => pathOf(1, [eur, eur])).toThrow(/duplicate/);
    expect(() => pathOf(1, [{ ...eur, startBid: 0 }])).toThrow(RangeError);
    expect(() => pathOf(1, [{ ...eur, spreadPoints: 1.5 }])).toThrow(RangeError);
    expect(() => pathOf(1, [{ ...eur, precision: -1 }])).toThrow(RangeError);
    expect(() => pathOf(1, [{ ...eur, meanTickIntervalMs: 0 }])).toThrow(RangeError);
    expect(() => new SimulatedPath({ pairs: PAIRS, seed: 1, startTimeMs: 0.5 })).toThrow(RangeError);
  });
});

describe('SimulatedPath.retune (back-office feed control)', () => {
  const eur: SimulatedPair = {
    code: 'EURUSD',
    startBid: 1.08763,
    precision: 5,
    spreadPoints: 12,
    annualVolatility: 0.5,
  };
  const start = { seed: 7, startTimeMs: 1_700_000_000_000 };

  it('a pair at zero volatility holds its price from the next tick on; the others still move', () => {
    const gold: SimulatedPair = {
      code: 'XAUUSD',
      startBid: 2000,
      precision: 2,
      spreadPoints: 30,
      annualVolatility: 0.5,
    };
    const path = new SimulatedPath({ ...start, pairs: [eur, gold] });
    const before = path.takeUntil(start.startTimeMs + 10_000);
    expect(new Set(before.filter((t) => t.code === 'EURUSD').map((t) => t.bid)).size).toBeGreaterThan(1);
    expect(path.retune('EURUSD', { annualVolatility: 0 })).toBe(true);
    const after = path.takeUntil(start.startTimeMs + 60_000);
    const eurBids = new Set(after.filter((t) => t.code === 'EURUSD').map((t) => t.bid));
    expect(eurBids.size).toBe(1);
    // It continues from where it was, not from its seed price.
    expect([...eurBids][0]).toBe(before.filter((t) => t.code === 'EURUSD').at(-1)!.bid);
    expect(new Set(after.filter((t) => t.code === 'XAUUSD').map((t) => t.bid)).size).toBeGreaterThan(1);
  });

  it('a new spread and precision apply to the next ticks; a bad value is refused and changes nothing', () => {
    const path = new SimulatedPath({ ...start, pairs: [eur] });
    path.takeUntil(start.startTimeMs + 5_000);
    path.retune('EURUSD', { spreadPoints: 3, precision: 4 });
    for (const tick of path.takeUntil(start.startTimeMs + 20_000)) {
      expect(priceToPoints(tick.ask, 4) - priceToPoints(tick.bid, 4)).toBe(3);
      expect(Number(tick.bid.toFixed(4))).toBe(tick.bid);
    }
    expect(() => path.retune('EURUSD', { annualVolatility: -1 })).toThrow(RangeError);
    expect(path.retune('GBPUSD', { annualVolatility: 0.1 })).toBe(false);
    const next = path.next();
    expect(priceToPoints(next.ask, 4) - priceToPoints(next.bid, 4)).toBe(3);
  });
});
