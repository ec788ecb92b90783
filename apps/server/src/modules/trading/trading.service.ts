import { OrderEntry, OrderStatus, type SubmitOrder } from '@fxdesk/contract';
import {
  closeOutcome,
  closePrice,
  decimalAdd,
  decimalCompare,
  openCosts,
  pendingOrderKind,
  validateLots,
  type BookQuote,
  type OrderSide,
} from '@fxdesk/domain';
import { and, eq } from 'drizzle-orm';
import type { OrderChange } from '../../events.js';
import { orders } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { SessionUser } from '../../session-user.js';
import { readSetting } from '../settings/index.js';
import { mustPost, post } from '../wallet/index.js';
import { copyOrderPlan, decideOrder, insertWithFee, marginRefusal, type FieldsOf } from './order-decision.js';
import { closePositionAndPost, withLockedAccountAndLiveOrders, type OrderRow } from './orders.repository.js';
import { bidsOf, bidsWith, bookOf } from './pricing.js';
import { accountSnapshot, riskLevels } from './account-snapshot.js';
import { resetDemo } from './demo-reset.js';
import {
  checkStops,
  leverageFor,
  liveBidsOf,
  ownOrder,
  pairOf,
  requireLivePrices,
  requireOpen,
} from './order-checks.js';
import {
  ENGINE_ACTOR,
  feePosting,
  isNegative,
  negate,
  userActor,
  type CloseReason,
  type CopyOpen,
  type CopyTrip,
  type EmitEvent,
  type InsertOrder,
  type OrderCosts,
  type TradingDeps,
  type WithinChange,
} from './trading.model.js';
// The service's vocabulary is imported from here too (engine, setup, the module's public face).
export type { CloseReason, CopyOpen, CopyTrip, EmitEvent, InsertOrder, TradingDeps, WithinChange };

/**
 * Opening, closing, cancelling and editing orders (DESIGN §5). Each change is one transaction
 * holding the account row lock: order row, ledger entries and balance move together, and no
 * two changes of one account interleave.
 */
export class TradingService {
  constructor(
    private readonly ctx: TradingDeps,
    private readonly emit: EmitEvent = () => {},
  ) {}

  /** After commit: one event per changed order, to the engine, the pushes and copy trading. */
  private changed = (change: OrderChange, order: OrderRow, balanceUsd?: string): void =>
    this.emit({ kind: 'order', change, order, balanceUsd });

  async submit(session: SessionUser, input: SubmitOrder, within?: WithinChange) {
    const pair = pairOf(this.ctx.market, input.forex_id);
    const leverage = leverageFor(pair, input.multiple);
    requireOpen(this.ctx, pair);
    if (input.status !== OrderStatus.PENDING) requireLivePrices(this.ctx, pair.code);
    const lots = validateLots(input.cont, { minLots: pair.minLots, stepLots: pair.lotStep, maxLots: '100' });
    if (!lots.ok)
      throw new AppError('LOTS_INVALID', { min: Number(pair.minLots), step: Number(pair.lotStep) });
    const pending = input.status === OrderStatus.PENDING;
    if (pending && !input.target_price) throw new AppError('TARGET_PRICE_REQUIRED');
    const side = input.type as OrderSide;
    const book = bookOf(this.ctx.market, pair.code);
    // A market order's margin and fee become USD at live rates only (a pending order's margin
    // is reserved at the current rates, whatever their age, as it may be placed while stale).
    const conversion = pending ? undefined : liveBidsOf(this.ctx);
    const bids = conversion?.lookup ?? bidsOf(this.ctx.market);
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
    checkStops(
      side,
      pending ? costs.priceQuote : closePrice(side, book),
      input.stop_loss_price,
      input.target_profit_price,
    );

    return this.place(session.id, costs, userActor(session.id), within, (accountId, now) => {
      // Again under the account lock, just before the fill is stamped: the wait for the lock
      // must not carry a quote past the limit.
      if (!pending) requireLivePrices(this.ctx, pair.code);
      conversion?.recheck();
      return {
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
      };
    });
  }

  /**
   * Opens a copy of a leader's fill in the follower's account (copy trading): the same
   * transaction, margin check, fee and ledger rules as any market order, at the leader's price.
   * `insert` writes the order and its fee (and the copy's record, whose unique key makes a copy
   * happen once) in that transaction.
   */
  async openCopy(userId: number, copy: CopyOpen, insert: InsertOrder): Promise<OrderRow> {
    const { costs, fieldsOf } = await copyOrderPlan(this.ctx, userId, copy);
    return this.place(userId, costs, ENGINE_ACTOR, undefined, fieldsOf, insert);
  }

