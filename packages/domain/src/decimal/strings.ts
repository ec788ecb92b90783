import {
  add,
  compare,
  formatFixed,
  mul,
  parseFixed,
  sub,
  sum,
  tryParseFixed,
  type DecimalInput,
} from './fixed.js';
import { ratioDiv, ratioOf, roundFixed, roundRatio, type Rounding } from './ratio.js';

/*
 * The string face of the decimal core, for callers outside the domain (ledger postings, forms) that
 * hold money as decimal strings or `numeric` columns. Exact operations keep the natural scale;
 * operations that must round take the scale and the direction explicitly.
 */

/** True when the input parses as a finite decimal within the parser's bounds. */
export function isDecimal(input: DecimalInput): boolean {
  return tryParseFixed(input) !== null;
}

/** a + b, exact. */
export function decimalAdd(a: DecimalInput, b: DecimalInput): string {
  return formatFixed(add(parseFixed(a), parseFixed(b)));
}

/** a − b, exact. */
export function decimalSub(a: DecimalInput, b: DecimalInput): string {
  return formatFixed(sub(parseFixed(a), parseFixed(b)));
}

/** a × b, exact. */
export function decimalMul(a: DecimalInput, b: DecimalInput): string {
  return formatFixed(mul(parseFixed(a), parseFixed(b)));
}

/** Σ values, exact; the empty sum is "0". */
export function decimalSum(values: readonly DecimalInput[]): string {
  return formatFixed(sum(values.map((value) => parseFixed(value))));
}

/** −1, 0 or 1 as a is below, equal to or above b. */
export function decimalCompare(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  return compare(parseFixed(a), parseFixed(b));
}

/** The value with exactly `scale` decimals, rounded in the direction `rounding`. */
export function decimalRound(value: DecimalInput, scale: number, rounding: Rounding): string {
  return formatFixed(roundFixed(parseFixed(value), scale, rounding));
}

/** a ÷ b with exactly `scale` decimals, rounded once in the direction `rounding`. */
export function decimalDivide(a: DecimalInput, b: DecimalInput, scale: number, rounding: Rounding): string {
  return formatFixed(roundRatio(ratioDiv(ratioOf(parseFixed(a)), ratioOf(parseFixed(b))), scale, rounding));
}
