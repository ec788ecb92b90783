import fc from 'fast-check';
import { Ref } from './reference.js';

/*
 * fast-check generators of realistic trading inputs, as decimal strings. Values are built from an
 * integer count of the smallest step, so every generated string is an exact decimal.
 */

/** A decimal string `units × 10^-scale` for units in [minUnits, maxUnits] and the given scales. */
export function decimalString(
  minUnits: bigint,
  maxUnits: bigint,
  minScale = 0,
  maxScale = 6,
): fc.Arbitrary<string> {
  return fc
    .tuple(fc.bigInt({ min: minUnits, max: maxUnits }), fc.integer({ min: minScale, max: maxScale }))
    .map(([units, scale]) => new Ref(units.toString()).dividedBy(new Ref(10).pow(scale)).toFixed(scale));
}

/** Lots from 0.01 to 1000.00 in steps of 0.01. */
export const lotsArb = decimalString(1n, 100_000n, 2, 2);

/** ForexContNum values the seed uses (forex, gold, silver) and a unit lot. */
export const unitsPerLotArb = fc.constantFrom('1', '100', '5000', '100000');

/** A price with 0 to 5 decimals, from 0.00001 to 99999. */
export const priceArb = decimalString(1n, 9_999_900_000n, 5, 5).chain((price) =>
  fc.integer({ min: 0, max: 5 }).map((scale) => new Ref(price).toFixed(scale, Ref.ROUND_UP)),
);

/** Leverage 1 to 500, as the order form sends it. */
export const leverageArb = fc.integer({ min: 1, max: 500 }).map(String);

/** Pairs whose quote currency needs each kind of conversion: none, XUSD, 1 ÷ USDX. */
export const pairCodeArb = fc.constantFrom(
  'EURUSD',
  'XAUUSD',
  'EURGBP',
  'USDJPY',
  'EURJPY',
  'GBPCHF',
  'AUDCAD',
);

/** Bids for every conversion pair the pairs above need, at realistic magnitudes. */
export const bidsArb = fc.record({
  GBPUSD: decimalString(100_000n, 200_000n, 5, 5),
  USDJPY: decimalString(80_000n, 200_000n, 3, 3),
  USDCHF: decimalString(50_000n, 150_000n, 5, 5),
  USDCAD: decimalString(100_000n, 160_000n, 5, 5),
});

/** A side: 1 buy/long, 2 sell/short. */
export const sideArb = fc.constantFrom<1 | 2>(1, 2);
