import { formatFixed, mul, type DecimalInput } from '../decimal/fixed.js';
import { parsePositive } from '../decimal/guards.js';
import { ratioDiv, ratioMul, ratioOf, roundFixed, roundRatio } from '../decimal/ratio.js';
import { quoteCurrencyOf, usdPerUnit, type BidLookup } from '../market/conversion.js';
import { MONEY_SCALE, type UsdAmount } from '../units.js';

/** Inputs of `marginUsd`; the field names follow the pair entity of SPEC §3. */
export interface MarginParams {
  /** Pair code such as "EURJPY"; its quote currency decides the USD conversion. */
  pairCode: string;
  lots: DecimalInput;
  /** `ForexContNum`: units of the base per lot (100000; 100 oz for gold). */
  unitsPerLot: DecimalInput;
  /** The close price for a market order, the target price for a pending one (SPEC §9). */
  priceQuote: DecimalInput;
  /** The chosen `HasForexMultiple` value; required unless the margin is fixed. */
  leverage?: DecimalInput | null;
  /** `MarginMode = 1`. */
  marginModeFixed: boolean;
  /** Current bids, for quote → USD conversion; unused in fixed mode. */
  bids: BidLookup;
}

/**
 * Margin in USD, rounded up (toward +∞) at 6 decimals because the client pays it (SPEC §9,
 * DESIGN §5).
 *
 * Fixed mode: lots × units per lot, taken as USD as it stands. In that mode `ForexContNum` is the
 * broker's fixed margin per lot in the account currency, not a notional in the quote currency, so
 * no price and no conversion enter it. (Every golden fixed-mode case is a USD-quoted pair, so the
 * golden file cannot tell the two readings apart; README.md of this package records the choice.)
 *
 * Leveraged mode: lots × units × price ÷ leverage, a quote-currency amount, converted to USD at
 * the current bid and rounded once.
 */
export function marginUsd(params: MarginParams): UsdAmount {
  const lots = parsePositive(params.lots, 'lots');
  const unitsPerLot = parsePositive(params.unitsPerLot, 'unitsPerLot');
  if (params.marginModeFixed) {
    return formatFixed(roundFixed(mul(lots, unitsPerLot), MONEY_SCALE, 'ceil')) as UsdAmount;
  }
  if (params.leverage === undefined || params.leverage === null) {
    // SPEC §5 blocks the order form before this point ("No lever configured"), so this is a bug.
    throw new RangeError(`leverage is required for ${params.pairCode} in leveraged margin mode`);
  }
  const leverage = parsePositive(params.leverage, 'leverage');
  const price = parsePositive(params.priceQuote, 'priceQuote');
  const notionalQuote = ratioOf(mul(mul(lots, unitsPerLot), price));
  const marginQuote = ratioDiv(notionalQuote, ratioOf(leverage));
  const usd = ratioMul(marginQuote, usdPerUnit(quoteCurrencyOf(params.pairCode), params.bids));
  return formatFixed(roundRatio(usd, MONEY_SCALE, 'ceil')) as UsdAmount;
}
