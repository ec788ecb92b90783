/*
 * The price grid of a pair: prices move in points of 10^-precision (SPEC §3 PricePrecision;
 * DESIGN §4: 5 decimals, JPY 3, metals 2). Live marks are float64, so a grid price is the double
 * nearest to `points × 10^-precision`, the same double that parsing its decimal string gives.
 */

function assertPrecision(precision: number): void {
  if (!Number.isInteger(precision) || precision < 0 || precision > 10) {
    throw new RangeError(`precision must be an integer from 0 to 10: ${precision}`);
  }
}

/** `value` rounded to `precision` decimals (half up, on the scaled value), as a grid price. */
export function roundToPrecision(value: number, precision: number): number {
  assertPrecision(precision);
  const scale = 10 ** precision;
  return Math.round(value * scale) / scale;
}

/** The price as a whole number of points (1.08763 at precision 5 is 108763). */
export function priceToPoints(price: number, precision: number): number {
  assertPrecision(precision);
  return Math.round(price * 10 ** precision);
}

/** A whole number of points as a grid price (108763 at precision 5 is 1.08763). */
export function pointsToPrice(points: number, precision: number): number {
  assertPrecision(precision);
  if (!Number.isSafeInteger(points)) throw new RangeError(`points must be a whole number: ${points}`);
  return points / 10 ** precision;
}

/**
 * ask = bid + spreadPoints × 10^-precision, added in whole points. Adding the float spread to the
 * float bid can land beside the grid (1.08703 + 0.00012 = 1.0871499999999998); adding integers
 * cannot.
 */
export function askFromBid(bid: number, spreadPoints: number, precision: number): number {
  if (!Number.isSafeInteger(spreadPoints) || spreadPoints < 0) {
    throw new RangeError(`spreadPoints must be a whole number ≥ 0: ${spreadPoints}`);
  }
  return pointsToPrice(priceToPoints(bid, precision) + spreadPoints, precision);
}
