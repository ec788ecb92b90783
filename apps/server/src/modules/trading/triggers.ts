import { OrderStatus } from '@fxdesk/contract';
import {
  closePrice,
  pendingTriggered,
  stopTriggered,
  type BookQuote,
  type OrderSide,
  type PendingKind,
} from '@fxdesk/domain';
import type { OrderRow } from './orders.repository.js';

/** What a tick asks the engine to do with one live order. */
export type TriggerAction = { kind: 'close'; reason: 'stop_loss' | 'take_profit' } | { kind: 'fill' };

/**
 * DESIGN §5 triggers of one order against one tick's book: SL/TP of an open position on its
 * closing side (a long at the bid, a short at the ask), a pending order when the price reaches
 * its target. Null when the tick touches neither.
 */
export function triggerOf(order: OrderRow, book: BookQuote): TriggerAction | null {
  const side = order.side as OrderSide;
  if (order.status === OrderStatus.HOLDING) {
    const hit = stopTriggered({
      side,
      closePriceQuote: closePrice(side, book),
      stopLossPriceQuote: order.stopLoss,
      takeProfitPriceQuote: order.takeProfit,
    });
    if (!hit) return null;
    return { kind: 'close', reason: hit === 'stopLoss' ? 'stop_loss' : 'take_profit' };
  }
  if (order.status === OrderStatus.PENDING && order.targetPrice && order.pendingKind) {
    const reached = pendingTriggered({
      side,
      kind: order.pendingKind as PendingKind,
      targetPriceQuote: order.targetPrice,
      book,
    });
    return reached ? { kind: 'fill' } : null;
  }
  return null;
}
