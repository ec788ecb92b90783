import { SimulatedPath } from '@fxdesk/domain';
import type { PairRow } from '../market.repository.js';
import type { MarketState, Tick } from '../market-state.js';
import type { PriceFeed } from './types.js';

/** At most this many ticks per take: a long event-loop stall must not produce a burst of millions. */
const MAX_TICKS_PER_TAKE = 5_000;

/**
 * The default feed (DESIGN §4): geometric Brownian motion per pair at the pair's annual
 * volatility, bid/ask spread in points, irregular tick times, seeded by FEED_SEED so a run can
 * be replayed. Each pair starts from its current price in the market state, so the live path
 * continues the stored history.
 */
export class SimulatedFeed implements PriceFeed {
  readonly name = 'simulated';
  private readonly path: SimulatedPath;

  constructor(state: MarketState, startMs: number, seed: number, meanTickIntervalMs = 250) {
    this.path = new SimulatedPath({
      seed,
      startTimeMs: Math.floor(startMs),
      pairs: state.pairs().map((row) => ({
        code: row.code,
        startBid: state.quote(row.code)?.bid ?? Number(row.seedPrice),
        precision: row.pricePrecision,
        spreadPoints: row.spreadPoints,
        annualVolatility: Number(row.volatility),
        meanTickIntervalMs,
      })),
    });
  }

  take(untilMs: number): Tick[] {
    return this.path.takeUntil(untilMs, MAX_TICKS_PER_TAKE);
  }

  /** Back-office edits of volatility, spread and precision apply from the next tick. */
  retune(pairs: readonly PairRow[]): void {
    for (const row of pairs) {
      this.path.retune(row.code, {
        annualVolatility: Number(row.volatility),
        spreadPoints: row.spreadPoints,
        precision: row.pricePrecision,
      });
    }
  }
}
