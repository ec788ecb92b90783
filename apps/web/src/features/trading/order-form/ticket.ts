import { OrderSide as Side, type ForexItem } from '@fxdesk/contract';
import {
  bidLookupFrom,
  canDecrementLots,
  closePrice,
  decimalAdd,
  decimalCompare,
  decimalSub,
  isDecimal,
  openCosts,
  validateLots,
  validateStops,
  type BidLookup,
  type BookQuote,
  type OpenCosts,
  type OrderSide,
} from '@fxdesk/domain';
import type { LiveQuote } from '../../../shared/market/quotes.store';
import type { SubmitOrderBody } from '../api/trading.api';

/**
 * The order ticket of the trade screen (SPEC §5) as plain data and pure functions: what the
 * form shows as estimates is computed here with the same domain functions the server books
 * with, from the same inputs (book and bids on the pair's price grid), so the estimate equals
 * what gets booked at that quote.
 */

export type Entry = 'market' | 'pending';

export interface Ticket {
  side: OrderSide;
  entry: Entry;
  /** Decimal text as typed; used when `entry` is pending. */
  targetPrice: string;
  /** Decimal text; starts at the pair's minimum. */
  lots: string;
  leverage: number | null;
  stopLossOn: boolean;
  stopLoss: string;
  takeProfitOn: boolean;
  takeProfit: string;
}

export function initialTicket(pair: ForexItem, leverage: number | null = null): Ticket {
  return {
    side: Side.BUY,
    entry: 'market',
    targetPrice: '',
    lots: String(pair.ForexMinCont),
    leverage: pickLeverage(pair, leverage),
    stopLossOn: false,
    stopLoss: '',
    takeProfitOn: false,
    takeProfit: '',
  };
}

/** The remembered leverage when the pair offers it, else the pair's first option, else none. */
export function pickLeverage(pair: ForexItem, preferred: number | null): number | null {
  const values = pair.HasForexMultiple.map((m) => m.Value);
  if (preferred !== null && values.includes(preferred)) return preferred;
  return values[0] ?? null;
}

export const isFixedMargin = (pair: ForexItem): boolean => pair.MarginMode === 1;

/** SPEC §5: no leverage options and not fixed margin — nothing can be placed. */
export const hasNoLever = (pair: ForexItem): boolean =>
  pair.HasForexMultiple.length === 0 && !isFixedMargin(pair);

/** The pair's book as the server builds it: bid and ask − bid on the pair's price grid. */
export function bookOf(pair: ForexItem, quote: Pick<LiveQuote, 'bid' | 'ask'>): BookQuote {
  const p = pair.PricePrecision;
  return { bid: quote.bid.toFixed(p), spread: Math.max(0, quote.ask - quote.bid).toFixed(p) };
}

/** Every pair's bid on its own grid, for converting quote-currency margin to USD. */
export function bidsOf(pairs: readonly ForexItem[], quotes: Readonly<Record<string, LiveQuote>>): BidLookup {
  const bids: Record<string, string> = {};
  for (const pair of pairs) {
    const bid = quotes[pair.Code]?.bid ?? pair.ForexQuotations.Bid;
    if (bid > 0) bids[pair.Code] = bid.toFixed(pair.PricePrecision);
  }
  return bidLookupFrom(bids);
}

const positive = (text: string): boolean => isDecimal(text) && decimalCompare(text, '0') > 0;

export interface EstimateInputs {
  pair: ForexItem;
  quote: Pick<LiveQuote, 'bid' | 'ask'> | undefined;
  ticket: Ticket;
  tradeFeeType: number;
  bids: BidLookup;
}

/**
 * Fill price, margin, fee and margin + fee of the ticket (SPEC §9 via `openCosts`), or null
 * while the ticket cannot be priced (no quote, lots or target price not a number, no leverage).
 */
export function estimate({ pair, quote, ticket, tradeFeeType, bids }: EstimateInputs): OpenCosts | null {
  if (!quote || quote.bid <= 0) return null;
  if (!positive(ticket.lots)) return null;
  if (ticket.entry === 'pending' && !positive(ticket.targetPrice)) return null;
  const fixed = isFixedMargin(pair);
  if (!fixed && ticket.leverage === null) return null;
  try {
    return openCosts({
      pairCode: pair.Code,
      side: ticket.side,
      entry: ticket.entry,
      book: bookOf(pair, quote),
      targetPriceQuote: ticket.entry === 'pending' ? ticket.targetPrice : null,
      lots: ticket.lots,
      unitsPerLot: pair.ForexContNum,
      leverage: ticket.leverage,
      marginModeFixed: fixed,
      tradeFeeType,
      feeRate: pair.ForexFeeRate,
      bids,
    });
  } catch {
    // A conversion rate that is not quoted yet: no estimate rather than a wrong one.
    return null;
  }
}

/** Lots one step up (exact decimal, no 0.1 + 0.2 surprises). */
export function stepLotsUp(lots: string, pair: ForexItem): string {
  const base = isDecimal(lots) ? lots : String(pair.ForexMinCont);
  return decimalAdd(base, pair.Pip);
}

