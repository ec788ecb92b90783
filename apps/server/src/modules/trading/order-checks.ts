import { validateStops, type OrderSide } from '@fxdesk/domain';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { MarketState, PairRow } from '../market/index.js';
import { withOwnOrder, type OrderRow } from './orders.repository.js';
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
