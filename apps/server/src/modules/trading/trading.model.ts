import type { OrderSide } from '@fxdesk/domain';
import type { Clock } from '../../clock.js';
import type { DbOrTx, Db } from '../../db/client.js';
import type { AccountEvent } from '../../events.js';
import type { AppError } from '../../errors.js';
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

/** What a new order costs: its margin, its fee, and both (what free margin must cover). */
export interface OrderCosts {
  marginUsd: string;
  feeUsd: string;
  requiredUsd: string;
}

/**
 * Writes a copy decided on an earlier read of the follower's account in one round trip
 * (`TradingService.openCopyOnRead`), holding the account lock and only if the account (balance,
 * live orders, ledger) is still exactly as read: else 'stale', nothing written.
 * - `open`: the order, its fee posting (`fee`, null: none) and the copy's record; 'skipped' when
 *   the copy was not to be made after all (its skip recorded instead), else the order and the
 *   balance after it.
 * - `refuse`: records the refusal (the order path's `error`) as the copy's skip.
 */
export interface CopyTrip {
  open(
    fields: NewOrder,
    fee: Posting | null,
  ): Promise<{ row: OrderRow; balance: string } | 'stale' | 'skipped'>;
  refuse(error: AppError): Promise<'recorded' | 'stale'>;
}

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
