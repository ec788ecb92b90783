import { CopyTraderStatus } from '@fxdesk/contract';
import type { RankEntry, RankSortKey } from '@fxdesk/contract';
import {
  backtest,
  decimalCompare,
  maxDrawdownPercent,
  ratePercent,
  type BacktestTrade,
} from '@fxdesk/domain';
import { sql } from 'drizzle-orm';
import type { CopyContext as AppContext } from './copy.deps.js';
import { AppError } from '../../errors.js';
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
import { S } from './copy-sql.js';

const DAY_MS = 86_400_000;
export const num = (v: string | number | null | undefined, dp = 2) => Number(Number(v ?? 0).toFixed(dp));

/** What the trader pages read: the database, the clock, the market's pairs. */
export type TraderDeps = Pick<AppContext, 'db' | 'clock' | 'market'>;

/**
 * The public side of copy trading (DESIGN §7): the ranking, a trader's page and the back-test
 * on the follower's own capital. Statistics come from the incrementally kept tables.
 */
export class TraderService {
  constructor(private readonly ctx: TraderDeps) {}

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
    if (!f || f.status !== CopyTraderStatus.APPROVED || f.hidden) throw new AppError('TRADER_NOT_COPYABLE');
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
      equity: curve.map((d): [number, number] => [time(d.day), num(d.close_balance)]),
      curve: curve.map((d): [number, number] => [time(d.day), num(d.twr_index, 6)]),
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
          where user_id = ${traderId} and status = ${S.history} and realized_pnl is not null and open_price is not null
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
          where f.trader_id = ${traderId} and f.status in ${S.liveFollows} order by f.id desc limit 10`,
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
    // What each copy is sized on (DESIGN §7: the leader's equity at the fill): the balance just
    // before the position's open fee entry (unique per order: ledger_entries_ref_key). Without
    // one (no fee), the trader's day figures: the previous close, or on a day the account was
    // funded, the day's open plus its flow — a deposit or demo credit is the day's first entry,
    // so its open alone is 0. Unknown → null: the trade is skipped as no_equity.
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
            coalesce(
              (select l.balance_after - l.amount from ledger_entries l
                 where l.account_id = o.account_id and l.kind = 'fee' and l.ref_type = 'order'
                   and l.ref_id = o.id::text),
              (select case when d.day = (o.opened_at at time zone 'UTC')::date
                        then d.open_balance + d.flow else d.close_balance end
                 from trader_days d where d.account_id = o.account_id
                   and d.day <= (o.opened_at at time zone 'UTC')::date order by d.day desc limit 1)
            )::text as equity
          from orders o
          where o.user_id = ${traderId} and o.status = ${S.history} and o.realized_pnl is not null and o.opened_at is not null
            and coalesce(o.close_reason, '') <> 'demo_reset' and o.opened_at >= ${since}
          order by o.opened_at, o.id
          limit 5000`,
    );
    const trades: BacktestTrade[] = found.flatMap((o) => {
      const pair = this.ctx.market.pairById(o.pair_id);
      if (!pair) return [];
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
      equity: result.equity.map(([t, v]): [number, number] => [t, Number(v)]),
      profit: Number(result.profit),
      profit_rate: num((Number(result.profit) * 100) / Number(amount)),
      max_drawdown: Number(result.maxDrawdown),
      trades: result.trades,
      skipped: result.skipped,
      skipped_by: result.skippedBy,
      stopped: result.stopped,
    };
  }

  /** Days the three-week window covers (for the web's labels). */
  static readonly windowDays = THREE_WEEKS_DAYS;
}
