import { copyLots, decimalAdd, decimalCompare, decimalSub, type BookQuote } from '@fxdesk/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CopyContext as AppContext } from './copy.deps.js';
import type { DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { copyTrades, orders } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { CHANNELS } from '../../realtime/bus.js';
import type { DealingEngine } from '../trading/index.js';
import { markPosition } from '../trading/index.js';
import type { OrderRow } from '../trading/index.js';
import { bidsOf, bookOf } from '../trading/index.js';
import type { CloseReason, TradingService } from '../trading/index.js';
import { rows } from './stats.repository.js';

/** Why a leader's fill was not copied for a follow (shown to the follower, listed in the back office). */
export type CopySkip =
  | 'below_min_lot'
  | 'insufficient_margin'
  | 'market_closed'
  | 'leader_closed'
  | 'follow_inactive'
  | 'no_quote'
  | 'failed';

class Skip extends Error {
  constructor(readonly reason: CopySkip) {
    super(reason);
  }
}

/** How often follows with open copies are checked against their copy stop-loss. */
const STOP_CHECK_MS = 1000;
/** Every this many checks, the database is reconciled with what should have been copied. */
const RECONCILE_EVERY = 10;
/** Copies of one fill opened at once (each in its own transaction and account queue). */
const FAN_OUT_PARALLEL = 24;

interface FollowRow {
  id: number;
  follower_id: number;
  amount: string;
  multiple: string;
}

/**
 * The mirroring engine (DESIGN §7), in the engine process. It hears every committed order change
 * after commit (`DealingEngine.afterOrderChange`), so copying never delays the leader's own order:
 * - a leader's position opening (market fill or pending fill) → a copy per active follow, each in
 *   its own transaction through `TradingService.openCopy` (the order path's margin, fee and
 *   ledger rules), at the leader's price, sized by `copyLots`; or a skip with its reason. The
 *   copy's record (unique per follow and leader order) commits with it, so a copy happens once
 *   whatever retries, restarts or failovers; the copy holds a share lock on the leader's order,
 *   so a leader close waits for copies being opened and then closes them too;
 * - a leader's close (any reason) → its open copies close at the leader's close price;
 * - a leader's SL/TP edit → mirrored on its open copies;
 * - every second, follows with open copies are checked against their copy stop-loss;
 * - at start and every 10 s, the database is reconciled: missed copies opened, copies of closed
 *   leaders closed.
 */
export class CopyEngine {
  /** Open copies per follow. */
  private readonly open = new Map<number, Map<number, OrderRow>>();
  private readonly work = new Set<Promise<unknown>>();
  private readonly inFlight = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private ticks = 0;
  private checking = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly trading: TradingService,
    /** The dealing engine whose account queues copy actions run in; null on an API node. */
    private readonly engine: DealingEngine | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  async load(): Promise<void> {
    this.open.clear();
    const copies = await this.ctx.db
      .select()
      .from(orders)
      .where(and(isNotNull(orders.followId), eq(orders.status, 1)));
    for (const copy of copies) this.trackCopy(copy);
    await this.reconcile();
  }

  private ordersById(ids: number[]): Promise<OrderRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.ctx.db.select().from(orders).where(inArray(orders.id, ids));
  }

  /** In the account's engine queue (after its triggers and stop-outs); directly on an API node. */
  private inQueue(userId: number, run: () => Promise<unknown>): Promise<unknown> {
    return this.engine ? this.engine.queueFor(userId, run) : run();
  }

  start(): void {
    this.timer = setInterval(() => void this.cycle(), STOP_CHECK_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Resolves once no copy, close or check is running (tests, the benchmark). */
  async idle(): Promise<void> {
    while (this.work.size > 0 || this.checking) {
      await Promise.all([...this.work]).catch(() => undefined);
      // Yield to timers and I/O: a check in progress finishes on them.
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  private track<T>(work: Promise<T>): void {
    const p = work
      .catch((error: unknown) => this.log.error({ err: error }, 'copy trading action failed'))
      .finally(() => this.work.delete(p));
    this.work.add(p);
  }

  /** The one entry point: a committed order change, with the order as it was before. */
  onOrderChange(order: OrderRow, previous: OrderRow | undefined): void {
    if (order.followId !== null) {
      this.trackCopy(order);
      return;
    }
    const opened = order.status === 1 && order.openPrice !== null && (!previous || previous.status === 0);
    if (opened) {
      this.track(this.fanOut(order));
      return;
    }
    if (order.status === 3 && order.realizedPnl !== null && order.closePrice !== null) {
      this.track(this.closeCopiesOf(order));
      return;
    }
    if (
      order.status === 1 &&
      previous?.status === 1 &&
      (previous.stopLoss !== order.stopLoss || previous.takeProfit !== order.takeProfit)
    )
      this.track(this.mirrorStops(order));
  }

  private trackCopy(order: OrderRow): void {
    const followId = order.followId;
    if (followId === null) return;
    const set = this.open.get(followId) ?? new Map<number, OrderRow>();
    if (order.status === 1) set.set(order.id, order);
    else set.delete(order.id);
    if (set.size > 0) this.open.set(followId, set);
    else this.open.delete(followId);
  }

  /** Copies one leader fill to every active follow that existed when it filled. */
  async fanOut(leader: OrderRow): Promise<void> {
    const followers = await rows<FollowRow>(
      this.ctx.db,
      sql`select id, follower_id, amount::text as amount, multiple::text as multiple from follows
          where trader_id = ${leader.userId} and status in (1, 2) and created_at <= ${leader.openedAt ?? leader.createdAt}
            and not exists (select 1 from copy_trades c where c.follow_id = follows.id and c.leader_order_id = ${leader.id})
          order by id`,
    );
    if (followers.length === 0) return;
    const snapshot = await this.trading.snapshot(leader.userId);
    const equity = snapshot.metrics.equityUsd;
    // A sliding window: FAN_OUT_PARALLEL copies in flight, each in its follower's engine queue.
    let next = 0;
    const worker = async () => {
      while (next < followers.length) {
        const follow = followers[next++]!;
        await this.inQueue(follow.follower_id, () => this.copyOne(follow, leader, equity));
      }
    };
    await Promise.all(Array.from({ length: Math.min(FAN_OUT_PARALLEL, followers.length) }, worker));
  }

  private async copyOne(follow: FollowRow, leader: OrderRow, leaderEquityUsd: string): Promise<void> {
    const key = `${follow.id}:${leader.id}`;
    if (this.inFlight.has(key)) return;
    this.inFlight.add(key);
    try {
      const pair = this.ctx.market.pairById(leader.pairId);
      if (!pair || !leader.openPrice) throw new Skip('no_quote');
      if (!this.ctx.market.isOpen(pair.code, this.ctx.clock().getTime())) throw new Skip('market_closed');
      const lots = copyLots({
        leaderLots: leader.lots,
        multiple: follow.multiple,
        allocationUsd: follow.amount,
        leaderEquityUsd,
        minLots: pair.minLots,
        stepLots: pair.lotStep,
      });
      if (!lots) throw new Skip('below_min_lot');
      await this.trading.openCopy(
        follow.follower_id,
        {
          pairId: pair.id,
          side: leader.side as 1 | 2,
          lots,
          leverage: leader.leverage,
          priceQuote: leader.openPrice,
          stopLoss: leader.stopLoss,
          takeProfit: leader.takeProfit,
          followId: follow.id,
        },
        async (tx, row) => {
          await this.stillCopyable(tx, follow.id, leader.id);
          await tx.insert(copyTrades).values({
            followId: follow.id,
            leaderOrderId: leader.id,
            followerOrderId: row.id,
            outcome: 'opened',
            lots,
          });
        },
      );
    } catch (error) {
      if (isUniqueViolation(error)) return; // copied already (a retry, a reconcile): nothing to do
      const reason = this.skipReason(error);
      if (reason === 'failed')
        this.log.error({ err: error, followId: follow.id, leader: leader.id }, 'copy failed');
      await this.recordSkip(follow.id, leader.id, reason);
    } finally {
      this.inFlight.delete(key);
    }
  }

  private skipReason(error: unknown): CopySkip {
    if (error instanceof Skip) return error.reason;
    if (error instanceof AppError) {
      if (error.name === 'INSUFFICIENT_MARGIN') return 'insufficient_margin';
      if (error.name === 'LOTS_INVALID') return 'below_min_lot';
      if (error.name === 'NO_QUOTE') return 'no_quote';
    }
    return 'failed';
  }

  /**
   * Inside the copy's transaction: the leader's position is still open (a share lock on it, so
   * its close waits for this copy and then closes it) and the follow still active.
   */
  private async stillCopyable(tx: DbOrTx, followId: number, leaderOrderId: number): Promise<void> {
    const [row] = await rows<{ leader: number | null; follow: number | null }>(
      tx,
      sql`select (select status from orders where id = ${leaderOrderId} for share) as leader,
                 (select status from follows where id = ${followId} for share) as follow`,
    );
    if (row?.leader !== 1) throw new Skip('leader_closed');
    if (row.follow !== 1) throw new Skip('follow_inactive');
  }

  private async recordSkip(followId: number, leaderOrderId: number, reason: CopySkip): Promise<void> {
    await this.ctx.db
      .insert(copyTrades)
      .values({ followId, leaderOrderId, outcome: 'skipped', reason })
      .onConflictDoNothing();
  }

  /** The open copies of a leader's position whose follow still mirrors it. */
  private openCopiesOf(leaderOrderId: number) {
    return rows<{ id: number; user_id: number }>(
      this.ctx.db,
      sql`select o.id, o.user_id from copy_trades c
          join orders o on o.id = c.follower_order_id
          join follows f on f.id = c.follow_id
          where c.leader_order_id = ${leaderOrderId} and o.status = 1 and f.status in (1, 2)`,
    );
  }

  /** Closes every copy of a closed leader position at the leader's close price. */
  async closeCopiesOf(leader: OrderRow): Promise<void> {
    const copies = await this.openCopiesOf(leader.id);
    if (copies.length === 0 || !leader.closePrice) return;
    const pair = this.ctx.market.pairById(leader.pairId);
    if (!pair) return;
    const spread = bookOf(this.ctx.market, pair.code).spread;
    // A long closes at the bid, a short at the ask: the book whose closing side is the leader's price.
    const book: BookQuote =
      leader.side === 1
        ? { bid: leader.closePrice, spread }
        : { bid: decimalSub(leader.closePrice, spread), spread };
    await this.closeAll(copies, 'copy_leader', book);
  }

  private async closeAll(copies: { id: number; user_id: number }[], reason: CloseReason, at?: BookQuote) {
    await Promise.all(
      copies.map((copy) =>
        this.inQueue(copy.user_id, async () => {
          try {
            await this.trading.close(copy.user_id, copy.id, reason, at);
          } catch (error) {
            // Closed meanwhile by its owner, a stop-out or its own SL/TP.
            if (!(error instanceof AppError && error.name === 'ORDER_STATE_CHANGED')) throw error;
          }
        }),
      ),
    );
  }

  private async mirrorStops(leader: OrderRow): Promise<void> {
    const copies = await this.openCopiesOf(leader.id);
    await Promise.all(
      copies.map((copy) =>
        this.inQueue(copy.user_id, async () => {
          try {
            await this.trading.setStops(
              copy.user_id,
              copy.id,
              leader.stopLoss ?? undefined,
              leader.takeProfit ?? undefined,
            );
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
          }
        }),
      ),
    );
  }

  /** Closes a follow's open copies (the follow was stopped by its follower or its stop-loss). */
  async closeFollow(followId: number, reason: CloseReason): Promise<void> {
    const copies = await rows<{ id: number; user_id: number }>(
      this.ctx.db,
      sql`select id, user_id from orders where follow_id = ${followId} and status = 1`,
    );
    await this.closeAll(copies, reason);
  }

  private async cycle(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      await this.checkStopLosses();
      if (++this.ticks % RECONCILE_EVERY === 0) await this.reconcile();
    } catch (error) {
      this.log.error({ err: error }, 'copy trading cycle failed');
    } finally {
      this.checking = false;
    }
  }

  /**
   * DESIGN §7 copy stop-loss: a follow whose equity (allocation + closed copies' P&L − fees +
   * open copies' floating P&L) is at or below (1 − stop_loss_rate) × allocation stops once; its
   * copies close and the follower is told.
   */
  async checkStopLosses(): Promise<void> {
    const ids = [...this.open.keys()];
    if (ids.length === 0) return;
    const found = await rows<{ id: number; follower_id: number; floor: string; base: string }>(
      this.ctx.db,
      sql`select f.id, f.follower_id, (f.amount * (1 - f.stop_loss_rate))::text as floor,
            (f.amount + coalesce((select sum(coalesce(o.realized_pnl, 0) - o.fee) from orders o
               where o.follow_id = f.id and o.status in (1, 3) and (o.status = 1 or o.realized_pnl is not null)), 0))::text as base
          from follows f where f.id in ${sql.raw(`(${ids.map(Number).join(',')})`)} and f.status in (1, 2)`,
    );
    const bids = bidsOf(this.ctx.market);
    for (const follow of found) {
      let equity = follow.base;
      for (const order of this.open.get(follow.id)?.values() ?? []) {
        const code = this.ctx.market.pairById(order.pairId)?.code ?? '';
        const mark = markPosition(this.ctx.market, bids, order, code);
        if (mark) equity = decimalAdd(equity, mark.pnlUsd);
      }
      if (decimalCompare(equity, follow.floor) <= 0)
        await this.stopFollow(follow.id, follow.follower_id, equity);
    }
  }

  private async stopFollow(followId: number, followerId: number, equityUsd: string): Promise<void> {
    const [stopped] = await rows<{ id: number }>(
      this.ctx.db,
      sql`update follows set status = 0, stop_reason = 'copy_stop_loss', stopped_at = ${this.ctx.clock()}
          where id = ${followId} and status in (1, 2) returning id`,
    );
    if (!stopped) return;
    await this.closeFollow(followId, 'copy_stop_loss');
    await this.ctx.bus.publish(
      CHANNELS.account,
      JSON.stringify({
        userId: followerId,
        type: 'FOLLOW',
        data: {
          id: followId,
          status: 0,
          reason: 'copy_stop_loss',
          equity: Number(Number(equityUsd).toFixed(2)),
        },
      }),
    );
  }

  /**
   * Brings the database to what the events should have made of it (start-up, failover, every
   * 10 s): fills of leaders with active follows and no copy record are copied (at the leader's
   * price, as the event would have), and copies of closed leaders are closed.
   */
  async reconcile(): Promise<void> {
    const missing = await rows<{ order_id: number }>(
      this.ctx.db,
      sql`select distinct o.id as order_id from orders o
          join follows f on f.trader_id = o.user_id and f.status = 1 and f.created_at <= o.opened_at
          where o.status = 1 and o.follow_id is null
            and not exists (select 1 from copy_trades c where c.follow_id = f.id and c.leader_order_id = o.id)
          limit 500`,
    );
    for (const order of await this.ordersById(missing.map((m) => m.order_id))) this.track(this.fanOut(order));
    const orphans = await rows<{ leader_id: number }>(
      this.ctx.db,
      sql`select distinct c.leader_order_id as leader_id from copy_trades c
          join orders o on o.id = c.follower_order_id and o.status = 1
          join orders l on l.id = c.leader_order_id and l.status = 3
          join follows f on f.id = c.follow_id and f.status in (1, 2)
          limit 500`,
    );
    for (const leader of await this.ordersById(orphans.map((o) => o.leader_id)))
      this.track(this.closeCopiesOf(leader));
  }
}