/** Lots one step down, never below the minimum. */
export function stepLotsDown(lots: string, pair: ForexItem): string {
  if (!canStepLotsDown(lots, pair)) return lots;
  return decimalSub(lots, pair.Pip);
}

/**
 * SPEC §5: the decrement is disabled when amount − Pip is at or below 0; it is also disabled
 * at the pair's minimum, the floor no order can go under.
 */
export function canStepLotsDown(lots: string, pair: ForexItem): boolean {
  if (!isDecimal(lots) || !canDecrementLots(lots, pair.Pip)) return false;
  return decimalCompare(decimalSub(lots, pair.Pip), pair.ForexMinCont) >= 0;
}

/** Why a ticket cannot be sent: a message key of `order_form.*` and its values. */
export interface TicketProblem {
  key:
    | 'no_lever'
    | 'lots_invalid'
    | 'leverage_required'
    | 'target_required'
    | 'price_invalid'
    | 'sl_wrong_side'
    | 'tp_wrong_side'
    | 'no_quote';
  values?: Record<string, string | number>;
  /** The stop-loss or take-profit field at fault, marked on the form itself. */
  field?: 'sl' | 'tp';
}

/**
 * A new side: stop-loss and take-profit levels belong to the old side (a buy's stop-loss sits
 * below the price, a sell's above), so they are cleared rather than carried over.
 */
export function withSide(ticket: Ticket, side: Ticket['side']): Ticket {
  if (side === ticket.side) return ticket;
  return { ...ticket, side, stopLoss: '', takeProfit: '', stopLossOn: false, takeProfitOn: false };
}

/** The local checks of SPEC §5 before anything is sent. */
export function checkTicket(
  pair: ForexItem,
  quote: Pick<LiveQuote, 'bid' | 'ask'> | undefined,
  ticket: Ticket,
): TicketProblem | null {
  if (hasNoLever(pair)) return { key: 'no_lever' };
  const lots = validateLots(isDecimal(ticket.lots) ? ticket.lots : 'x', {
    minLots: pair.ForexMinCont,
    stepLots: pair.Pip,
  });
  if (!lots.ok) return { key: 'lots_invalid', values: { min: pair.ForexMinCont, step: pair.Pip } };
  if (!isFixedMargin(pair) && ticket.leverage === null) return { key: 'leverage_required' };
  if (ticket.entry === 'pending' && !positive(ticket.targetPrice)) return { key: 'target_required' };
  const stopLoss = ticket.stopLossOn ? ticket.stopLoss.trim() : '0';
  const takeProfit = ticket.takeProfitOn ? ticket.takeProfit.trim() : '0';
  if (ticket.stopLossOn && !positive(stopLoss)) return { key: 'price_invalid', field: 'sl' };
  if (ticket.takeProfitOn && !positive(takeProfit)) return { key: 'price_invalid', field: 'tp' };
  if (!ticket.stopLossOn && !ticket.takeProfitOn) return null;
  let reference: string;
  if (ticket.entry === 'pending') reference = ticket.targetPrice;
  else if (quote && quote.bid > 0) reference = closePrice(ticket.side, bookOf(pair, quote));
  else return { key: 'no_quote' };
  const stops = validateStops({
    side: ticket.side,
    referencePriceQuote: reference,
    stopLossPriceQuote: stopLoss,
    takeProfitPriceQuote: takeProfit,
  });
  if (stops.ok) return null;
  return stops.errors.includes('stopLossWrongSide')
    ? { key: 'sl_wrong_side', field: 'sl' }
    : { key: 'tp_wrong_side', field: 'tp' };
}

/** The ticket control a problem is about (its test id is `order-<field>`); none for the market's. */
export type TicketField = 'lots' | 'leverage' | 'target-price' | 'sl' | 'tp';

export function ticketField(key: TicketProblem['key'], ticket: Ticket): TicketField | null {
  switch (key) {
    case 'lots_invalid':
      return 'lots';
    case 'no_lever':
    case 'leverage_required':
      return 'leverage';
    case 'target_required':
      return 'target-price';
    case 'price_invalid':
      return ticket.stopLossOn && !positive(ticket.stopLoss.trim()) ? 'sl' : 'tp';
    case 'sl_wrong_side':
      return 'sl';
    case 'tp_wrong_side':
      return 'tp';
    default:
      return null;
  }
}

/** The submit call's fields (SPEC §7); SPEC §5: a level whose toggle is off is sent as 0. */
export function submitBody(pair: ForexItem, ticket: Ticket): SubmitOrderBody {
  return {
    type: ticket.side,
    cont: ticket.lots,
    forex_id: pair.Id,
    status: ticket.entry === 'market' ? 1 : 0,
    target_price: ticket.entry === 'pending' ? ticket.targetPrice.trim() : 0,
    stop_loss_price: ticket.stopLossOn ? ticket.stopLoss.trim() : 0,
    target_profit_price: ticket.takeProfitOn ? ticket.takeProfit.trim() : 0,
    multiple: ticket.leverage ?? 0,
  };
}
