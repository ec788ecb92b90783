import { validateStops, type BidLookup, type OrderSide } from '@fxdesk/domain';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { MarketState, PairRow } from '../market/index.js';
import { withOwnOrder, type OrderRow } from './orders.repository.js';
import { bidsOf } from './pricing.js';
import type { TradingDeps } from './trading.model.js';

// The checks an order passes (SPEC §5): ownership, pair, market hours, live prices, leverage,
// stop-loss and take-profit.

export function pairOf(market: MarketState, id: number): PairRow {
  const pair = market.pairById(id);
  if (!pair) throw new AppError('PAIR_NOT_FOUND');
  return pair;
}

/**
 * Stale-price guard (issue 14 §7): a market order, a client's close or a pending fill needs a
 * live quote. This node must have heard from the feed within PRICE_STALE_MS — during a
 * failover the API nodes otherwise dealt at quotes seconds old — and, given a pair, that pair
 * must have ticked since the feed was last silent for longer: the new leader's first ticks or
 * heartbeat do not make the quote from before the gap live again.
 */
export function requireLivePrices(
  ctx: Pick<TradingDeps, 'market' | 'clock' | 'priceStaleMs'>,
  pairCode?: string,
): void {
  const limitMs = ctx.priceStaleMs;
  if (limitMs === 0) return;
  const silence = ctx.market.feedSilenceMs(ctx.clock().getTime());
  if (silence === null || silence > limitMs) throw new AppError('PRICES_STALE');
  if (pairCode !== undefined && !ctx.market.quoteInCurrentRun(pairCode)) throw new AppError('PRICES_STALE');
}

/** Bids for converting to USD that refuse a rate from before the last feed gap; see `liveBidsOf`. */
export interface LiveBids {
  lookup: BidLookup;
  /** The pairs whose bids were read, to check again under the account lock. */
  read: ReadonlySet<string>;
  /** Refuses with PRICES_STALE if a rate read so far is no longer from the current feed run. */
  recheck(): void;
}

/**
 * The same freshness rule for the conversion rates of other pairs (issue 14): a EURJPY
 * position's P&L and margin become USD at the USDJPY bid (DESIGN §5), so after a gap that rate
 * must have ticked again too, or the deal converts at the quote from before the gap. Reading a
 * pair whose quote is not from the current feed run throws PRICES_STALE; a pair that is not
 * quoted at all reads as undefined (the domain then tries the inverse pair, or reports the rate
 * missing). Only the pairs the conversion actually reads are checked. A halted conversion pair
 * (admin switch or calendar) receives no ticks: its rate is the one frozen at the halt, used as
 * before, gap or not — otherwise halting USDJPY would stop every JPY cross after the next
 * restart. With the guard off (PRICE_STALE_MS = 0) these are the plain live bids.
 */
export function liveBidsOf(ctx: Pick<TradingDeps, 'market' | 'clock' | 'priceStaleMs'>): LiveBids {
  const bids = bidsOf(ctx.market);
  const read = new Set<string>();
  const fresh = (code: string) =>
    ctx.priceStaleMs === 0 ||
    ctx.market.quoteInCurrentRun(code) ||
    !ctx.market.isOpen(code, ctx.clock().getTime());
  return {
    read,
    lookup: (code) => {
      const bid = bids(code);
      if (bid === undefined) return undefined;
      if (!fresh(code)) throw new AppError('PRICES_STALE');
      read.add(code);
      return bid;
    },
    recheck: () => {
      for (const code of read) if (!fresh(code)) throw new AppError('PRICES_STALE');
    },
  };
}

/** SPEC §5: nothing is opened, closed by the client or edited while the pair is closed. */
export function requireOpen(ctx: Pick<TradingDeps, 'market' | 'clock'>, pair: PairRow): void {
  if (!ctx.market.isOpen(pair.code, ctx.clock().getTime())) throw new AppError('MARKET_CLOSED');
}

export function leverageFor(pair: PairRow, requested: number | undefined): number {
  if (pair.marginMode === 1) return requested ?? 0;
  // SPEC §5: no leverage options and no fixed margin: nothing can be placed.
  if (pair.leverages.length === 0) throw new AppError('NO_LEVERAGE');
  if (requested === undefined || !pair.leverages.includes(requested)) throw new AppError('LEVERAGE_INVALID');
  return requested;
}

export function checkStops(
  side: OrderSide,
  reference: string,
  stopLoss: string | undefined,
  takeProfit: string | undefined,
) {
  const result = validateStops({
    side,
    referencePriceQuote: reference,
    stopLossPriceQuote: stopLoss,
    takeProfitPriceQuote: takeProfit,
  });
  if (result.ok) return;
  if (result.errors.some((e) => e.startsWith('stopLoss'))) throw new AppError('STOP_LOSS_INVALID');
  throw new AppError('TAKE_PROFIT_INVALID');
}

/**
 * A transaction on an order of this user, its account row locked (the same lock as
 * `lockAccount`) in the transaction's first statement; another user's order does not exist.
 */
export function ownOrder<T>(
  db: Db,
  userId: number,
  id: number,
  fn: (tx: Tx, order: OrderRow) => Promise<T>,
): Promise<T> {
  return withOwnOrder(db, userId, id, (tx, order) => {
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return fn(tx, order);
  });
}
