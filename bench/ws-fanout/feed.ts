import { SimulatedPath, type SimulatedPair, type SimulatedTick } from '@fxdesk/domain';
import type { PairRow } from '../../apps/server/src/modules/market/market.repository.js';

/** The feed of the issue: 20 pairs, each ticking 10 times a second on average. */
export const PAIR_COUNT = 20;
export const MEAN_TICK_INTERVAL_MS = 100;
/** The server's batch interval (DESIGN §8): ticks are applied and fanned out every 100 ms. */
export const BATCH_INTERVAL_MS = 100;
/** Same cap as the server's SimulatedFeed: one late flush never takes millions of ticks. */
const MAX_TICKS_PER_TAKE = 5_000;

interface SyntheticPair {
  code: string;
  precision: number;
  spreadPoints: number;
  volatility: string;
  seedPrice: string;
}

const SYNTHETIC_PAIRS: readonly SyntheticPair[] = [
  { code: 'EURUSD', precision: 5, spreadPoints: 12, volatility: '0.07', seedPrice: '1.08763' },
  { code: 'GBPUSD', precision: 5, spreadPoints: 15, volatility: '0.08', seedPrice: '1.27415' },
  { code: 'USDJPY', precision: 3, spreadPoints: 15, volatility: '0.09', seedPrice: '151.237' },
  { code: 'AUDUSD', precision: 5, spreadPoints: 14, volatility: '0.10', seedPrice: '0.65420' },
  { code: 'USDCHF', precision: 5, spreadPoints: 16, volatility: '0.07', seedPrice: '0.88215' },
  { code: 'USDCAD', precision: 5, spreadPoints: 18, volatility: '0.06', seedPrice: '1.36270' },
  { code: 'NZDUSD', precision: 5, spreadPoints: 18, volatility: '0.10', seedPrice: '0.59870' },
  { code: 'EURGBP', precision: 5, spreadPoints: 18, volatility: '0.06', seedPrice: '0.85360' },
  { code: 'EURJPY', precision: 3, spreadPoints: 25, volatility: '0.09', seedPrice: '164.512' },
  { code: 'GBPJPY', precision: 3, spreadPoints: 30, volatility: '0.10', seedPrice: '192.680' },
  { code: 'XAUUSD', precision: 2, spreadPoints: 35, volatility: '0.15', seedPrice: '2351.42' },
  { code: 'XAGUSD', precision: 3, spreadPoints: 30, volatility: '0.25', seedPrice: '28.415' },
  { code: 'EURAUD', precision: 5, spreadPoints: 25, volatility: '0.08', seedPrice: '1.66250' },
  { code: 'EURCHF', precision: 5, spreadPoints: 20, volatility: '0.05', seedPrice: '0.95940' },
  { code: 'AUDJPY', precision: 3, spreadPoints: 22, volatility: '0.11', seedPrice: '98.940' },
  { code: 'CHFJPY', precision: 3, spreadPoints: 28, volatility: '0.09', seedPrice: '171.430' },
  { code: 'GBPCHF', precision: 5, spreadPoints: 28, volatility: '0.08', seedPrice: '1.12390' },
  { code: 'AUDNZD', precision: 5, spreadPoints: 24, volatility: '0.06', seedPrice: '1.09270' },
  { code: 'CADJPY', precision: 3, spreadPoints: 24, volatility: '0.09', seedPrice: '110.980' },
  { code: 'EURCAD', precision: 5, spreadPoints: 26, volatility: '0.06', seedPrice: '1.48210' },
];

/** 20 rows shaped like `pairs.$inferSelect`, as MarketState.setPairs expects them. */
export function syntheticPairRows(): PairRow[] {
  return SYNTHETIC_PAIRS.slice(0, PAIR_COUNT).map((pair, index) => ({
    id: index + 1,
    code: pair.code,
    showCode: `${pair.code.slice(0, 3)}/${pair.code.slice(3)}`,
    logo: `/logos/${pair.code}.svg`,
    categoryId: 1,
    names: { en: pair.code },
    pricePrecision: pair.precision,
    lotStep: '0.01',
    minLots: '0.01',
    unitsPerLot: pair.code.startsWith('XA') ? '100' : '100000',
    feeRate: '0.0005',
    marginMode: 2,
    leverages: [10, 20, 50, 100, 200],
    spreadPoints: pair.spreadPoints,
    volatility: pair.volatility,
    seedPrice: pair.seedPrice,
    schedule: '24x7',
    enabled: 1,
    sort: index,
  }));
}

/** The seeded domain feed both servers run, so they carry the same stream. */
export function createPath(seed: number, startTimeMs: number): SimulatedPath {
  const pairs: SimulatedPair[] = SYNTHETIC_PAIRS.slice(0, PAIR_COUNT).map((pair) => ({
    code: pair.code,
    startBid: Number(pair.seedPrice),
    precision: pair.precision,
    spreadPoints: pair.spreadPoints,
    annualVolatility: Number(pair.volatility),
    meanTickIntervalMs: MEAN_TICK_INTERVAL_MS,
  }));
  return new SimulatedPath({ pairs, seed, startTimeMs: Math.floor(startTimeMs) });
}

/**
 * Calls `flush(ticks)` on every 100 ms wall-clock boundary with the ticks at or before that
 * boundary. Aligning flushes to boundaries lets a client tell, from a tick's own time, which
 * boundary carried it (the first multiple of 100 ms at or after the tick), and so split the
 * tick→client latency into the conflation wait and the delivery after the flush. Returns a
 * stop function. The server's own loop is a plain 100 ms setInterval; the work per flush is
 * the same.
 */
export function startAlignedFlushes(
  path: SimulatedPath,
  flush: (ticks: SimulatedTick[]) => void,
): () => void {
  let lastBoundaryMs = Math.floor(Date.now() / BATCH_INTERVAL_MS) * BATCH_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    const nowMs = Date.now();
    const nextBoundaryMs = (Math.floor(nowMs / BATCH_INTERVAL_MS) + 1) * BATCH_INTERVAL_MS;
    timer = setTimeout(fire, nextBoundaryMs - nowMs);
  };
  const fire = () => {
    const boundaryMs = Math.floor(Date.now() / BATCH_INTERVAL_MS) * BATCH_INTERVAL_MS;
    // Timers and Date.now() use different clocks; a timer a hair early just waits again.
    if (boundaryMs > lastBoundaryMs) {
      lastBoundaryMs = boundaryMs;
      const ticks = path.takeUntil(boundaryMs, MAX_TICKS_PER_TAKE);
      if (ticks.length > 0) flush(ticks);
    }
    schedule();
  };
  schedule();
  return () => clearTimeout(timer);
}
