import { OrderStatus, type PrivateTopic, type TopicFrame } from '@fxdesk/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Scheduler, Timer } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { CHANNELS, type Bus } from '../../realtime/bus.js';
import { inArray } from 'drizzle-orm';
import { accounts } from '../../db/schema.js';
import type { MarketState, Tick } from '../market/index.js';
import { readSettings } from '../settings/index.js';
import { PUSH_INTERVAL_MS, PushThrottle, tradePush, type AccountState } from './account-push.js';
import { LiveMarks } from './live-marks.js';
import { allLiveOrders, findOrder, type OrderRow } from './orders.repository.js';
import { bookAt } from './pricing.js';
import type { CloseReason, TradingService } from './trading.service.js';
import { triggerOf } from './triggers.js';
import { AccountQueues } from './account-queues.js';
import { exactAccountState } from './exact-state.js';

/** A push to one user's sockets, on the bus channel `account` (every node relays its own). */
export type AccountPush = { userId: number } & TopicFrame<PrivateTopic>;

/** What the dealing engine uses: the database, this node's market, the bus, its cycle timer. */
export interface EngineDeps {
  db: Db;
  market: MarketState;
  bus: Bus;
  scheduler: Scheduler;
}

/** Settings the engine reads once per cycle. */
interface Levels {
  stop_out_level: number;
  margin_call_level: number;
}

/**
 * The dealing engine's live book (DESIGN §5): open positions and pending orders in memory,
 * indexed per pair so a tick only looks at orders it can trigger. It runs in the leader
 * process and
 * - fires SL/TP/pending triggers on every tick of a batch, in order, at that tick's price;
 * - every 250 ms revalues every open position on float64 marks (`LiveMarks`), pushes
 *   FOREX_TRADE to the accounts whose prices moved (at most 4 a second each, `PushThrottle`),
 *   and screens every account for stop-out;
 * - confirms a possible stop-out with the exact rule and closes the biggest loser first.
 * Everything it does to one account (trigger closes, fills, stop-outs) runs through that
 * account's queue, one at a time and in the order the ticks asked for it, so the ledger is the
 * same on every replay and no two engine actions wait on the same account lock.
 */
export class DealingEngine {
  private readonly byPair = new Map<number, Map<number, OrderRow>>();
  private readonly byUser = new Map<number, Map<number, OrderRow>>();
  private readonly live: LiveMarks;
  /** The last booked balance read per account with live orders. */
  private readonly balances = new Map<number, number>();
  private readonly dirty = new Set<number>();
  /** Orders with a trigger action queued or running. */
  private readonly inFlight = new Set<number>();
  /** Accounts with a stop-out check queued or running. */
  private readonly stopping = new Set<number>();
  /** Per-account action chains. */
  private readonly queues: AccountQueues;
  /** Immediate pushes after an order change, so `idle` can wait for them. */
  private readonly pushes = new Set<Promise<void>>();
  private readonly throttle: PushThrottle;
  private timer: Timer | undefined;
  /** The revaluation running now, if any (awaited, never polled). */
  private revaluation: Promise<void> | null = null;

  constructor(
    private readonly ctx: EngineDeps,
    private readonly trading: TradingService,
    private readonly log: FastifyBaseLogger,
  ) {
    this.live = new LiveMarks(ctx.market, log);
    this.queues = new AccountQueues(log);
    // The throttle counts on the scheduler's time, the time the engine cycle runs on.
    this.throttle = new PushThrottle(() => ctx.scheduler.nowMs());
  }

  /** Rebuilds the book from the database (start-up and failover). */
  async load(): Promise<void> {
    const rows = await allLiveOrders(this.ctx.db);
    const stillLive = new Set(rows.map((row) => row.id));
    // Orders the book holds that the database no longer calls live leave the book.
    for (const mine of [...this.byUser.values()]) {
      for (const order of [...mine.values()])
        if (!stillLive.has(order.id)) this.track({ ...order, status: OrderStatus.HISTORY });
    }
    for (const order of rows) this.track(order);
  }

