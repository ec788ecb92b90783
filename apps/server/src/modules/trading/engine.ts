import type { ForexTradePush } from '@fxdesk/contract';
import { pendingTriggered, stopTriggered, type OrderSide, type PendingKind } from '@fxdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { CHANNELS } from '../../realtime/bus.js';
import { inArray } from 'drizzle-orm';
import { accounts } from '../../db/schema.js';
import { readSettings } from '../settings/settings.repository.js';
import { markAccount } from './account-metrics.js';
import { allLiveOrders, findOrder, type OrderRow } from './orders.repository.js';
import { bidsOf, bookOf } from './pricing.js';
import type { CloseReason, TradingService } from './trading.service.js';

/** FOREX_TRADE at most this often per account (the issue asks for ≤ 4 per second). */
const PUSH_INTERVAL_MS = 250;

export interface AccountEvent {
  userId: number;
  type: 'FOREX_TRADE' | 'FOREX_CLOSED';
  data: unknown;
}

/**
 * The dealing engine's live book (DESIGN §5): open positions and pending orders in memory,
 * indexed per pair so a tick only looks at orders it can trigger. It runs in the leader
 * process, fires SL/TP/pending triggers, revalues touched accounts at most every 250 ms,
 * pushes FOREX_TRADE / FOREX_CLOSED through the bus and stops out accounts at the level.
 */
export class DealingEngine {
  private readonly byPair = new Map<number, Map<number, OrderRow>>();
  private readonly byUser = new Map<number, Map<number, OrderRow>>();
  private readonly dirty = new Set<number>();
  private readonly inFlight = new Set<number>();
  private timer: NodeJS.Timeout | undefined;
  private revaluing = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly trading: TradingService,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Rebuilds the book from the database (start-up and failover). */
  async load(): Promise<void> {
    this.byPair.clear();
    this.byUser.clear();
    for (const order of await allLiveOrders(this.ctx.db)) this.track(order);
  }

