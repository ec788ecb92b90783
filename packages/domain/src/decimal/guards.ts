import { parseFixed, sign, type DecimalInput, type Fixed } from './fixed.js';

/*
 * Parsers for quantities with a known sign. Inputs reaching the domain were validated at the API
 * boundary, so a wrong sign here is a bug: it throws rather than returning a result.
 */

/** Parses a quantity that must be strictly positive (lots, units per lot, a price, leverage). */
export function parsePositive(input: DecimalInput, field: string): Fixed {
  const value = parseFixed(input, field);
  if (sign(value) <= 0) throw new RangeError(`${field} must be positive: ${String(input)}`);
  return value;
}

/** Parses a quantity that must not be negative (a fee rate, a fixed fee). */
export function parseNonNegative(input: DecimalInput, field: string): Fixed {
  const value = parseFixed(input, field);
  if (sign(value) < 0) throw new RangeError(`${field} must not be negative: ${String(input)}`);
  return value;
}
