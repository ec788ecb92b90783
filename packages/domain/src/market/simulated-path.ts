import { DEFAULT_MEAN_TICK_INTERVAL_MS, gbmStep, tickVolume } from './gbm.js';
import { askFromBid, pointsToPrice, priceToPoints } from './grid.js';
import { SeededRandom, deriveSeed } from './random.js';

/** A pair as the simulated feed needs it (DESIGN §4). */
export interface SimulatedPair {
  code: string;
  /** Where the path starts, e.g. the last stored bid. */
  startBid: number;
  /** SPEC §3 PricePrecision: bids move in points of 10^-precision. */
  precision: number;
  /** ask = bid + spreadPoints × 10^-precision, always. */
  spreadPoints: number;
  /** Annualized volatility (EURUSD ≈ 0.07, XAUUSD ≈ 0.15). */
  annualVolatility: number;
  /** Mean gap between this pair's ticks; default `DEFAULT_MEAN_TICK_INTERVAL_MS` (≈ 4 a second). */
  meanTickIntervalMs?: number;
}

/** One simulated price update; bid and ask on the pair's grid, time in epoch ms (whole). */
export interface SimulatedTick {
  code: string;
  bid: number;
  ask: number;
  timeMs: number;
  volume: number;
}

export interface SimulatedPathOptions {
  pairs: readonly SimulatedPair[];
  /** Any safe integer. Same seed, pairs and start ⇒ the same ticks, byte for byte. */
  seed: number;
  /** Epoch ms the path starts from; every tick is strictly later. */
  startTimeMs: number;
}

/** One pair's own path: its random stream, its unrounded price and its next tick time. */
interface Lane {
  pair: SimulatedPair;
  meanIntervalMs: number;
  random: SeededRandom;
  /** Unrounded: rounding each step would bias small moves towards zero and freeze quiet pairs. */
  price: number;
  lastTimeMs: number;
  nextTimeMs: number;
}

function assertPair(pair: SimulatedPair): void {
  const ok =
    pair.code.length > 0 &&
    pair.startBid > 0 &&
    Number.isFinite(pair.startBid) &&
    Number.isSafeInteger(pair.spreadPoints) &&
    pair.spreadPoints >= 0 &&
    pair.annualVolatility >= 0 &&
    Number.isFinite(pair.annualVolatility) &&
    (pair.meanTickIntervalMs === undefined ||
      (pair.meanTickIntervalMs > 0 && Number.isFinite(pair.meanTickIntervalMs)));
  if (!ok) throw new RangeError(`bad simulated pair ${JSON.stringify(pair)}`);
  priceToPoints(pair.startBid, pair.precision); // Checks the precision.
}

/** The gap to a lane's next tick: exponential (a Poisson stream), whole ms, at least 1 ms. */
function nextGapMs(lane: Pick<Lane, 'random' | 'meanIntervalMs'>): number {
  return Math.max(1, Math.round(lane.random.nextExponential(lane.meanIntervalMs)));
}

/**
 * An endless, deterministic stream of simulated ticks for several pairs (DESIGN §4 `simulated`
 * feed), in time order. Each pair follows its own zero-drift GBM and ticks at exponential
 * (irregular) intervals. Each pair draws from its own random stream derived from the seed and its
 * code, so a pair's ticks do not change when other pairs are added or removed. Ticks of different
 * pairs at the same millisecond come in the order the pairs were given.
 */
export class SimulatedPath implements Iterable<SimulatedTick> {
  private readonly lanes: Lane[];

  constructor(options: SimulatedPathOptions) {
    const { pairs, seed, startTimeMs } = options;
    if (pairs.length === 0) throw new RangeError('a simulated path needs at least one pair');
    if (!Number.isSafeInteger(startTimeMs)) throw new RangeError(`startTimeMs must be whole: ${startTimeMs}`);
    if (new Set(pairs.map((p) => p.code)).size !== pairs.length) throw new RangeError('duplicate pair code');
    this.lanes = pairs.map((pair) => {
      assertPair(pair);
      const random = new SeededRandom(deriveSeed(seed, pair.code));
      const meanIntervalMs = pair.meanTickIntervalMs ?? DEFAULT_MEAN_TICK_INTERVAL_MS;
      const nextTimeMs = startTimeMs + nextGapMs({ random, meanIntervalMs });
      return { pair, meanIntervalMs, random, price: pair.startBid, lastTimeMs: startTimeMs, nextTimeMs };
    });
  }

  /** Time of the tick `next()` will return. */
  peekTimeMs(): number {
    return this.earliestLane().nextTimeMs;
  }

  /** The next tick in time order (the stream never ends). */
  next(): SimulatedTick {
    const lane = this.earliestLane();
    const { pair, random } = lane;
    const timeMs = lane.nextTimeMs;
    lane.price = gbmStep(lane.price, pair.annualVolatility, timeMs - lane.lastTimeMs, random.nextNormal());
    const volume = tickVolume(random);
    lane.lastTimeMs = timeMs;
    lane.nextTimeMs = timeMs + nextGapMs(lane);
    // A bid is never below one point, however far a long run wanders down.
    const bid = pointsToPrice(Math.max(1, priceToPoints(lane.price, pair.precision)), pair.precision);
    return { code: pair.code, bid, ask: askFromBid(bid, pair.spreadPoints, pair.precision), timeMs, volume };
  }

  /**
   * The ticks at or before `untilMs` not returned yet, oldest first, at most `maxTicks` of them
   * (the rest stay for the next call). The cap bounds one call after a long pause: a day of
   * 12 pairs at 4 Hz is four million ticks.
   */
  takeUntil(untilMs: number, maxTicks = Number.POSITIVE_INFINITY): SimulatedTick[] {
    const ticks: SimulatedTick[] = [];
    while (ticks.length < maxTicks && this.peekTimeMs() <= untilMs) ticks.push(this.next());
    return ticks;
  }

  /**
   * Changes a pair's volatility, spread or precision from its next tick on (a back-office edit),
   * keeping its current price, time and random stream. Unknown codes are ignored; returns whether
   * the pair is in the path.
   */
  retune(
    code: string,
    changes: Partial<Pick<SimulatedPair, 'annualVolatility' | 'spreadPoints' | 'precision'>>,
  ): boolean {
    const lane = this.lanes.find((candidate) => candidate.pair.code === code);
    if (!lane) return false;
    const pair: SimulatedPair = { ...lane.pair, ...changes, startBid: lane.price };
    assertPair(pair);
    lane.pair = pair;
    return true;
  }

  *[Symbol.iterator](): Iterator<SimulatedTick> {
    for (;;) yield this.next();
  }

  private earliestLane(): Lane {
    let earliest = this.lanes[0];
    for (const lane of this.lanes) {
      if (earliest === undefined || lane.nextTimeMs < earliest.nextTimeMs) earliest = lane;
    }
    if (earliest === undefined) throw new Error('unreachable: a path always has a lane');
    return earliest;
  }
}
