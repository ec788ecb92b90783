import { OrderEntry, OrderStatus, type SubmitOrder } from '@fxdesk/contract';
import {
  canAfford,
  closeOutcome,
  closePrice,
  decimalSub,
  openCosts,
  pendingOrderKind,
  validateLots,
  validateStops,
  type BookQuote,
  type OrderSide,
} from '@fxdesk/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { AccountEvent, OrderChange } from '../../events.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { accounts, orders } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import type { SessionUser } from '../auth/sessions.js';
import type { PairRow } from '../market/market.repository.js';
import { readSetting, readSettings } from '../settings/settings.repository.js';
import { mustPost, post, type PostOutcome, type Posting } from '../wallet/ledger.js';
import { markAccount } from './account-metrics.js';
import {
  closePositionAndPost,
  insertOrder,
  insertOrderAndPost,
  liveOrders,
  withLockedAccount,
  withLockedAccountAndLiveOrders,
  withOwnOrder,
  type NewOrder,
  type OrderRow,
} from './orders.repository.js';
import { bidsOf, bidsWith, bookOf } from './pricing.js';

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

/** The order path's own insert: the fee posting folded into the insert statement (one round trip). */
const insertWithFee: InsertOrder = async (tx, fields, fee) =>
  fee ? insertOrderAndPost(tx, fields, fee) : { row: await insertOrder(tx, fields) };

const isNegative = (v: string) => v.startsWith('-') && Number(v) !== 0;
const negate = (v: string) => (v.startsWith('-') ? v.slice(1) : `-${v}`);
/** Who a ledger entry of the engine's own making is booked by (a fill, an SL/TP, a stop-out). */
const ENGINE_ACTOR = 'engine';
const userActor = (userId: number) => `user:${userId}`;

/** An order's fee booked on its account; without `orderId`, the order the statement inserts. */
const feePosting = (accountId: number, fee: string, actor: string, orderId?: number): Posting => ({
  accountId,
  kind: 'fee',
  amount: negate(fee),
  refType: 'order',
  refId: orderId === undefined ? undefined : String(orderId),
  actor,
});

/**
 * Opening, closing, cancelling and editing orders (DESIGN §5). Each change is one transaction
 * holding the account row lock: order row, ledger entries and balance move together, and no
 * two changes of one account interleave.
 */
export class TradingService {
  constructor(
    private readonly ctx: AppContext,
    private readonly emit: EmitEvent = () => {},
  ) {}

  /** After commit: one event per changed order, to the engine, the pushes and copy trading. */
  private changed(change: OrderChange, order: OrderRow, balanceUsd?: string): void {
    this.emit({ kind: 'order', change, order, balanceUsd });
  }

  private pairOf(id: number): PairRow {
    const pair = this.ctx.market.pairById(id);
    if (!pair) throw new AppError('PAIR_NOT_FOUND');
    return pair;
  }

  /**
   * Stale-price guard (issue 14 §7): a market order, a client's close or a pending fill needs a
   * live quote. This node must have heard from the feed within PRICE_STALE_MS — during a
   * failover the API nodes otherwise dealt at quotes seconds old.
   */
  private requireLivePrices(): void {
    const limitMs = this.ctx.config.PRICE_STALE_MS;
    if (limitMs === 0) return;
    const silence = this.ctx.market.feedSilenceMs(this.ctx.clock().getTime());
    if (silence === null || silence > limitMs) throw new AppError('PRICES_STALE');
  }

  /** SPEC §5: nothing is opened, closed by the client or edited while the pair is closed. */
  private requireOpen(pair: PairRow): void {
    if (!this.ctx.market.isOpen(pair.code, this.ctx.clock().getTime())) throw new AppError('MARKET_CLOSED');
  }

  private leverageFor(pair: PairRow, requested: number | undefined): number {
    if (pair.marginMode === 1) return requested ?? 0;
    // SPEC §5: no leverage options and no fixed margin: nothing can be placed.
    if (pair.leverages.length === 0) throw new AppError('NO_LEVERAGE');
    if (requested === undefined || !pair.leverages.includes(requested))
      throw new AppError('LEVERAGE_INVALID');
    return requested;
  }

