import type { MyFollow, RankEntry, RankSortKey } from '@fxdesk/contract';
import {
  backtest,
  decimalCompare,
  maxDrawdownPercent,
  ratePercent,
  type BacktestTrade,
} from '@fxdesk/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CopyContext as AppContext } from './copy.deps.js';
import { isUniqueViolation } from '../../db/errors.js';
import { copyTraders, follows, orders } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { SessionUser } from '../../session-user.js';
import { readSettings } from '../settings/index.js';
import { markAccount } from '../trading/index.js';
import { markPosition } from '../trading/index.js';
import { withLockedAccountAndLiveOrders } from '../trading/index.js';
import { bidsOf } from '../trading/index.js';
import { parseAmount, parseMultiple, parseStopLossRate } from './follow-input.js';
import {
  dayOf,
  equityCurve,
  rankTraders,
  rows,
  traderFigures,
  THREE_WEEKS_DAYS,
  type TraderFigures,
} from './stats.repository.js';

export const MY_PAGE_SIZE = 20;
const DAY_MS = 86_400_000;
const num = (v: string | number | null | undefined, dp = 2) => Number(Number(v ?? 0).toFixed(dp));

/** Told after a follow stops with `close_positions`: the copy engine closes its copies. */
export type FollowStopped = (followId: number, followerId: number, reason: 'copy_cancelled') => Promise<void>;

/**
 * The copy-trading API (DESIGN §7): ranking, trader pages, back-test, follow, my follows,
 * cancel, pause and the trader application. Statistics come from the incrementally kept tables.
 */
export class FollowService {
  onStopped: FollowStopped = async () => {};

  constructor(private readonly ctx: AppContext) {}

  private today(): string {
    return dayOf(this.ctx.clock());
  }

  private entry(f: TraderFigures): RankEntry {
    const pair = f.pair_id === null ? undefined : this.ctx.market.pairById(f.pair_id);
    return {
      id: f.user_id,
      user: f.display_name,
      avatar: '',
      multiple: f.leverage ?? 0,
      three_week_rate: num(f.three_week_rate),
      three_week_win: f.three_week_orders > 0 ? num((f.three_week_wins * 100) / f.three_week_orders) : 0,
      three_week_profit: num(f.three_week_profit),
      total_rate: num(f.total_rate),
      total_trade_num: f.total_orders,
      total_followers: f.followers,
      code: pair?.showCode ?? pair?.code ?? '',
      is_followed: f.is_followed,
      is_demo: f.is_demo,
      style: f.style,
      spark: (f.spark ?? []).map((v) => Number(v)),
    };
  }

  async list(viewerId: number, sort: RankSortKey, page: number) {
    const found = await rankTraders(this.ctx.db, { today: this.today(), viewerId, sort, page });
    return { data: found.rows.map((r) => this.entry(r)), total: found.total };
  }

  /** A listed trader's figures; a hidden, revoked or unknown one does not exist for clients. */
  private async listed(viewerId: number, traderId: number): Promise<TraderFigures> {
    const f = await traderFigures(this.ctx.db, { today: this.today(), viewerId, traderId });
    if (!f || f.status !== 1 || f.hidden) throw new AppError('TRADER_NOT_COPYABLE');
    return f;
  }

  async detail(viewerId: number, traderId: number) {
    const f = await this.listed(viewerId, traderId);
    const curve = await equityCurve(this.ctx.db, f.account_id);
    const time = (day: string) => Date.parse(`${day}T00:00:00Z`);
    const indexes = curve.map((d) => d.twr_index);
    let peak = '0';
    const drawdown = curve.map((d) => {
      if (decimalCompare(d.twr_index, peak) > 0) peak = d.twr_index;
      return [time(d.day), -num(maxDrawdownPercent([peak, d.twr_index]))] as [number, number];
    });
    const monthly = new Map<string, { first: string; last: string }>();
    let previous = '1';
    for (const d of curve) {
      const month = d.day.slice(0, 7);
      const m = monthly.get(month) ?? { first: previous, last: d.twr_index };
      m.last = d.twr_index;
      monthly.set(month, m);
      previous = d.twr_index;
    }
    const [trades, followers] = await Promise.all([
      this.recentTrades(f.user_id),
      this.followersOf(f.user_id),
    ]);
    return {
      ...this.entry(f),
      bio: f.bio,
      max_drawdown: num(maxDrawdownPercent(indexes)),
      equity: curve.map((d) => [time(d.day), num(d.close_balance)]),
      curve: curve.map((d) => [time(d.day), num(d.twr_index, 6)]),
      drawdown,
      monthly: [...monthly].map(([month, m]) => ({ month, rate: num(ratePercent(m.first, m.last)) })),
      trades,
      followers,
      total_win: f.total_orders > 0 ? num((f.total_wins * 100) / f.total_orders) : 0,
    };
  }

