import { OrderEntry, OrderStatus } from '@fxdesk/contract';
import { canAfford, decimalSub, openCosts, OrderSides } from '@fxdesk/domain';
import { AppError } from '../../errors.js';
import { readSetting } from '../settings/index.js';
import type { Posting } from '../wallet/index.js';
import { markAccount } from './account-metrics.js';
import type { riskLevels } from './account-snapshot.js';
import { pairOf } from './order-checks.js';
import { insertOrder, insertOrderAndPost, type NewOrder, type OrderRow } from './orders.repository.js';
import { bidsOf, bookOf } from './pricing.js';
import {
  feePosting,
  type CopyOpen,
  type InsertOrder,
  type OrderCosts,
  type TradingDeps,
} from './trading.model.js';

/* The margin rule every new order passes, how the order path writes one, and a copy's order. */

export type RiskLevels = Awaited<ReturnType<typeof riskLevels>>;
export type FieldsOf = (accountId: number, now: Date) => NewOrder;

/** The order path's own insert: the fee posting folded into the insert statement (one round trip). */
export const insertWithFee: InsertOrder = async (tx, fields, fee) =>
  fee ? insertOrderAndPost(tx, fields, fee) : { row: await insertOrder(tx, fields) };

export function marginRefusal(costs: OrderCosts, availableUsd: string): AppError {
  return new AppError('INSUFFICIENT_MARGIN', { required: costs.requiredUsd, available: availableUsd });
}

/**
 * The margin rule of every new order (DESIGN §5), on the account's balance and live orders at
 * the market now: refused unless the free margin covers margin and fee; else the order's fields
 * and its fee posting (a market order's fee is booked at once, a pending order's when it fills).
 */
export function decideOrder(
  ctx: Pick<TradingDeps, 'market' | 'clock'>,
  costs: OrderCosts,
  actor: string,
  account: { id: number; balance: string },
  live: OrderRow[],
  levels: RiskLevels,
  fieldsOf: FieldsOf,
): { fields: NewOrder; fee: Posting | null; freeMarginUsd: string } {
  const { metrics } = markAccount(ctx.market, bidsOf(ctx.market), account.balance, live, levels);
  if (!canAfford({ freeMarginUsd: metrics.freeMarginUsd, marginUsd: costs.marginUsd, feeUsd: costs.feeUsd }))
    throw marginRefusal(costs, metrics.freeMarginUsd);
  const fields = fieldsOf(account.id, ctx.clock());
  const fee =
    fields.status === OrderStatus.PENDING || Number(costs.feeUsd) === 0
      ? null
      : feePosting(account.id, costs.feeUsd, actor);
  return { fields, fee, freeMarginUsd: metrics.freeMarginUsd };
}

/** A copy's costs at the leader's price and its order's fields (`openCopy`, `openCopyOnRead`). */
export async function copyOrderPlan(
  ctx: Pick<TradingDeps, 'db' | 'market'>,
  userId: number,
  copy: CopyOpen,
): Promise<{ costs: OrderCosts; fieldsOf: FieldsOf }> {
  const pair = pairOf(ctx.market, copy.pairId);
  const spread = bookOf(ctx.market, pair.code).spread;
  // A buy fills at the ask, a sell at the bid: the book whose filling side is the leader's price.
  const bid = copy.side === OrderSides.Buy ? decimalSub(copy.priceQuote, spread) : copy.priceQuote;
  const costs = openCosts({
    pairCode: pair.code,
    side: copy.side,
    entry: 'market',
    book: { bid, spread },
    lots: copy.lots,
    unitsPerLot: pair.unitsPerLot,
    leverage: copy.leverage,
    marginModeFixed: pair.marginMode === 1,
    tradeFeeType: await readSetting(ctx.db, 'trade_fee_type'),
    feeRate: pair.feeRate,
    bids: bidsOf(ctx.market),
  });
  const fieldsOf: FieldsOf = (accountId, now) => ({
    userId,
    accountId,
    pairId: pair.id,
    side: copy.side,
    entryType: OrderEntry.MARKET,
    status: OrderStatus.HOLDING,
    pendingKind: null,
    lots: copy.lots,
    leverage: copy.leverage,
    unitsPerLot: pair.unitsPerLot,
    targetPrice: null,
    openPrice: costs.priceQuote,
    stopLoss: copy.stopLoss,
    takeProfit: copy.takeProfit,
    margin: costs.marginUsd,
    fee: costs.feeUsd,
    createdAt: now,
    openedAt: now,
  });
  return { costs, fieldsOf };
}