  start(): void {
    this.timer?.cancel();
    this.timer = this.ctx.scheduler.every(PUSH_INTERVAL_MS, () => void this.revalue());
  }

  stop(): void {
    this.timer?.cancel();
    this.timer = undefined;
  }

  /**
   * Revalues and pushes every account with live orders now, throttle or not (tests and
   * operations; the timer does it every 250 ms).
   */
  async revalueNow(): Promise<void> {
    for (const userId of this.byUser.keys()) this.dirty.add(userId);
    while (this.revaluation) await this.revaluation;
    await this.revalue(true);
  }

  /**
   * Resolves once no trigger action, stop-out, push or revaluation is running: waits for the
   * work itself (and whatever it queued meanwhile), without a timer.
   */
  async idle(): Promise<void> {
    while (this.queues.size > 0 || this.pushes.size > 0 || this.revaluation) {
      await Promise.allSettled([...this.queues.running(), ...this.pushes, this.revaluation]);
    }
  }

  openCount(): number {
    let n = 0;
    for (const set of this.byPair.values()) n += set.size;
    return n;
  }

  /**
   * After every committed order change (an `order` event): update the book and push to the
   * owner at once (from the balance the change booked, when the change passes it).
   */
  onOrderChanged(order: OrderRow, balanceUsd?: string): void {
    this.track(order);
    this.pushNow(order.userId, balanceUsd);
  }

  /**
   * After a committed balance change outside trading (a `balance` event: deposit, withdrawal,
   * adjustment, demo reset): the account's margin and stop-out are judged on the new balance
   * and its owner is pushed at once.
   */
  onBalanceChanged(userId: number, balanceUsd?: string): void {
    if (balanceUsd !== undefined && this.byUser.has(userId)) this.balances.set(userId, Number(balanceUsd));
    this.pushNow(userId, balanceUsd);
  }

  /** The booked balance the engine judges the account on (accounts with live orders). */
  balanceOf(userId: number): number | undefined {
    return this.balances.get(userId);
  }

  /**
   * Pushes the exact state to the owner now unless the account was pushed less than 250 ms ago;
   * then the next cycle pushes it.
   */
  private pushNow(userId: number, balanceUsd?: string): void {
    if (!this.throttle.takeImmediate(userId)) {
      this.dirty.add(userId);
      return;
    }
    this.trackPush(this.pushExact(userId, balanceUsd), userId);
  }

  private trackPush(work: Promise<void>, userId: number): void {
    const push = work
      .catch((error: unknown) => this.log.error({ err: error, userId }, 'account push failed'))
      .finally(() => this.pushes.delete(push));
    this.pushes.add(push);
  }

  /** Another process changed an order: reload it from the database. */
  async onOrderChangedElsewhere(orderId: number): Promise<void> {
    const order = await findOrder(this.ctx.db, orderId);
    if (order) this.onOrderChanged(order);
  }

  /** Another process changed an account's balance: pushed from the database's balance. */
  onBalanceChangedElsewhere(userId: number): void {
    this.onBalanceChanged(userId);
  }

  /**
   * Checks the triggers of every tick of a batch, pair by pair and in order, so a spike that
   * touches a stop or a target and comes back within the batch still fires, at that tick's
   * price; marks the accounts of the pairs that moved for revaluation.
   */
  onTicks(ticks: Iterable<Tick>): void {
    const byCode = new Map<string, Tick[]>();
    for (const tick of ticks) {
      const list = byCode.get(tick.code);
      if (list) list.push(tick);
      else byCode.set(tick.code, [tick]);
    }
    for (const [code, list] of byCode) {
      this.markConvertedBy(code);
      const pair = this.ctx.market.pairByCode(code);
      const set = pair ? this.byPair.get(pair.id) : undefined;
      if (!pair || !set || set.size === 0) continue;
      for (const order of set.values()) this.dirty.add(order.userId);
      for (const tick of list) {
        const book = bookAt(pair.pricePrecision, tick.bid, tick.ask);
        for (const order of set.values()) {
          if (this.inFlight.has(order.id)) continue;
          const action = triggerOf(order, book);
          if (action?.kind === 'fill') this.act(order, () => this.trading.fill(order.userId, order.id));
          else if (action)
            this.act(order, () => this.trading.close(order.userId, order.id, action.reason, book));
        }
      }
    }
  }

