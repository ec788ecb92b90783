import { OrderStatus, OrderSide } from '@fxdesk/contract';
import type { OrderView } from '../api/trading.api';

export const isBuy = (order: Pick<OrderView, 'OrderType'>): boolean => order.OrderType === OrderSide.BUY;

/** A pending order cancelled before it filled (history): no close price, no P&L to show. */
export const isCancelled = (order: Pick<OrderView, 'Status' | 'CloseReason'>): boolean =>
  order.Status === OrderStatus.HISTORY && order.CloseReason === 'cancelled';
