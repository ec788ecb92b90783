import type { SeededRandom } from './random.js';

/*
 * Geometric Brownian motion for the simulated feed (DESIGN §4). Volatility is annualized, as
 * quoted in the market (EURUSD ≈ 0.07), and time is scaled by a Julian year.
 */

/** Milliseconds in a year of 365.25 days: annualized volatility is scaled by √(dtMs / this). */
export const MS_PER_YEAR = 365.25 * 24 * 3600 * 1000;

/** Default mean gap between two ticks of one pair: about four ticks a second (DESIGN §8: 12 pairs × 4 Hz). */
export const DEFAULT_MEAN_TICK_INTERVAL_MS = 250;

/** Tick volumes are whole numbers from 1 to this, uniform, so their sums stay exact. */
export const MAX_TICK_VOLUME = 9;

/** Mean of a tick's volume, for sizing plausible bar volumes in the backfill. */
export const MEAN_TICK_VOLUME = (1 + MAX_TICK_VOLUME) / 2;

function assertStep(price: number, annualVolatility: number, dtMs: number, normal: number): void {
  if (!(price > 0) || !Number.isFinite(price)) throw new RangeError(`price must be positive: ${price}`);
  if (!(annualVolatility >= 0) || !Number.isFinite(annualVolatility)) {
    throw new RangeError(`annual volatility must be ≥ 0: ${annualVolatility}`);
  }
  if (!(dtMs >= 0) || !Number.isFinite(dtMs)) throw new RangeError(`dtMs must be ≥ 0: ${dtMs}`);
  if (!Number.isFinite(normal)) throw new RangeError(`normal variate must be finite: ${normal}`);
}

/**
 * One exact GBM step with zero drift (μ = 0): S' = S · exp(−σ²·dt/2 + σ·√dt·Z), dt in years.
 * The −σ²/2 (Itô) term makes the expected price stay where it is, so a long-running demo neither
 * creeps up nor down on average. `normal` is a standard normal variate (Z), passed in so the
 * step is pure. Returns the unrounded price; round it to the pair's precision to publish it.
 */
export function gbmStep(price: number, annualVolatility: number, dtMs: number, normal: number): number {
  assertStep(price, annualVolatility, dtMs, normal);
  const dtYears = dtMs / MS_PER_YEAR;
  return (
    price * Math.exp(-0.5 * annualVolatility ** 2 * dtYears + annualVolatility * Math.sqrt(dtYears) * normal)
  );
}

/**
 * The step before `price` under the same model, i.e. the inverse of `gbmStep` for the variate −Z:
 * S = S' · exp(+σ²·dt/2 + σ·√dt·Z). Walking this backwards from a known end price gives a path
 * whose steps have the same law as `gbmStep`'s, read forwards (the backfill uses it).
 */
export function gbmStepBackward(
  price: number,
  annualVolatility: number,
  dtMs: number,
  normal: number,
): number {
  assertStep(price, annualVolatility, dtMs, normal);
  const dtYears = dtMs / MS_PER_YEAR;
  return (
    price * Math.exp(0.5 * annualVolatility ** 2 * dtYears + annualVolatility * Math.sqrt(dtYears) * normal)
  );
}

/** A tick's volume: a whole number from 1 to `MAX_TICK_VOLUME`. */
export function tickVolume(random: SeededRandom): number {
  return random.nextInt(1, MAX_TICK_VOLUME);
}
