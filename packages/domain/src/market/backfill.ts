import { DEFAULT_MEAN_TICK_INTERVAL_MS, MEAN_TICK_VOLUME, gbmStepBackward } from './gbm.js';
import { pointsToPrice, priceToPoints } from './grid.js';
import type { Bar } from './kline.js';
import { barStart, periodMs, type KlinePeriod } from './periods.js';
import { SeededRandom, deriveSeed } from './random.js';

/*
 * First-boot history (DESIGN §4: no chart starts empty). The path is generated backwards from the
 * current bid, so the newest bar closes exactly where the live feed starts and nothing needs
 * rescaling: rescaling a forward path would stretch its volatility by an arbitrary factor.
 */

/** Bars one backfill may produce: a safety limit, far above the 1,000 per period DESIGN §4 asks. */
export const MAX_BACKFILL_BARS = 100_000;

/** Points on the simulated path inside each bar; their extremes become the bar's high and low. */
const STEPS_PER_BAR = 20;

/** Spread of bar volumes around their mean (log-normal σ), so volume bars are not all alike. */
const VOLUME_DISPERSION = 0.35;

export interface BackfillParams {
  /** The current bid: the last bar's close (rounded to `precision`). */
  endBid: number;
  precision: number;
  annualVolatility: number;
  period: KlinePeriod;
  count: number;
  /** Now: the last bar is the one containing this time, simulated only up to it. */
  endTimeMs: number;
  /** Mixed with the period, so one seed gives each period its own path. */
  seed: number;
  /** Sizes bar volumes like the live feed's; default `DEFAULT_MEAN_TICK_INTERVAL_MS`. */
  meanTickIntervalMs?: number;
}

function assertParams(params: BackfillParams): void {
  const { endBid, annualVolatility, count, endTimeMs } = params;
  const interval = params.meanTickIntervalMs ?? DEFAULT_MEAN_TICK_INTERVAL_MS;
  const ok =
    endBid > 0 &&
    Number.isFinite(endBid) &&
    annualVolatility >= 0 &&
    Number.isFinite(annualVolatility) &&
    Number.isSafeInteger(count) &&
    count >= 1 &&
    count <= MAX_BACKFILL_BARS &&
    Number.isFinite(endTimeMs) &&
    interval > 0 &&
    Number.isFinite(interval);
  if (!ok) throw new RangeError(`bad backfill parameters ${JSON.stringify(params)}`);
}

/**
 * `count` plausible bars of `period`, oldest first, the last one being the bar containing
 * `endTimeMs`. Bars are exactly one period apart and continuous (each open is the previous close),
 * the last close is `endBid`, and each high/low is the extreme of a simulated intra-bar path. The
 * last bar covers only its start to `endTimeMs` (it is the bar still open), so its range and
 * volume are partial; it is flat with volume 0 when `endTimeMs` is its very start.
 */
export function backfillBars(params: BackfillParams): Bar[] {
  assertParams(params);
  const { precision, annualVolatility, period, count, endTimeMs } = params;
  const lengthMs = periodMs(period);
  const ticksPerMs = 1 / (params.meanTickIntervalMs ?? DEFAULT_MEAN_TICK_INTERVAL_MS);
  const random = new SeededRandom(deriveSeed(params.seed, `backfill:${period}`));
  // Rounding is monotone and the floor of one point is too, so rounded bars keep the OHLC order.
  const toGrid = (price: number) => pointsToPrice(Math.max(1, priceToPoints(price, precision)), precision);
  const lastStart = barStart(endTimeMs, period);
  const bars: Bar[] = new Array<Bar>(count);
  let price = params.endBid;
  for (let index = count - 1; index >= 0; index--) {
    const durationMs = index === count - 1 ? endTimeMs - lastStart : lengthMs;
    const close = price;
    let high = price;
    let low = price;
    for (let step = 0; step < STEPS_PER_BAR; step++) {
      price = gbmStepBackward(price, annualVolatility, durationMs / STEPS_PER_BAR, random.nextNormal());
      high = Math.max(high, price);
      low = Math.min(low, price);
    }
    const meanVolume = durationMs * ticksPerMs * MEAN_TICK_VOLUME;
    const noise = Math.exp(VOLUME_DISPERSION * random.nextNormal() - VOLUME_DISPERSION ** 2 / 2);
    bars[index] = {
      time: lastStart - (count - 1 - index) * lengthMs,
      open: toGrid(price),
      high: toGrid(high),
      low: toGrid(low),
      close: toGrid(close),
      volume: Math.round(meanVolume * noise),
    };
  }
  return bars;
}