  /**
   * A tick of XXXUSD or USDXXX moves the USD value of every position quoted in XXX (DESIGN §5
   * conversion): those accounts are revalued and screened too.
   */
  private markConvertedBy(code: string): void {
    const currency = code.startsWith('USD') ? code.slice(3) : code.endsWith('USD') ? code.slice(0, -3) : '';
    if (!currency) return;
    for (const [pairId, set] of this.byPair) {
      if (set.size === 0 || !this.ctx.market.pairById(pairId)?.code.endsWith(currency)) continue;
      for (const order of set.values()) this.dirty.add(order.userId);
    }
  }

  private track(order: OrderRow): void {
    const previous = this.byUser.get(order.userId)?.get(order.id);
    if (previous) this.byPair.get(previous.pairId)?.delete(order.id);
    this.live.track(order, previous);
    const mine = this.byUser.get(order.userId) ?? new Map<number, OrderRow>();
    this.byUser.set(order.userId, mine);
    if (order.status === OrderStatus.HISTORY) {
      mine.delete(order.id);
      if (mine.size === 0) {
        this.byUser.delete(order.userId);
        this.balances.delete(order.userId);
      }
      return;
    }
    mine.set(order.id, order);
    let set = this.byPair.get(order.pairId);
    if (!set) this.byPair.set(order.pairId, (set = new Map()));
    set.set(order.id, order);
  }

  /** Runs `run` in the account's queue, after the engine's own actions on it (copy trading). */
  queueFor(userId: number, run: () => Promise<unknown>): Promise<void> {
    return new Promise((resolve) => this.queues.enqueue(userId, run, resolve));
  }

  /** The live orders the book holds for an account. */
  liveOf(userId: number): OrderRow[] {
    return this.ordersOf(userId);
  }

  private act(order: OrderRow, run: () => Promise<unknown>): void {
    this.inFlight.add(order.id);
    this.queues.enqueue(order.userId, run, () => this.inFlight.delete(order.id));
  }

  private async emit(event: AccountPush): Promise<void> {
    await this.ctx.bus.publish(CHANNELS.account, JSON.stringify(event));
  }

  private readLevels(): Promise<Levels> {
    return readSettings(this.ctx.db, ['stop_out_level', 'margin_call_level']);
  }

  /**
   * One engine cycle: fresh balances of the accounts that moved, float marks of every open
   * position, FOREX_TRADE to the accounts that moved or whose push was held back, and the
   * stop-out screen over every account.
   */
  private revalue(unthrottled = false): Promise<void> {
    if (this.revaluation || this.dirty.size === 0) return this.revaluation ?? Promise.resolve();
    const run = this.revalueOnce(unthrottled).finally(() => {
      if (this.revaluation === run) this.revaluation = null;
    });
    this.revaluation = run;
    return run;
  }

