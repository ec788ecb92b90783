// The trading module's public face: what other modules may import (ESLint refuses a sibling's
// other files).
export { markAccount } from './account-metrics.js';
export type { DealingEngine } from './engine.js';
export { markPosition, timeHandler, toOrderView } from './order-view.js';
export {
  allLiveOrders,
  liveOrders,
  lockAccount,
  withLockedAccountAndLiveOrders,
  type OrderRow,
} from './orders.repository.js';
export { bidsOf, bookOf } from './pricing.js';
export type { CloseReason, TradingService } from './trading.service.js';
export type { TradingRuntime } from './trading.setup.js';
export { NEW_ORDER_COLUMNS, newOrderParams, splitPosted } from './orders.repository.js';
export type { CopyOpen, CopyTrip, InsertOrder } from './trading.service.js';
export type { NewOrder } from './orders.repository.js';
