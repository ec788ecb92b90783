import type { OrderSide } from '@fxdesk/domain';
import type { Clock } from '../../clock.js';
import type { DbOrTx, Db } from '../../db/client.js';
import type { AccountEvent } from '../../events.js';
import type { MarketState } from '../market/index.js';
import type { PostOutcome, Posting } from '../wallet/index.js';
import type { NewOrder, OrderRow } from './orders.repository.js';

// The trading service's vocabulary: what it is built from, what it tells, and its ledger postings.

/** What the trading service uses: the database, this node's market, the clock, the stale-price limit. */
export interface TradingDeps {
  db: Db;
  market: MarketState;
  clock: Clock;
  /** PRICE_STALE_MS: dealing needs a feed heard within it (0: no guard). */
  priceStaleMs: number;
}

export type CloseReason =
  | 'manual'
  | 'stop_loss'
  | 'take_profit'
  | 'stop_out'
  /** Copy trading: closed with its leader, by the follow's copy stop-loss, when the follow stopped. */
  | 'copy_leader'
  | 'copy_stop_loss'
  | 'copy_cancelled';

/** Where the service tells every committed change (`AccountEvents.emit`). */
export type EmitEvent = (event: AccountEvent) => void;

/** Runs last inside a change's transaction (the route stores its idempotent answer there). */
export type WithinChange = (tx: DbOrTx, order: OrderRow) => Promise<void>;

/** A copy of a leader's fill (copy trading, DESIGN §7): opened at the leader's price. */
export interface CopyOpen {
  pairId: number;
  side: OrderSide;
  lots: string;
  leverage: number;
  /** The leader's fill price: the copy opens at exactly this price. */
  priceQuote: string;
  stopLoss: string | null;
  takeProfit: string | null;
}

/**
 * Writes a new order inside its transaction, with its fee posting when it has one (null: a
 * pending order or no fee); a refused posting comes back in `posted` and the caller rolls back.
 * Copy trading passes its own, which also writes the copy's record in the same statement.
 */
export type InsertOrder = (
  tx: DbOrTx,
  fields: NewOrder,
  fee: Posting | null,
) => Promise<{ row: OrderRow; posted?: PostOutcome }>;

export const isNegative = (v: string) => v.startsWith('-') && Number(v) !== 0;
export const negate = (v: string) => (v.startsWith('-') ? v.slice(1) : `-${v}`);
/** Who a ledger entry of the engine's own making is booked by (a fill, an SL/TP, a stop-out). */
export const ENGINE_ACTOR = 'engine';
export const userActor = (userId: number) => `user:${userId}`;

/** An order's fee booked on its account; without `orderId`, the order the statement inserts. */
export const feePosting = (accountId: number, fee: string, actor: string, orderId?: number): Posting => ({
  accountId,
  kind: 'fee',
  amount: negate(fee),
  refType: 'order',
  refId: orderId === undefined ? undefined : String(orderId),
  actor,
});