  private async revalueOnce(unthrottled: boolean): Promise<void> {
    try {
      const users = [...this.dirty];
      this.dirty.clear();
      const unknown = [...this.live.users()].filter((userId) => !this.balances.has(userId));
      const wanted = [...new Set([...users, ...unknown])];
      const [rows, levels] = await Promise.all([
        this.ctx.db
          .select({ userId: accounts.userId, balance: accounts.balance })
          .from(accounts)
          .where(inArray(accounts.userId, wanted)),
        this.readLevels(),
      ]);
      for (const row of rows) {
        if (this.byUser.has(row.userId)) this.balances.set(row.userId, Number(row.balance));
      }
      this.live.markAll();
      // Published together: on Redis, one round trip per account in a row would grow with them.
      const pushes: Promise<void>[] = [];
      for (const userId of users) {
        const state = this.floatState(userId, levels);
        if (!state && this.byUser.has(userId)) continue;
        // Pushed 4 times this second already: the next cycle pushes it.
        if (!this.throttle.take(userId) && !unthrottled) {
          this.dirty.add(userId);
          continue;
        }
        // No live order left (a deferred change closed the last one): the exact state.
        pushes.push(
          state ? this.emit({ userId, type: 'FOREX_TRADE', data: tradePush(state) }) : this.pushExact(userId),
        );
      }
      this.throttle.prune();
      await Promise.all(pushes);
      for (const userId of this.live.users()) {
        const balance = this.balances.get(userId);
        if (balance !== undefined && this.live.mayBeAtOrBelow(userId, balance, levels.stop_out_level)) {
          this.queueStopOut(userId);
        }
      }
    } catch (error) {
      this.log.error({ err: error }, 'revaluation failed');
    }
  }

  private floatState(userId: number, levels: Levels): AccountState | undefined {
    const balanceUsd = this.balances.get(userId);
    const risk = balanceUsd === undefined ? undefined : this.live.risk(userId, balanceUsd);
    if (balanceUsd === undefined || !risk) return undefined;
    return {
      balanceUsd,
      ...risk,
      marginCall: risk.riskRatePercent !== null && risk.riskRatePercent <= levels.margin_call_level,
      positions: this.live.positions(this.ordersOf(userId)),
    };
  }

  /**
   * The exact account state (bigint `closeOutcome` per position, `accountMetrics`) from the
   * booked balance, pushed to the owner; an account at the stop-out level is queued for it.
   */
  private async pushExact(userId: number, balanceUsd?: string): Promise<void> {
    const exact = await this.exactState(userId, balanceUsd);
    if (!exact) return;
    await this.emit({ userId, type: 'FOREX_TRADE', data: tradePush(exact.state) });
    if (exact.stopOut) this.queueStopOut(userId);
  }

  /** The exact state from the booked balance; the balance is noted for the account's screen. */
  private async exactState(userId: number, knownBalanceUsd?: string) {
    // The book is read after the balance, as it stands then.
    const exact = await exactAccountState(this.ctx, userId, () => this.ordersOf(userId), knownBalanceUsd);
    if (exact && this.byUser.has(userId)) this.balances.set(userId, exact.state.balanceUsd);
    return exact;
  }

  private ordersOf(userId: number): OrderRow[] {
    return [...(this.byUser.get(userId)?.values() ?? [])];
  }

  private queueStopOut(userId: number): void {
    if (this.stopping.has(userId)) return;
    this.stopping.add(userId);
    this.queues.enqueue(
      userId,
      () => this.stopOut(userId),
      () => this.stopping.delete(userId),
    );
  }

  /**
   * DESIGN §5 stop-out, confirmed on the exact rule: while the account is at or below the level,
   * close its biggest loser at the current price. Bounded by the positions it started with.
   */
  private async stopOut(userId: number): Promise<void> {
    for (let round = this.ordersOf(userId).length; round >= 0; round--) {
      const exact = await this.exactState(userId);
      if (!exact?.stopOut) return;
      const [worstId] = [...exact.marks].sort((a, b) => Number(a[1].pnlUsd) - Number(b[1].pnlUsd))[0] ?? [];
      // A trigger queued behind us for the same position finds it closed, and does nothing.
      if (worstId === undefined) return;
      try {
        await this.trading.close(userId, worstId, 'stop_out' satisfies CloseReason);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
  }
}