  /**
   * `openCopy` decided on `read`, the follower's account and live orders as one earlier read
   * found them (copy trading reads every follower of a fill at once): the same margin check, fee
   * and ledger rules, on that state and the market now. `trip` then writes in one round trip,
   * holding the account lock, only if the account is still exactly as read, else answers
   * 'stale' and the caller goes through `openCopy`. A refusal is recorded by `trip` the same
   * way. 'not_opened': refused or skipped (recorded); the opened order otherwise, told as any.
   */
  async openCopyOnRead(
    userId: number,
    copy: CopyOpen,
    read: { account: { id: number; balance: string }; live: OrderRow[] },
    trip: CopyTrip,
  ): Promise<OrderRow | 'stale' | 'not_opened'> {
    const { costs, fieldsOf } = await copyOrderPlan(this.ctx, userId, copy);
    const levels = await this.levels();
    let decided: ReturnType<typeof decideOrder>;
    try {
      decided = decideOrder(this.ctx, costs, ENGINE_ACTOR, read.account, read.live, levels, fieldsOf);
      // The fee posting's own refusal (it would take the balance below 0), decided here on the
      // balance the trip verifies, since nothing may be rolled back after it.
      const { fee, freeMarginUsd } = decided;
      if (fee && decimalCompare(decimalAdd(read.account.balance, fee.amount), '0') < 0)
        throw marginRefusal(costs, freeMarginUsd);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return (await trip.refuse(error)) === 'stale' ? 'stale' : 'not_opened';
    }
    const written = await trip.open(decided.fields, decided.fee);
    if (written === 'skipped') return 'not_opened';
    if (written === 'stale') return written;
    this.changed('opened', written.row, written.balance);
    return written.row;
  }

  /**
   * Books a new order in one transaction holding the account lock: free margin checked on the
   * live orders, the order inserted, a market order's fee posted in the same statement.
   */
  private async place(
    userId: number,
    costs: OrderCosts,
    actor: string,
    within: WithinChange | undefined,
    fieldsOf: FieldsOf,
    insert: InsertOrder = insertWithFee,
  ): Promise<OrderRow> {
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const levels = await this.levels();
    const order = await withLockedAccountAndLiveOrders(this.ctx.db, userId, async (tx, account, live) => {
      const { fields, fee, freeMarginUsd } = decideOrder(
        this.ctx,
        costs,
        actor,
        account,
        live,
        levels,
        fieldsOf,
      );
      const { row, posted } = await insert(tx, fields, fee);
      // Refused: the fee would take the balance below 0 (the throw rolls the order back).
      if (posted && !posted.ok) throw marginRefusal(costs, freeMarginUsd);
      await within?.(tx, row);
      return { row, balance: posted?.ok ? posted.balance : account.balance };
    });
    this.changed(order.row.status === OrderStatus.PENDING ? 'placed' : 'opened', order.row, order.balance);
    return order.row;
  }

  private levels() {
    return riskLevels(this.ctx.db);
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
    const closed = await ownOrder(this.ctx.db, userId, id, async (tx, order) => {
      if (order.status !== OrderStatus.HOLDING || !order.openPrice) throw new AppError('ORDER_STATE_CHANGED');
      const pair = pairOf(this.ctx.market, order.pairId);
      // A client's close while the pair is halted would book at the frozen quote (issue 14).
      if (reason === 'manual') {
        requireOpen(this.ctx, pair);
        requireLivePrices(this.ctx, pair.code);
      }
      const outcome = closeOutcome({
        pairCode: pair.code,
        side: order.side as OrderSide,
        lots: order.lots,
        unitsPerLot: order.unitsPerLot,
        openPriceQuote: order.openPrice,
        book: at ?? bookOf(this.ctx.market, pair.code),
        // A client's close converts its P&L at live rates only; the engine's (SL/TP, stop-out)
        // at the latest ones, so a stale conversion rate never holds a protective close back.
        bids: at
          ? bidsWith(this.ctx.market, pair.code, at)
          : reason === 'manual'
            ? liveBidsOf(this.ctx).lookup
            : bidsOf(this.ctx.market),
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
    const row = await ownOrder(this.ctx.db, userId, id, async (tx, order) => {
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
    requireLivePrices(this.ctx);
    const row = await ownOrder(this.ctx.db, userId, id, async (tx, order) => {
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
    const row = await ownOrder(this.ctx.db, userId, id, async (tx, order) => {
      if (order.status === OrderStatus.HISTORY) throw new AppError('ORDER_STATE_CHANGED');
      const pair = pairOf(this.ctx.market, order.pairId);
      requireOpen(this.ctx, pair);
      const reference =
        order.status === OrderStatus.PENDING && order.targetPrice
          ? order.targetPrice
          : closePrice(order.side as OrderSide, bookOf(this.ctx.market, pair.code));
      checkStops(order.side as OrderSide, reference, stopLoss, takeProfit);
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
  resetDemo(session: SessionUser): Promise<OrderRow[]> {
    return resetDemo(this.ctx, this.emit, session);
  }

  /** The account's balance, used margin and the orders' marks, for my_deal and pushes. */
  snapshot(userId: number) {
    return accountSnapshot(this.ctx, userId);
  }
}
