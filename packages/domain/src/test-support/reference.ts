import Decimal from 'decimal.js';

/*
 * An independent reference for the property tests, written the long way round with decimal.js
 * instead of the package's bigint core: each formula is one decimal.js division of an exact
 * numerator by an exact denominator, at a precision far beyond any input, and decimal.js does its
 * own rounding. Agreement between the two is the evidence that the core rounds correctly.
 */

/** A private decimal.js with 120 significant digits and no exponent notation in toFixed/toString. */
export const Ref = Decimal.clone({ precision: 120, toExpNeg: -120, toExpPos: 120 });

/** A decimal.js value (the instance type of `Ref`). */
export type RefValue = Decimal;

/** decimal.js rounding constants for the package's direction names. */
export const refRounding = {
  ceil: Decimal.ROUND_CEIL,
  floor: Decimal.ROUND_FLOOR,
  trunc: Decimal.ROUND_DOWN,
  halfUp: Decimal.ROUND_HALF_UP,
} as const;

/** Bids by pair code, as the arbitraries generate them. */
export type RefBids = Readonly<Record<string, string>>;

/** USD per unit of `currency` as an exact fraction [numerator, denominator]. */
export function refUsdPerUnit(currency: string, bids: RefBids): [RefValue, RefValue] {
  if (currency === 'USD') return [new Ref(1), new Ref(1)];
  const direct = bids[`${currency}USD`];
  if (direct !== undefined) return [new Ref(direct), new Ref(1)];
  const inverse = bids[`USD${currency}`];
  if (inverse !== undefined) return [new Ref(1), new Ref(inverse)];
  throw new Error(`reference has no rate for ${currency}`);
}

/** The exact leveraged margin in USD: lots × units × price × rate ÷ leverage, one division. */
export function refMarginUsd(input: {
  pairCode: string;
  lots: string;
  unitsPerLot: string;
  priceQuote: string;
  leverage: string;
  bids: RefBids;
}): RefValue {
  const [rateNum, rateDen] = refUsdPerUnit(input.pairCode.slice(3), input.bids);
  const numerator = new Ref(input.lots).times(input.unitsPerLot).times(input.priceQuote).times(rateNum);
  return numerator.dividedBy(new Ref(input.leverage).times(rateDen));
}

/** The exact P&L in the quote currency, signed by side. */
export function refPnlQuote(input: {
  side: 1 | 2;
  lots: string;
  unitsPerLot: string;
  openPriceQuote: string;
  closePriceQuote: string;
}): RefValue {
  const long = new Ref(input.closePriceQuote)
    .minus(input.openPriceQuote)
    .times(input.lots)
    .times(input.unitsPerLot);
  return input.side === 1 ? long : long.negated();
}

/** The exact P&L in USD. */
export function refPnlUsd(
  input: Parameters<typeof refPnlQuote>[0] & { pairCode: string; bids: RefBids },
): RefValue {
  const [rateNum, rateDen] = refUsdPerUnit(input.pairCode.slice(3), input.bids);
  return refPnlQuote(input).times(rateNum).dividedBy(rateDen);
}

/** decimal.js's own rounding of `value` to `scale` decimals, printed with that many decimals. */
export function refRound(value: RefValue, scale: number, rounding: keyof typeof refRounding): string {
  return value.toFixed(scale, refRounding[rounding]);
}
