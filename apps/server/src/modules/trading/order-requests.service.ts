import { OrderStatus } from '@fxdesk/contract';
import type { Db } from '../../db/client.js';
import { withIdempotency, type Remember } from './idempotency.js';
import { pageOrders, realizedPnlTotal } from './orders.repository.js';
import type { TradingService } from './trading.service.js';

/** my_deal's page size (SPEC §7: 20 a page). */
export const MY_DEAL_PAGE_SIZE = 20;

/** What the client's order requests use: the database (keys, pages) and the account snapshot. */
export interface OrderRequestDeps {
  db: Db;
  trading: Pick<TradingService, 'snapshot'>;
}

/**
 * What the client's order routes ask for besides the order path itself: one answer per
 * Idempotency-Key, and the my_deal page with its balance and P&L total.
 */
export class OrderRequests {
  constructor(private readonly deps: OrderRequestDeps) {}

  /**
   * Runs `fn` once per (user, Idempotency-Key) — without a key, every time (see
   * `withIdempotency`): a retry gets the first answer instead of acting twice.
   */
  once<T>(
    userId: number,
    key: string | undefined,
    action: string,
    fn: (remember: Remember<T> | undefined) => Promise<T>,
  ): Promise<T> {
    return withIdempotency(this.deps.db, userId, key, action, fn);
  }

  /**
   * One page of the user's orders in `status`, newest first, with the balance and
   * all_fact_profits: for history the realized total of every page, for holding and pending
   * orders the floating P&L now.
   */
  async myDeal(userId: number, status: number, page: number) {
    const { db, trading } = this.deps;
    const { rows, total } = await pageOrders(db, userId, status, page, MY_DEAL_PAGE_SIZE);
    const snap = await trading.snapshot(userId);
    const allFactProfits =
      status === OrderStatus.HISTORY ? await realizedPnlTotal(db, userId) : snap.metrics.floatingPnlUsd;
    return {
      rows,
      total,
      balance: snap.account.balance,
      allFactProfits: Number(allFactProfits),
    };
  }
}