  async submit(session: SessionUser, input: SubmitOrder, within?: WithinChange) {
    const pair = this.pairOf(input.forex_id);
    const leverage = this.leverageFor(pair, input.multiple);
    this.requireOpen(pair);
    if (input.status !== 0) this.requireLivePrices();
    const lots = validateLots(input.cont, { minLots: pair.minLots, stepLots: pair.lotStep, maxLots: '100' });
    if (!lots.ok)
      throw new AppError('LOTS_INVALID', { min: Number(pair.minLots), step: Number(pair.lotStep) });
    const pending = input.status === OrderStatus.PENDING;
    if (pending && !input.target_price) throw new AppError('TARGET_PRICE_REQUIRED');
    const side = input.type as OrderSide;
    const book = bookOf(this.ctx.market, pair.code);
    const bids = bidsOf(this.ctx.market);
    const tradeFeeType = await readSetting(this.ctx.db, 'trade_fee_type');
    const costs = openCosts({
      pairCode: pair.code,
      side,
      entry: pending ? 'pending' : 'market',
      book,
      targetPriceQuote: input.target_price,
      lots: lots.lots,
      unitsPerLot: pair.unitsPerLot,
      leverage,
      marginModeFixed: pair.marginMode === 1,
      tradeFeeType,
      feeRate: pair.feeRate,
      bids,
    });
    this.checkStops(
      side,
      pending ? costs.priceQuote : closePrice(side, book),
      input.stop_loss_price,
      input.target_profit_price,
    );

    return this.place(session.id, costs, userActor(session.id), within, (accountId, now) => ({
      userId: session.id,
      accountId,
      pairId: pair.id,
      side,
      entryType: pending ? OrderEntry.PENDING : OrderEntry.MARKET,
      status: pending ? OrderStatus.PENDING : OrderStatus.HOLDING,
      pendingKind: pending ? pendingOrderKind(side, costs.priceQuote, book) : null,
      lots: lots.lots,
      leverage,
      unitsPerLot: pair.unitsPerLot,
      targetPrice: pending ? costs.priceQuote : null,
      openPrice: pending ? null : costs.priceQuote,
      stopLoss: input.stop_loss_price ?? null,
      takeProfit: input.target_profit_price ?? null,
      margin: costs.marginUsd,
      fee: costs.feeUsd,
      createdAt: now,
      openedAt: pending ? null : now,
    }));
  }

