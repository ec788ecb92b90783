import { formatFixed, parseFixed, sign, type DecimalInput } from '../decimal/fixed.js';
import { ratioDiv, ratioMul, ratioOf, roundRatio, type Ratio, type Rounding } from '../decimal/ratio.js';
import { MONEY_SCALE, type UsdAmount } from '../units.js';

/**
 * The current bid of a pair by its code ("GBPUSD"), or undefined when the pair is not quoted.
 * A function rather than a map so that the engine can read its live book and the web order form
 * its socket store without copying either.
 */
export type BidLookup = (pairCode: string) => DecimalInput | undefined;

/** Thrown when an amount in `currency` must become USD but neither XUSD nor USDX is quoted. */
export class ConversionRateMissingError extends Error {
  override readonly name = 'ConversionRateMissingError';

  constructor(readonly currency: string) {
    super(`no ${currency}USD or USD${currency} bid to convert ${currency} to USD`);
  }
}

const PAIR_CODE = /^([A-Z]{3})([A-Z]{3})$/;

/** Splits a six-letter pair code: "EURGBP" → { base: "EUR", quote: "GBP" }; throws otherwise. */
export function splitPairCode(pairCode: string): { base: string; quote: string } {
  const match = PAIR_CODE.exec(pairCode);
  if (match === null || match[1] === undefined || match[2] === undefined) {
    throw new RangeError(`not a six-letter pair code: ${pairCode}`);
  }
  return { base: match[1], quote: match[2] };
}

/** The quote currency of a pair ("USDJPY" → "JPY"), the currency its raw P&L is in. */
export function quoteCurrencyOf(pairCode: string): string {
  return splitPairCode(pairCode).quote;
}

/** A lookup over a plain object or a Map of bids keyed by pair code. */
export function bidLookupFrom(
  bids: ReadonlyMap<string, DecimalInput> | Readonly<Record<string, DecimalInput>>,
): BidLookup {
  if (isMap(bids)) return (pairCode) => bids.get(pairCode);
  // Object.hasOwn keeps inherited names such as "constructor" from reading as a bid.
  return (pairCode) => (Object.hasOwn(bids, pairCode) ? bids[pairCode] : undefined);
}

function isMap<V>(
  value: ReadonlyMap<string, V> | Readonly<Record<string, V>>,
): value is ReadonlyMap<string, V> {
  return value instanceof Map;
}

function positiveBid(bids: BidLookup, pairCode: string): Ratio | undefined {
  const bid = bids(pairCode);
  if (bid === undefined) return undefined;
  const parsed = parseFixed(bid, `${pairCode} bid`);
  if (sign(parsed) <= 0) throw new RangeError(`${pairCode} bid must be positive: ${String(bid)}`);
  return ratioOf(parsed);
}

/**
 * USD per one unit of `currency`, exact (DESIGN §5): 1 for USD; else the bid of `{currency}USD`
 * when quoted (GBP → GBPUSD); else 1 ÷ the bid of `USD{currency}` (JPY → 1 / USDJPY).
 * The bid, not the ask, is used both ways, as the golden cases fix.
 */
export function usdPerUnit(currency: string, bids: BidLookup): Ratio {
  if (currency === 'USD') return { num: 1n, den: 1n };
  const direct = positiveBid(bids, `${currency}USD`);
  if (direct !== undefined) return direct;
  const inverse = positiveBid(bids, `USD${currency}`);
  if (inverse !== undefined) return ratioDiv({ num: 1n, den: 1n }, inverse);
  throw new ConversionRateMissingError(currency);
}

/** Options of `convertToUsd`. */
export interface ConvertToUsdParams {
  /** The amount in `currency`. */
  amount: DecimalInput;
  /** ISO code of the amount's currency, e.g. the pair's quote currency. */
  currency: string;
  bids: BidLookup;
  /** Direction of the single rounding: `ceil` when the client pays, `floor` when they receive. */
  rounding: Rounding;
  /** Decimals of the result; SPEC §9 money scale (6) by default. */
  scale?: number;
}

/** An amount in another currency as USD, converted exactly and rounded once. */
export function convertToUsd(params: ConvertToUsdParams): UsdAmount {
  const amount = ratioOf(parseFixed(params.amount, 'amount'));
  const usd = ratioMul(amount, usdPerUnit(params.currency, params.bids));
  return formatFixed(roundRatio(usd, params.scale ?? MONEY_SCALE, params.rounding)) as UsdAmount;
}
