import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts } from '../../db/schema.js';
import type { MarketState } from '../market/index.js';
import { readSettings } from '../settings/index.js';
import { markAccount } from './account-metrics.js';
import type { AccountState } from './account-push.js';
import type { OrderRow } from './orders.repository.js';
import { bidsOf } from './pricing.js';

/**
 * An account's exact state (bigint `closeOutcome` per position, `accountMetrics`) from its
 * booked balance — read unless the change that booked it passed it — for the FOREX_TRADE push
 * and the stop-out confirmation. `ordersOf` is asked after the balance is read.
 */
export async function exactAccountState(
  ctx: { db: Db; market: MarketState },
  userId: number,
  ordersOf: () => OrderRow[],
  knownBalanceUsd?: string,
) {
  const [row, levels] = await Promise.all([
    knownBalanceUsd === undefined
      ? ctx.db
          .select({ balance: accounts.balance })
          .from(accounts)
          .where(eq(accounts.userId, userId))
          .then((rows) => rows[0])
      : { balance: knownBalanceUsd },
    readSettings(ctx.db, ['stop_out_level', 'margin_call_level']),
  ]);
  if (!row) return undefined;
  const orders = ordersOf();
  const { metrics, marks } = markAccount(ctx.market, bidsOf(ctx.market), row.balance, orders, {
    stopOutPercent: levels.stop_out_level,
    marginCallPercent: levels.margin_call_level,
  });
  const followIds = new Map(orders.map((order) => [order.id, order.followId]));
  const state: AccountState = {
    balanceUsd: Number(row.balance),
    floatingPnlUsd: Number(metrics.floatingPnlUsd),
    usedMarginUsd: Number(metrics.usedMarginUsd),
    equityUsd: Number(metrics.equityUsd),
    freeMarginUsd: Number(metrics.freeMarginUsd),
    riskRatePercent: metrics.riskRatePercent === null ? null : Number(metrics.riskRatePercent),
    marginCall: metrics.marginCall,
    positions: [...marks].map(([id, m]) => ({
      id,
      price: Number(m.price),
      pnlUsd: Number(m.pnlUsd),
      followId: followIds.get(id),
    })),
  };
  return { state, marks, stopOut: metrics.stopOut && marks.size > 0 };
}
