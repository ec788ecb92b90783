import { pow10, type Fixed } from './fixed.js';

/**
 * Exact rationals for the few formulas that divide (by leverage, by a USDX bid). A formula builds
 * its whole value as one ratio and rounds once at the end, so the booked amount is the exact value
 * rounded in the named direction, with no error carried from intermediate roundings.
 */
export interface Ratio {
  readonly num: bigint;
  /** Always positive. */
  readonly den: bigint;
}

/**
 * Rounding directions, named for where the value moves:
 * - `ceil`: toward +∞ ("UP": what the client pays, margin and fees);
 * - `floor`: toward −∞ (what the client receives, P&L);
 * - `trunc`: toward zero ("DOWN": the withdrawal net);
 * - `halfUp`: to nearest, ties away from zero (display only, never for booked money).
 */
export type Rounding = 'ceil' | 'floor' | 'trunc' | 'halfUp';

/** The ratio equal to a decimal. */
export function ratioOf(value: Fixed): Ratio {
  return { num: value.units, den: pow10(value.scale) };
}

/** a × b. */
export function ratioMul(a: Ratio, b: Ratio): Ratio {
  return { num: a.num * b.num, den: a.den * b.den };
}

/** a ÷ b; dividing by zero is a programming error and throws. */
export function ratioDiv(a: Ratio, b: Ratio): Ratio {
  if (b.num === 0n) throw new RangeError('division by zero');
  const num = a.num * b.den;
  const den = a.den * b.num;
  return den < 0n ? { num: -num, den: -den } : { num, den };
}

/** −1, 0 or 1 as a is below, equal to or above b. */
export function ratioCompare(a: Ratio, b: Ratio): -1 | 0 | 1 {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The decimal with `scale` decimals nearest to `value` in the direction `rounding`. */
export function roundRatio(value: Ratio, scale: number, rounding: Rounding): Fixed {
  if (!Number.isInteger(scale) || scale < 0) throw new RangeError(`bad scale ${scale}`);
  const scaled = value.num * pow10(scale);
  // bigint division truncates toward zero and the remainder takes the sign of the dividend.
  const quotient = scaled / value.den;
  const remainder = scaled % value.den;
  return { units: quotient + roundingStep(remainder, value.den, rounding), scale };
}

function roundingStep(remainder: bigint, den: bigint, rounding: Rounding): bigint {
  if (remainder === 0n) return 0n;
  switch (rounding) {
    case 'ceil':
      return remainder > 0n ? 1n : 0n;
    case 'floor':
      return remainder < 0n ? -1n : 0n;
    case 'trunc':
      return 0n;
    case 'halfUp': {
      const twice = 2n * (remainder < 0n ? -remainder : remainder);
      if (twice < den) return 0n;
      return remainder < 0n ? -1n : 1n;
    }
  }
}

/** Rounds a decimal to `scale` decimals (exact when it already has at most that many). */
export function roundFixed(value: Fixed, scale: number, rounding: Rounding): Fixed {
  return roundRatio(ratioOf(value), scale, rounding);
}