  private async recentTrades(traderId: number) {
    const found = await rows<{
      id: number;
      pair_id: number;
      side: number;
      lots: string;
      open_price: string;
      close_price: string;
      realized_pnl: string;
      opened_at: Date;
      closed_at: Date;
    }>(
      this.ctx.db,
      sql`select id, pair_id, side, lots::text, open_price::text, close_price::text, realized_pnl::text,
            opened_at, closed_at from orders
          where user_id = ${traderId} and status = 3 and realized_pnl is not null and open_price is not null
            and coalesce(close_reason, '') <> 'demo_reset'
          order by closed_at desc, id desc limit 20`,
    );
    return found.map((o) => {
      const pair = this.ctx.market.pairById(o.pair_id);
      return {
        id: o.id,
        code: pair?.showCode ?? '',
        side: o.side,
        lots: Number(o.lots),
        open_price: Number(o.open_price),
        close_price: Number(o.close_price),
        profit: num(o.realized_pnl, 6),
        opened_at: new Date(o.opened_at).toISOString(),
        closed_at: new Date(o.closed_at).toISOString(),
      };
    });
  }

  private async followersOf(traderId: number) {
    const found = await rows<{ uid: string; created_at: Date }>(
      this.ctx.db,
      sql`select u.uid, f.created_at from follows f join users u on u.id = f.follower_id
          where f.trader_id = ${traderId} and f.status in (1, 2) order by f.id desc limit 10`,
    );
    return found.map((r) => ({
      user: `${r.uid.slice(0, 2)}***${r.uid.slice(-2)}`,
      since: new Date(r.created_at).toISOString(),
    }));
  }

  /** DESIGN §7 back-test: the trader's real closed trades of the last `days`, replayed on `amount`. */
  async backtest(
    traderId: number,
    q: { amount: string; multiple: string; stop_loss_rate: string; days: number },
  ) {
    const amount = parseAmount(q.amount);
    const multiple = parseMultiple(q.multiple);
    const stopLossRate = parseStopLossRate(q.stop_loss_rate);
    const f = await this.listed(0, traderId);
    const now = this.ctx.clock().getTime();
    const since = new Date(now - q.days * DAY_MS);
    const found = await rows<{
      pair_id: number;
      lots: string;
      realized_pnl: string;
      fee: string;
      margin: string;
      opened_at: Date;
      closed_at: Date;
      equity: string | null;
    }>(
      this.ctx.db,
      sql`select o.pair_id, o.lots::text, o.realized_pnl::text, o.fee::text, o.margin::text, o.opened_at, o.closed_at,
            (select case when d.day = (o.opened_at at time zone 'UTC')::date then d.open_balance else d.close_balance end
               from trader_days d where d.account_id = o.account_id
                 and d.day <= (o.opened_at at time zone 'UTC')::date order by d.day desc limit 1)::text as equity
          from orders o
          where o.user_id = ${traderId} and o.status = 3 and o.realized_pnl is not null and o.opened_at is not null
            and coalesce(o.close_reason, '') <> 'demo_reset' and o.opened_at >= ${since}
          order by o.opened_at, o.id
          limit 5000`,
    );
    const trades: BacktestTrade[] = found.flatMap((o) => {
      const pair = this.ctx.market.pairById(o.pair_id);
      if (!pair || !o.equity) return [];
      return [
        {
          openedAtMs: new Date(o.opened_at).getTime(),
          closedAtMs: new Date(o.closed_at).getTime(),
          lots: o.lots,
          pnlUsd: o.realized_pnl,
          feeUsd: o.fee,
          marginUsd: o.margin,
          leaderEquityUsd: o.equity,
          minLots: pair.minLots,
          stepLots: pair.lotStep,
        },
      ];
    });
    const result = backtest({ amountUsd: amount, multiple, stopLossRate, startMs: since.getTime(), trades });
    return {
      trader_id: f.user_id,
      equity: result.equity.map(([t, v]) => [t, Number(v)]),
      profit: Number(result.profit),
      profit_rate: num((Number(result.profit) * 100) / Number(amount)),
      max_drawdown: Number(result.maxDrawdown),
      trades: result.trades,
      skipped: result.skipped,
      skipped_by: result.skippedBy,
      stopped: result.stopped,
    };
  }

