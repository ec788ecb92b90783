import { formatFixed, mul, sub, type DecimalInput, type Fixed } from '../decimal/fixed.js';
import { parsePositive } from '../decimal/guards.js';
import { ratioMul, ratioOf, roundRatio } from '../decimal/ratio.js';
import { quoteCurrencyOf, usdPerUnit, type BidLookup } from '../market/conversion.js';
import { MONEY_SCALE, type OrderSide, type QuoteAmount, type UsdAmount } from '../units.js';

/** Inputs of `pnlQuote`. */
export interface PnlQuoteParams {
  side: OrderSide;
  lots: DecimalInput;
  /** `ForexContNum`: units of the base per lot. */
  unitsPerLot: DecimalInput;
  openPriceQuote: DecimalInput;
  /** The closing-side price: the bid for a long, the ask for a short (see `closePrice`). */
  closePriceQuote: DecimalInput;
}

/** Inputs of `pnlUsd`: the quote-currency inputs plus what converts them. */
export interface PnlParams extends PnlQuoteParams {
  /** Pair code such as "USDJPY"; P&L is in its quote currency until converted. */
  pairCode: string;
  /** Current bids; the conversion uses the rate at the moment of valuation (DESIGN §5). */
  bids: BidLookup;
}

function exactPnlQuote(params: PnlQuoteParams): Fixed {
  const lots = parsePositive(params.lots, 'lots');
  const unitsPerLot = parsePositive(params.unitsPerLot, 'unitsPerLot');
  const open = parsePositive(params.openPriceQuote, 'openPriceQuote');
  const close = parsePositive(params.closePriceQuote, 'closePriceQuote');
  // A long gains when the price rises; a short is the same trade reversed.
  const move = params.side === 1 ? sub(close, open) : sub(open, close);
  return mul(mul(move, lots), unitsPerLot);
}

/**
 * P&L in the pair's quote currency, exact and unrounded: (close − open) × lots × units for a long,
 * (open − close) × lots × units for a short (SPEC §9). USDJPY P&L is in JPY.
 */
export function pnlQuote(params: PnlQuoteParams): QuoteAmount {
  return formatFixed(exactPnlQuote(params)) as QuoteAmount;
}

/**
 * P&L in USD (DESIGN §5): the quote-currency P&L converted at the current bid, rounded toward −∞
 * at 6 decimals because the client receives it (a loss rounds to the larger loss). The same
 * function values an open position on each tick with the current closing-side price.
 */
export function pnlUsd(params: PnlParams): UsdAmount {
  const quote = ratioOf(exactPnlQuote(params));
  const usd = ratioMul(quote, usdPerUnit(quoteCurrencyOf(params.pairCode), params.bids));
  return formatFixed(roundRatio(usd, MONEY_SCALE, 'floor')) as UsdAmount;
}
