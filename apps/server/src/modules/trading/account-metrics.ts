import { accountMetrics, type AccountMetrics, type BidLookup } from '@fxdesk/domain';
import type { MarketState } from '../market/index.js';
import { markPosition } from './order-view.js';
import type { OrderRow } from './orders.repository.js';

export interface MarkedAccount {
  metrics: AccountMetrics;
  /** Floating P&L and live price per open position. */
  marks: Map<number, { price: string; pnlUsd: string }>;
}

/**
 * Equity, used and free margin, risk rate (DESIGN §5) of an account from its balance and its
 * live orders. Pending orders hold their margin too, so an order cannot be placed on margin a
 * pending order has already claimed.
 */
export function markAccount(
  market: MarketState,
  bids: BidLookup,
  balanceUsd: string,
  live: readonly OrderRow[],
  levels: { stopOutPercent: number; marginCallPercent: number },
): MarkedAccount {
  const marks = new Map<number, { price: string; pnlUsd: string }>();
  const positions = live.map((order) => {
    const code = market.pairById(order.pairId)?.code ?? '';
    const mark = markPosition(market, bids, order, code);
    if (mark) marks.set(order.id, mark);
    return { marginUsd: order.margin, floatingPnlUsd: mark?.pnlUsd ?? '0' };
  });
  return { metrics: accountMetrics({ balanceUsd, positions, ...levels }), marks };
}