  async follow(
    session: SessionUser,
    input: { trader_id: number; amount: string; multiple: string; stop_loss_rate: string },
  ) {
    if (input.trader_id === session.id) throw new AppError('FOLLOW_SELF');
    const [trader] = await this.ctx.db
      .select()
      .from(copyTraders)
      .where(eq(copyTraders.userId, input.trader_id));
    if (!trader || trader.status !== 1 || trader.hidden) throw new AppError('TRADER_NOT_COPYABLE');
    const amount = parseAmount(input.amount);
    const multiple = parseMultiple(input.multiple);
    const stopLossRate = parseStopLossRate(input.stop_loss_rate);
    const levels = await readSettings(this.ctx.db, ['stop_out_level', 'margin_call_level']);
    try {
      return await withLockedAccountAndLiveOrders(this.ctx.db, session.id, async (tx, account, live) => {
        const [existing] = await tx
          .select({ id: follows.id })
          .from(follows)
          .where(
            and(
              eq(follows.followerId, session.id),
              eq(follows.traderId, trader.userId),
              inArray(follows.status, [1, 2]),
            ),
          );
        if (existing) throw new AppError('FOLLOW_EXISTS');
        const { metrics } = markAccount(this.ctx.market, bidsOf(this.ctx.market), account.balance, live, {
          stopOutPercent: levels.stop_out_level,
          marginCallPercent: levels.margin_call_level,
        });
        if (decimalCompare(amount, metrics.freeMarginUsd) > 0)
          throw new AppError('FOLLOW_AMOUNT_OVER_FREE_MARGIN', { available: num(metrics.freeMarginUsd) });
        const [row] = await tx
          .insert(follows)
          .values({
            followerId: session.id,
            traderId: trader.userId,
            amount,
            multiple,
            stopLossRate,
            createdAt: this.ctx.clock(),
          })
          .returning();
        return row!;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('FOLLOW_EXISTS');
      throw error;
    }
  }

  private async ownFollow(userId: number, id: number) {
    const [row] = await this.ctx.db
      .select()
      .from(follows)
      .where(and(eq(follows.id, id), eq(follows.followerId, userId)));
    if (!row) throw new AppError('FOLLOW_NOT_FOUND');
    return row;
  }

  /** Stops a follow once (a conditional update); its open copies close unless `keep` says not. */
  async cancel(userId: number, id: number, closePositions: boolean) {
    await this.ownFollow(userId, id);
    const [stopped] = await this.ctx.db
      .update(follows)
      .set({ status: 0, stopReason: 'cancelled', stoppedAt: this.ctx.clock() })
      .where(and(eq(follows.id, id), eq(follows.followerId, userId), inArray(follows.status, [1, 2])))
      .returning();
    if (!stopped) throw new AppError('FOLLOW_STATE_CHANGED');
    if (closePositions) await this.onStopped(id, userId, 'copy_cancelled');
    return stopped;
  }

  async pause(userId: number, id: number, paused: boolean) {
    await this.ownFollow(userId, id);
    const [row] = await this.ctx.db
      .update(follows)
      .set({ status: paused ? 2 : 1 })
      .where(and(eq(follows.id, id), eq(follows.followerId, userId), inArray(follows.status, [1, 2])))
      .returning();
    if (!row) throw new AppError('FOLLOW_STATE_CHANGED');
    return row;
  }

  async my(userId: number, page: number): Promise<{ data: MyFollow[]; total: number }> {
    const found = await rows<{
      id: number;
      trader_id: number;
      display_name: string;
      is_demo: boolean;
      amount: string;
      multiple: string;
      stop_loss_rate: string;
      status: number;
      stop_reason: string | null;
      created_at: Date;
      realized: string;
      open_fees: string;
      skipped: number;
      total_count: number;
    }>(
      this.ctx.db,
      sql`select f.id, f.trader_id, coalesce(ct.display_name, '') as display_name, coalesce(ct.is_demo, false) as is_demo,
            f.amount::text, f.multiple::text, f.stop_loss_rate::text, f.status, f.stop_reason, f.created_at,
            (select coalesce(sum(o.realized_pnl - o.fee), 0) from orders o where o.follow_id = f.id and o.status = 3
               and o.realized_pnl is not null)::text as realized,
            (select coalesce(sum(o.fee), 0) from orders o where o.follow_id = f.id and o.status = 1)::text as open_fees,
            (select count(*) from copy_trades c where c.follow_id = f.id and c.outcome = 'skipped')::int as skipped,
            count(*) over ()::int as total_count
          from follows f left join copy_traders ct on ct.user_id = f.trader_id
          where f.follower_id = ${userId}
          order by (f.status = 0), f.id desc
          limit ${MY_PAGE_SIZE} offset ${(page - 1) * MY_PAGE_SIZE}`,
    );
    const open = await this.openCopies(found.map((f) => f.id));
    return {
      data: found.map((f) => {
        const o = open.get(f.id) ?? { floating: 0, count: 0 };
        const realized = Number(f.realized) - Number(f.open_fees);
        return {
          id: f.id,
          trader_id: f.trader_id,
          trader: f.display_name,
          is_demo_trader: f.is_demo,
          amount: num(f.amount),
          multiple: Number(f.multiple),
          stop_loss_rate: Number(f.stop_loss_rate),
          status: f.status,
          stop_reason: f.stop_reason,
          realized_pnl: num(realized),
          floating_pnl: num(o.floating),
          pnl: num(realized + o.floating),
          open_copies: o.count,
          skipped: f.skipped,
          created_at: new Date(f.created_at).toISOString(),
        };
      }),
      total: found[0]?.total_count ?? 0,
    };
  }

  /** Floating P&L and count of each follow's open copies, on the live book. */
  private async openCopies(followIds: number[]) {
    const result = new Map<number, { floating: number; count: number }>();
    if (followIds.length === 0) return result;
    const live = await this.ctx.db
      .select()
      .from(orders)
      .where(and(inArray(orders.followId, followIds), eq(orders.status, 1)));
    const bids = bidsOf(this.ctx.market);
    for (const order of live) {
      const code = this.ctx.market.pairById(order.pairId)?.code ?? '';
      const mark = markPosition(this.ctx.market, bids, order, code);
      const entry = result.get(order.followId!) ?? { floating: 0, count: 0 };
      entry.floating += Number(mark?.pnlUsd ?? 0);
      entry.count += 1;
      result.set(order.followId!, entry);
    }
    return result;
  }

  /** What happened to each of the trader's fills for one of my follows: copied or skipped, why. */
  async activity(userId: number, followId: number, page: number) {
    await this.ownFollow(userId, followId);
    const found = await rows<{
      id: number;
      leader_order_id: number;
      follower_order_id: number | null;
      outcome: string;
      reason: string | null;
      lots: string | null;
      created_at: Date;
      pair_id: number;
      side: number;
      total_count: number;
    }>(
      this.ctx.db,
      sql`select c.id, c.leader_order_id, c.follower_order_id, c.outcome, c.reason, c.lots::text, c.created_at,
            o.pair_id, o.side, count(*) over ()::int as total_count
          from copy_trades c join orders o on o.id = c.leader_order_id
          where c.follow_id = ${followId} order by c.id desc limit 20 offset ${(page - 1) * 20}`,
    );
    return {
      data: found.map((c) => ({
        id: c.id,
        order_id: c.follower_order_id,
        code: this.ctx.market.pairById(c.pair_id)?.showCode ?? '',
        side: c.side,
        outcome: c.outcome,
        reason: c.reason,
        lots: c.lots === null ? null : Number(c.lots),
        created_at: new Date(c.created_at).toISOString(),
      })),
      total: found[0]?.total_count ?? 0,
    };
  }

  /** "Become a trader": one application at a time; a rejected or revoked account may apply again. */
  async apply(session: SessionUser, name: string, bio: string) {
    const [current] = await this.ctx.db.select().from(copyTraders).where(eq(copyTraders.userId, session.id));
    if (current && (current.status === 0 || current.status === 1))
      throw new AppError('TRADER_APPLICATION_EXISTS');
    const values = {
      status: 0,
      displayName: name,
      bio,
      remark: '',
      appliedAt: this.ctx.clock(),
      reviewedAt: null,
    };
    const [row] = current
      ? await this.ctx.db
          .update(copyTraders)
          .set(values)
          .where(and(eq(copyTraders.userId, session.id), inArray(copyTraders.status, [2, 3])))
          .returning()
      : await this.ctx.db
          .insert(copyTraders)
          .values({ userId: session.id, ...values })
          .onConflictDoNothing()
          .returning();
    if (!row) throw new AppError('TRADER_APPLICATION_EXISTS');
    return row;
  }

  async application(userId: number) {
    const [row] = await this.ctx.db.select().from(copyTraders).where(eq(copyTraders.userId, userId));
    return row
      ? { status: row.status, name: row.displayName, bio: row.bio, remark: row.remark, hidden: row.hidden }
      : { status: -1, name: '', bio: '', remark: '', hidden: false };
  }

  /** Days the three-week window covers (for the web's labels). */
  static readonly windowDays = THREE_WEEKS_DAYS;
}
