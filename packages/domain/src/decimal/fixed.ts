/**
 * Exact fixed-point decimals on bigint: a value is `units × 10^-scale`.
 *
 * Addition, subtraction and multiplication of decimals are exact, so money that is only summed or
 * scaled never needs rounding; only division (see `ratio.ts`) does, and there the caller names the
 * direction. The scale of a result is the natural one (the larger operand scale for a sum, the sum
 * of scales for a product), which keeps "0.85360" + "0.00018" printing as "0.85378".
 */

/** A decimal value `units × 10^-scale`; `scale` is a non-negative integer. */
export interface Fixed {
  readonly units: bigint;
  readonly scale: number;
}

/** What the public functions accept as a decimal: a decimal string, or a finite JS number. */
export type DecimalInput = string | number;

/**
 * Bounds on parsed input. Money and prices never need more, and the bounds stop a hostile
 * "1e999999" from turning into a million-digit bigint.
 */
const MAX_INPUT_LENGTH = 64;
const MAX_SCALE = 36;
const MAX_INTEGER_DIGITS = 36;

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,4}))?$/;

const powersOfTen: bigint[] = [];

/** 10^exponent as a bigint, memoised because every alignment and rounding needs one. */
export function pow10(exponent: number): bigint {
  let cached = powersOfTen[exponent];
  if (cached === undefined) {
    cached = 10n ** BigInt(exponent);
    powersOfTen[exponent] = cached;
  }
  return cached;
}

/** The zero of scale 0, printed "0". */
export const ZERO: Fixed = { units: 0n, scale: 0 };

/** Parses a decimal, or returns null when the input is not a finite decimal within the bounds. */
export function tryParseFixed(input: DecimalInput): Fixed | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    // String() gives the shortest text that round-trips, i.e. the decimal the caller typed.
    text = String(input);
  } else {
    text = input.trim();
  }
  if (text.length === 0 || text.length > MAX_INPUT_LENGTH) return null;
  const match = DECIMAL_PATTERN.exec(text);
  if (match === null) return null;
  const [, sign = '', integerPart = '', fractionPart = '', exponentPart = '0'] = match;
  if (integerPart.length === 0 && fractionPart.length === 0) return null;
  const digits = (integerPart + fractionPart).replace(/^0+(?=\d)/, '');
  let scale = fractionPart.length - Number(exponentPart);
  let units = BigInt(digits === '' ? '0' : digits);
  if (scale < 0) {
    // Checked before multiplying so that a huge exponent never allocates a huge bigint.
    if (digits.length - scale > MAX_INTEGER_DIGITS) return null;
    units *= pow10(-scale);
    scale = 0;
  }
  if (scale > MAX_SCALE) return null;
  if (units.toString().length - scale > MAX_INTEGER_DIGITS) return null;
  return { units: sign === '-' ? -units : units, scale };
}

/** Parses a decimal; throws a RangeError naming the field when it is not one. */
export function parseFixed(input: DecimalInput, field = 'value'): Fixed {
  const parsed = tryParseFixed(input);
  if (parsed === null) throw new RangeError(`${field} is not a decimal: ${String(input)}`);
  return parsed;
}

/** The same value at a scale at least as large as its own (exact: only appends zeros). */
export function rescale(value: Fixed, scale: number): Fixed {
  if (scale < value.scale) throw new RangeError(`rescale would drop digits (${value.scale} → ${scale})`);
  return { units: value.units * pow10(scale - value.scale), scale };
}

function align(a: Fixed, b: Fixed): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [rescale(a, scale).units, rescale(b, scale).units, scale];
}

/** a + b, exact. */
export function add(a: Fixed, b: Fixed): Fixed {
  const [x, y, scale] = align(a, b);
  return { units: x + y, scale };
}

/** a − b, exact. */
export function sub(a: Fixed, b: Fixed): Fixed {
  const [x, y, scale] = align(a, b);
  return { units: x - y, scale };
}

/** a × b, exact (the scales add). */
export function mul(a: Fixed, b: Fixed): Fixed {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** −a. */
export function neg(a: Fixed): Fixed {
  return { units: -a.units, scale: a.scale };
}

/** Σ values, exact; the empty sum is ZERO. */
export function sum(values: readonly Fixed[]): Fixed {
  return values.reduce(add, ZERO);
}

/** −1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: Fixed, b: Fixed): -1 | 0 | 1 {
  const [x, y] = align(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** −1, 0 or 1: the sign of a. */
export function sign(a: Fixed): -1 | 0 | 1 {
  return a.units < 0n ? -1 : a.units > 0n ? 1 : 0;
}

/** Prints the value with exactly `value.scale` decimals and no exponent; zero never prints "-0". */
export function formatFixed(value: Fixed): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const integerPart = digits.slice(0, digits.length - value.scale);
  const fractionPart = digits.slice(digits.length - value.scale);
  const body = value.scale === 0 ? integerPart : `${integerPart}.${fractionPart}`;
  return negative ? `-${body}` : body;
}