  start(): void {
    this.timer = setInterval(() => void this.revalue(), PUSH_INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Revalues every account with live orders now (tests and operations; the timer does it every 250 ms). */
  async revalueNow(): Promise<void> {
    for (const userId of this.byUser.keys()) this.dirty.add(userId);
    while (this.revaluing) await new Promise((r) => setTimeout(r, 5));
    await this.revalue();
  }

  /** Resolves once no trigger action or revaluation is running. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0 || this.revaluing) await new Promise((r) => setTimeout(r, 5));
  }

  openCount(): number {
    let n = 0;
    for (const set of this.byPair.values()) n += set.size;
    return n;
  }

  /** After every committed change: update the book and push to the owner at once. */
  onOrderChanged(order: OrderRow): void {
    this.track(order);
    if (
      order.status === 3 &&
      order.closeReason &&
      order.closeReason !== 'cancelled' &&
      order.closeReason !== 'insufficient_margin' &&
      order.entryType !== undefined
    ) {
      void this.emit({ userId: order.userId, type: 'FOREX_CLOSED', data: { id: [order.id] } });
    }
    void this.pushAccount(order.userId);
  }

  /** Another process changed an order: reload it from the database. */
  async onOrderChangedElsewhere(orderId: number): Promise<void> {
    const order = await findOrder(this.ctx.db, orderId);
    if (order) this.onOrderChanged(order);
  }

  /** Checks triggers of the pairs that moved; marks their accounts for revaluation. */
  onTicks(codes: Iterable<string>): void {
    for (const code of codes) {
      const pair = this.ctx.market.pairByCode(code);
      const set = pair ? this.byPair.get(pair.id) : undefined;
      if (!pair || !set || set.size === 0) continue;
      let book;
      try {
        book = bookOf(this.ctx.market, code);
      } catch {
        continue;
      }
      for (const order of set.values()) {
        this.dirty.add(order.userId);
        if (this.inFlight.has(order.id)) continue;
        const side = order.side as OrderSide;
        if (order.status === 1) {
          const hit = stopTriggered({
            side,
            closePriceQuote:
              side === 1 ? book.bid : (Number(book.bid) + Number(book.spread)).toFixed(pair.pricePrecision),
            stopLossPriceQuote: order.stopLoss,
            takeProfitPriceQuote: order.takeProfit,
          });
          if (hit)
            this.act(order, () =>
              this.trading.close(order.userId, order.id, hit === 'stopLoss' ? 'stop_loss' : 'take_profit'),
            );
        } else if (order.status === 0 && order.targetPrice && order.pendingKind) {
          if (
            pendingTriggered({
              side,
              kind: order.pendingKind as PendingKind,
              targetPriceQuote: order.targetPrice,
              book,
            })
          ) {
            this.act(order, () => this.trading.fill(order.userId, order.id));
          }
        }
      }
    }
  }

  private track(order: OrderRow): void {
    for (const set of this.byPair.values()) set.delete(order.id);
    const mine = this.byUser.get(order.userId) ?? new Map<number, OrderRow>();
    this.byUser.set(order.userId, mine);
    if (order.status === 3) {
      mine.delete(order.id);
      if (mine.size === 0) this.byUser.delete(order.userId);
      return;
    }
    mine.set(order.id, order);
    let set = this.byPair.get(order.pairId);
    if (!set) this.byPair.set(order.pairId, (set = new Map()));
    set.set(order.id, order);
  }

  private act(order: OrderRow, run: () => Promise<unknown>): void {
    this.inFlight.add(order.id);
    run()
      .catch((error: unknown) => {
        // Closed or filled meanwhile (the user's own close won the race): nothing to do.
        if (!(error instanceof AppError && error.name === 'ORDER_STATE_CHANGED'))
          this.log.error({ err: error, orderId: order.id }, 'engine action failed');
      })
      .finally(() => this.inFlight.delete(order.id));
  }

  private async emit(event: AccountEvent): Promise<void> {
    await this.ctx.bus.publish(CHANNELS.account, JSON.stringify(event));
  }

  private async revalue(): Promise<void> {
    if (this.revaluing || this.dirty.size === 0) return;
    this.revaluing = true;
    try {
      const users = [...this.dirty];
      this.dirty.clear();
      await this.pushAccounts(users);
    } catch (error) {
      this.log.error({ err: error }, 'revaluation failed');
    } finally {
      this.revaluing = false;
    }
  }

  /** One account at once (after its owner's own change). */
  private pushAccount(userId: number): Promise<void> {
    return this.pushAccounts([userId]);
  }

  /**
   * FOREX_TRADE for a batch of accounts: balances in one query, orders from the in-memory
   * book, marks from the live quotes; accounts at the stop-out level are stopped out.
   */
  private async pushAccounts(userIds: number[]): Promise<void> {
    if (userIds.length === 0) return;
    const [balances, levels] = await Promise.all([
      this.ctx.db
        .select({ userId: accounts.userId, balance: accounts.balance })
        .from(accounts)
        .where(inArray(accounts.userId, userIds)),
      readSettings(this.ctx.db, ['stop_out_level', 'margin_call_level']),
    ]);
    const bids = bidsOf(this.ctx.market);
    for (const { userId, balance } of balances) {
      const live = this.ordersOf(userId);
      const { metrics, marks } = markAccount(this.ctx.market, bids, balance, live, {
        stopOutPercent: levels.stop_out_level,
        marginCallPercent: levels.margin_call_level,
      });
      const push: ForexTradePush = {
        ProfitsTotal: Number(Number(metrics.floatingPnlUsd).toFixed(6)),
        HazardRate: metrics.riskRatePercent === null ? 0 : Number(metrics.riskRatePercent),
        CautionMoneyAll: Number(Number(metrics.usedMarginUsd).toFixed(6)),
        Balance: Number(Number(balance).toFixed(2)),
        Equity: Number(Number(metrics.equityUsd).toFixed(2)),
        FreeMargin: Number(Number(metrics.freeMarginUsd).toFixed(2)),
        TransOrder: [...marks].map(([Id, m]) => ({
          Id,
          UpdatePrice: Number(m.price),
          FactProfits: Number(Number(m.pnlUsd).toFixed(6)),
        })),
      };
      await this.emit({ userId, type: 'FOREX_TRADE', data: { ...push, MarginCall: metrics.marginCall } });
      if (metrics.stopOut && marks.size > 0) await this.stopOut(userId, marks);
    }
  }

  private ordersOf(userId: number): OrderRow[] {
    return [...(this.byUser.get(userId)?.values() ?? [])];
  }

  private async stopOut(userId: number, marks: Map<number, { pnlUsd: string }>): Promise<void> {
    const [worstId] = [...marks].sort((a, b) => Number(a[1].pnlUsd) - Number(b[1].pnlUsd))[0] ?? [];
    if (worstId === undefined || this.inFlight.has(worstId)) return;
    this.inFlight.add(worstId);
    try {
      await this.trading.close(userId, worstId, 'stop_out' satisfies CloseReason);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    } finally {
      this.inFlight.delete(worstId);
    }
    // Re-check at once: close the next biggest loser while still at or below the level.
    await this.pushAccount(userId);
  }
}
