import { add, formatFixed, parseFixed, type DecimalInput } from '../decimal/fixed.js';
import { parsePositive } from '../decimal/guards.js';
import type { BidLookup } from '../market/conversion.js';
import { closePrice, fillPrice, type BookQuote } from '../market/prices.js';
import type { OrderSide, PriceQuote, UsdAmount } from '../units.js';
import { tradeFeeUsd } from './fee.js';
import { marginUsd } from './margin.js';
import { pnlUsd } from './pnl.js';

/** Inputs of `openCosts`: one order ticket with the pair's settings and the market. */
export interface OpenCostsParams {
  pairCode: string;
  side: OrderSide;
  /** SPEC §4 entry type: `market` (status 1) fills now, `pending` (status 0) at its target. */
  entry: 'market' | 'pending';
  /** The pair's current book; a market order fills on it. */
  book: BookQuote;
  /** Required for a pending order: the price it will fill at. */
  targetPriceQuote?: DecimalInput | null;
  lots: DecimalInput;
  unitsPerLot: DecimalInput;
  leverage?: DecimalInput | null;
  marginModeFixed: boolean;
  tradeFeeType: number;
  feeRate: DecimalInput;
  bids: BidLookup;
}

/** What opening an order books. */
export interface OpenCosts {
  /** The fill price: ask or bid for a market order, the target for a pending one. */
  priceQuote: PriceQuote;
  marginUsd: UsdAmount;
  feeUsd: UsdAmount;
  /** margin + fee: what free margin must cover (DESIGN §5). */
  requiredUsd: UsdAmount;
}

/**
 * Fill price, margin and fee of an order (SPEC §9, DESIGN §5). The margin's price is the fill
 * price: the ask for a market buy, the bid for a market sell, the target for a pending order.
 */
export function openCosts(params: OpenCostsParams): OpenCosts {
  const priceQuote = openPrice(params);
  const margin = marginUsd({ ...params, priceQuote });
  const fee = tradeFeeUsd({ ...params, marginUsd: margin });
  const requiredUsd = formatFixed(add(parseFixed(margin), parseFixed(fee))) as UsdAmount;
  return { priceQuote, marginUsd: margin, feeUsd: fee, requiredUsd };
}

function openPrice(params: OpenCostsParams): PriceQuote {
  if (params.entry === 'market') return fillPrice(params.side, params.book);
  const target = params.targetPriceQuote;
  if (target === undefined || target === null) throw new RangeError('a pending order needs a target price');
  return formatFixed(parsePositive(target, 'targetPriceQuote')) as PriceQuote;
}

/** Inputs of `closeOutcome`: an open position and the market at the moment it closes. */
export interface CloseOutcomeParams {
  pairCode: string;
  side: OrderSide;
  lots: DecimalInput;
  unitsPerLot: DecimalInput;
  openPriceQuote: DecimalInput;
  /** The pair's book at close; a long closes on its bid, a short on its ask. */
  book: BookQuote;
  /** Bids at close, used to convert the quote-currency P&L to USD. */
  bids: BidLookup;
}

/** Close price and realized P&L of a position (DESIGN §5). */
export function closeOutcome(params: CloseOutcomeParams): { priceQuote: PriceQuote; pnlUsd: UsdAmount } {
  const priceQuote = closePrice(params.side, params.book);
  return { priceQuote, pnlUsd: pnlUsd({ ...params, closePriceQuote: priceQuote }) };
}