  /**
   * Opens a copy of a leader's fill in the follower's account (copy trading): the same
   * transaction, margin check, fee and ledger rules as any market order, at the leader's price.
   * `insert` writes the order and its fee (and the copy's record, whose unique key makes a copy
   * happen once) in that transaction.
   */
  async openCopy(userId: number, copy: CopyOpen, insert: InsertOrder): Promise<OrderRow> {
    const pair = this.pairOf(copy.pairId);
    const spread = bookOf(this.ctx.market, pair.code).spread;
    // A buy fills at the ask, a sell at the bid: the book whose filling side is the leader's price.
    const bid = copy.side === 1 ? decimalSub(copy.priceQuote, spread) : copy.priceQuote;
    const costs = openCosts({
      pairCode: pair.code,
      side: copy.side,
      entry: 'market',
      book: { bid, spread },
      lots: copy.lots,
      unitsPerLot: pair.unitsPerLot,
      leverage: copy.leverage,
      marginModeFixed: pair.marginMode === 1,
      tradeFeeType: await readSetting(this.ctx.db, 'trade_fee_type'),
      feeRate: pair.feeRate,
      bids: bidsOf(this.ctx.market),
    });
    const fields = (accountId: number, now: Date): NewOrder => ({
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
    return this.place(userId, costs, ENGINE_ACTOR, undefined, fields, insert);
  }

  /**
   * Books a new order in one transaction holding the account lock: free margin checked on the
   * live orders, the order inserted, a market order's fee posted in the same statement.
   */
  private async place(
    userId: number,
    costs: { marginUsd: string; feeUsd: string; requiredUsd: string },
    actor: string,
    within: WithinChange | undefined,
    fieldsOf: (accountId: number, now: Date) => NewOrder,
    insert: InsertOrder = insertWithFee,
  ): Promise<OrderRow> {
    const bids = bidsOf(this.ctx.market);
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const levels = await this.levels();
    const order = await withLockedAccountAndLiveOrders(this.ctx.db, userId, async (tx, account, live) => {
      const { metrics } = markAccount(this.ctx.market, bids, account.balance, live, levels);
      const refused = () =>
        new AppError('INSUFFICIENT_MARGIN', {
          required: costs.requiredUsd,
          available: metrics.freeMarginUsd,
        });
      if (
        !canAfford({ freeMarginUsd: metrics.freeMarginUsd, marginUsd: costs.marginUsd, feeUsd: costs.feeUsd })
      )
        throw refused();
      const fields = fieldsOf(account.id, this.ctx.clock());
      // A market order's fee is booked at once; a pending order's when it fills.
      const fee =
        fields.status === OrderStatus.PENDING || Number(costs.feeUsd) === 0
          ? null
          : feePosting(account.id, costs.feeUsd, actor);
      const { row, posted } = await insert(tx, fields, fee);
      // Refused: the fee would take the balance below 0 (the throw rolls the order back).
      if (posted && !posted.ok) throw refused();
      await within?.(tx, row);
      return { row, balance: posted?.ok ? posted.balance : account.balance };
    });
    this.changed(order.row.status === OrderStatus.PENDING ? 'placed' : 'opened', order.row, order.balance);
    return order.row;
  }

  private checkStops(
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

  private async levels() {
    const s = await readSettings(this.ctx.db, ['stop_out_level', 'margin_call_level']);
    return { stopOutPercent: s.stop_out_level, marginCallPercent: s.margin_call_level };
  }

  /**
   * A transaction on an order of this user, its account row locked (the same lock as
   * `lockAccount`) in the transaction's first statement; another user's order does not exist.
   */
  private ownOrder<T>(userId: number, id: number, fn: (tx: Tx, order: OrderRow) => Promise<T>): Promise<T> {
    return withOwnOrder(this.ctx.db, userId, id, (tx, order) => {
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      return fn(tx, order);
    });
  }

  /**
   * Closes an open position at the closing-side price (DESIGN §5) of the current book, or of
   * `at` (the tick that triggered its SL/TP), and books its P&L once.
   */
  async close(
    userId: number,
    id: number,
    reason: CloseReason,
    at?: BookQuote,
    within?: WithinChange,
  ): Promise<OrderRow> {
    const closed = await this.ownOrder(userId, id, async (tx, order) => {
      if (order.status !== OrderStatus.HOLDING || !order.openPrice) throw new AppError('ORDER_STATE_CHANGED');
      const pair = this.pairOf(order.pairId);
      // A client's close while the pair is halted would book at the frozen quote (issue 14).
      if (reason === 'manual') {
        this.requireOpen(pair);
        this.requireLivePrices();
      }
      const outcome = closeOutcome({
        pairCode: pair.code,
        side: order.side as OrderSide,
        lots: order.lots,
        unitsPerLot: order.unitsPerLot,
        openPriceQuote: order.openPrice,
        book: at ?? bookOf(this.ctx.market, pair.code),
        bids: at ? bidsWith(this.ctx.market, pair.code, at) : bidsOf(this.ctx.market),
      });
      const closed = await closePositionAndPost(
        tx,
        id,
        {
          closePrice: outcome.priceQuote,
          realizedPnl: outcome.pnlUsd,
          closeReason: reason,
          closedAt: this.ctx.clock(),
        },
        {
          accountId: order.accountId,
          kind: 'realized_pnl',
          amount: outcome.pnlUsd,
          refType: 'order',
          refId: String(order.id),
          actor: reason === 'manual' ? userActor(userId) : ENGINE_ACTOR,
          allowNegative: true,
        },
      );
      if (!closed) throw new AppError('ORDER_STATE_CHANGED');
      const { row } = closed;
      // A loss is booked with allowNegative: a refusal means the ledger is broken.
      const after = mustPost(closed.posted).balance;
      await within?.(tx, row);
      // Negative balance protection (DESIGN §5): the client never owes more than they deposited.
      if (isNegative(after)) {
        const reset = mustPost(
          await post(tx, {
            accountId: row.accountId,
            kind: 'negative_balance_reset',
            amount: negate(after),
            refType: 'order',
            refId: String(row.id),
            actor: ENGINE_ACTOR,
          }),
        );
        return { row, balance: reset.balance };
      }
      return { row, balance: after };
    });
    this.changed('closed', closed.row, closed.balance);
    return closed.row;
  }

  async cancel(
    userId: number,
    id: number,
    reason: 'cancelled' | 'insufficient_margin' = 'cancelled',
    within?: WithinChange,
  ): Promise<OrderRow> {
    const row = await this.ownOrder(userId, id, async (tx, order) => {
      if (order.status !== OrderStatus.PENDING) throw new AppError('ORDER_STATE_CHANGED');
      const [updated] = await tx
        .update(orders)
        .set({ status: OrderStatus.HISTORY, closeReason: reason, closedAt: this.ctx.clock() })
        .where(and(eq(orders.id, id), eq(orders.status, OrderStatus.PENDING)))
        .returning();
      if (!updated) throw new AppError('ORDER_STATE_CHANGED');
      await within?.(tx, updated);
      return updated;
    });
    this.changed('cancelled', row);
    return row;
  }

  /**
   * Fills a pending order at its target price (engine) and books its fee. When the ledger refuses
   * the fee (it would take the balance below 0) the order is cancelled as `insufficient_margin`
   * in the same transaction — the only outcome reported so. Anything else (the database down, a
   * broken ledger chain) propagates: nothing is written, the order stays pending and the engine
   * logs it and tries again on a later tick.
   */
  async fill(userId: number, id: number): Promise<OrderRow> {
    this.requireLivePrices();
    const row = await this.ownOrder(userId, id, async (tx, order) => {
      if (order.status !== OrderStatus.PENDING || !order.targetPrice)
        throw new AppError('ORDER_STATE_CHANGED');
      const now = this.ctx.clock();
      let balance: string | undefined;
      // A pending order's fee is booked when the engine fills it, before the order changes.
      if (Number(order.fee) !== 0) {
        const fee = await post(tx, feePosting(order.accountId, order.fee, ENGINE_ACTOR, order.id));
        if (!fee.ok) {
          const [cancelled] = await tx
            .update(orders)
            .set({ status: OrderStatus.HISTORY, closeReason: 'insufficient_margin', closedAt: now })
            .where(and(eq(orders.id, id), eq(orders.status, OrderStatus.PENDING)))
            .returning();
          if (!cancelled) throw new AppError('ORDER_STATE_CHANGED');
          return { order: cancelled, balance: undefined };
        }
        balance = fee.balance;
      }
      const [updated] = await tx
        .update(orders)
        .set({ status: OrderStatus.HOLDING, openPrice: order.targetPrice, openedAt: now })
        .where(and(eq(orders.id, id), eq(orders.status, OrderStatus.PENDING)))
        .returning();
      if (!updated) throw new AppError('ORDER_STATE_CHANGED');
      return { order: updated, balance };
    });
    this.changed(row.order.status === OrderStatus.HOLDING ? 'filled' : 'cancelled', row.order, row.balance);
    return row.order;
  }

  async setStops(
    userId: number,
    id: number,
    stopLoss: string | undefined,
    takeProfit: string | undefined,
  ): Promise<OrderRow> {
    const row = await this.ownOrder(userId, id, async (tx, order) => {
      if (order.status === OrderStatus.HISTORY) throw new AppError('ORDER_STATE_CHANGED');
      const pair = this.pairOf(order.pairId);
      this.requireOpen(pair);
      const reference =
        order.status === OrderStatus.PENDING && order.targetPrice
          ? order.targetPrice
          : closePrice(order.side as OrderSide, bookOf(this.ctx.market, pair.code));
      this.checkStops(order.side as OrderSide, reference, stopLoss, takeProfit);
      const [updated] = await tx
        .update(orders)
        .set({ stopLoss: stopLoss ?? null, takeProfit: takeProfit ?? null })
        .where(and(eq(orders.id, id), eq(orders.status, order.status)))
        .returning();
      if (!updated) throw new AppError('ORDER_STATE_CHANGED');
      return updated;
    });
    this.changed('stops_changed', row);
    return row;
  }

  /** SPEC §6: a demo account goes back to its starting balance with no orders. */
  async resetDemo(session: SessionUser): Promise<OrderRow[]> {
    if (!session.isDemo) throw new AppError('INVALID_PARAMS', { field: 'account' });
    const cleared = await withLockedAccount(this.ctx.db, session.id, async (tx, account) => {
      const now = this.ctx.clock();
      const rows = await tx
        .update(orders)
        .set({ status: OrderStatus.HISTORY, closeReason: 'demo_reset', realizedPnl: '0', closedAt: now })
        .where(and(eq(orders.accountId, account.id), eq(orders.status, OrderStatus.HOLDING)))
        .returning();
      rows.push(
        ...(await tx
          .update(orders)
          .set({ status: OrderStatus.HISTORY, closeReason: 'demo_reset', closedAt: now })
          .where(and(eq(orders.accountId, account.id), eq(orders.status, OrderStatus.PENDING)))
          .returning()),
      );
      const target = await readSetting(tx, 'demo_balance');
      const delta = decimalSub(target, account.balance);
      // Brings the balance to the target (≥ 0): a refusal means the ledger is broken.
      const after =
        Number(delta) === 0
          ? { balance: account.balance, lockBalance: account.lockBalance }
          : mustPost(
              await post(tx, {
                accountId: account.id,
                kind: 'demo_reset',
                amount: delta,
                refType: 'user',
                refId: `${session.id}:${now.getTime()}`,
              }),
            );
      return { rows, after };
    });
    for (const row of cleared.rows) this.changed('demo_reset', row);
    this.emit({
      kind: 'balance',
      userId: session.id,
      cause: 'demo_reset',
      balanceUsd: cleared.after.balance,
      lockBalanceUsd: cleared.after.lockBalance,
    });
    return cleared.rows;
  }

  /** The account's balance, used margin and the orders' marks, for my_deal and pushes. */
  async snapshot(userId: number) {
    const { db } = this.ctx;
    const [account] = await db.select().from(accounts).where(eq(accounts.userId, userId));
    if (!account) throw new AppError('NOT_LOGGED_IN');
    const live = await liveOrders(db, account.id);
    return {
      account,
      live,
      ...markAccount(this.ctx.market, bidsOf(this.ctx.market), account.balance, live, await this.levels()),
    };
  }
}
