import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { S } from './copy-sql.js';

/** Window of the "recent three-week" figures (SPEC §3), in days. */
export const THREE_WEEKS_DAYS = 21;
/** Ranking page size (DESIGN §3: a fixed page size per list). */
export const RANK_PAGE_SIZE = 20;

export type RankSort = 'three_week_rate' | 'total_rate' | 'three_week_win' | 'total_followers';

export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** UTC day (YYYY-MM-DD) of a time. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** One trader's figures, as the ranking and the detail read them (strings are exact). */
export interface TraderFigures {
  user_id: number;
  account_id: number;
  display_name: string;
  bio: string;
  is_demo: boolean;
  style: string;
  status: number;
  hidden: boolean;
  three_week_rate: string;
  total_rate: string;
  three_week_profit: string;
  three_week_orders: number;
  three_week_wins: number;
  total_orders: number;
  total_wins: number;
  followers: number;
  leverage: number | null;
  pair_id: number | null;
  is_followed: boolean;
  spark: string[] | null;
}

/**
 * Every trader's figures from the incrementally kept tables (trader_days, trader_trade_days,
 * trader_pairs, trader_leverages): a few indexed rows per trader, nothing recomputed from
 * orders. `where` narrows the traders (listed ones, or one id).
 */
function figuresQuery(
  today: string,
  viewerId: number,
  where: SQL,
  order: SQL,
  limit: number,
  offset: number,
) {
  return sql`
    with t as (
      select ct.user_id, a.id as account_id, ct.display_name, ct.bio, ct.is_demo, ct.style, ct.status, ct.hidden
      from copy_traders ct join accounts a on a.user_id = ct.user_id
      where ${where}
    ), f as (
      select t.*,
        coalesce(now_idx.v, 1) as idx_now,
        coalesce(old_idx.v, 1) as idx_old,
        coalesce(win.profit, 0) as three_week_profit,
        coalesce(tr.orders, 0)::int as three_week_orders,
        coalesce(tr.wins, 0)::int as three_week_wins,
        coalesce(tot.orders, 0)::int as total_orders,
        coalesce(tot.wins, 0)::int as total_wins,
        (select count(*) from follows fo where fo.trader_id = t.user_id and fo.status in ${S.liveFollows})::int as followers,
        (select leverage from trader_leverages l where l.account_id = t.account_id
           order by closed_orders desc, leverage limit 1) as leverage,
        (select pair_id from trader_pairs p where p.account_id = t.account_id
           order by closed_orders desc, pair_id limit 1) as pair_id,
        exists (select 1 from follows fo where fo.trader_id = t.user_id and fo.follower_id = ${viewerId}
           and fo.status in ${S.liveFollows}) as is_followed,
        (select array_agg(s.twr_index::text order by s.day) from trader_days s
           where s.account_id = t.account_id and s.day > ${today}::date - ${THREE_WEEKS_DAYS}::int
             and s.day <= ${today}::date) as spark
      from t
      left join lateral (select twr_index as v from trader_days d where d.account_id = t.account_id
        and d.day <= ${today}::date order by d.day desc limit 1) now_idx on true
      left join lateral (select twr_index as v from trader_days d where d.account_id = t.account_id
        and d.day <= ${today}::date - ${THREE_WEEKS_DAYS}::int order by d.day desc limit 1) old_idx on true
      left join lateral (select sum(pnl) as profit from trader_days d where d.account_id = t.account_id
        and d.day > ${today}::date - ${THREE_WEEKS_DAYS}::int and d.day <= ${today}::date) win on true
      left join lateral (select sum(closed_orders) as orders, sum(wins) as wins from trader_trade_days d
        where d.account_id = t.account_id and d.day > ${today}::date - ${THREE_WEEKS_DAYS}::int
          and d.day <= ${today}::date) tr on true
      left join lateral (select sum(closed_orders) as orders, sum(wins) as wins from trader_trade_days d
        where d.account_id = t.account_id) tot on true
    ), r as (
      select f.*,
        case when idx_old > 0 then trunc((idx_now - idx_old) * 100 / idx_old, 2) else 0 end as r3,
        trunc((idx_now - 1) * 100, 2) as rt,
        case when three_week_orders > 0 then trunc(three_week_wins * 100.0 / three_week_orders, 2) else 0 end as w3
      from f
    )
    select user_id, account_id, display_name, bio, is_demo, style, status, hidden,
      r3::text as three_week_rate, rt::text as total_rate, three_week_profit::text as three_week_profit,
      three_week_orders, three_week_wins, total_orders, total_wins, followers, leverage, pair_id,
      is_followed, spark, count(*) over ()::int as total_count
    from r
    ${order}
    limit ${limit} offset ${offset}`;
}

const ORDERS: Record<RankSort, SQL> = {
  three_week_rate: sql`order by r3 desc, user_id`,
  total_rate: sql`order by rt desc, user_id`,
  three_week_win: sql`order by w3 desc, three_week_orders desc, user_id`,
  total_followers: sql`order by followers desc, r3 desc, user_id`,
};

/** The ranking: approved, visible traders, sorted and paged. */
export async function rankTraders(
  db: DbOrTx,
  opts: { today: string; viewerId: number; sort: RankSort; page: number },
): Promise<{ rows: TraderFigures[]; total: number }> {
  const found = await rows<TraderFigures & { total_count: number }>(
    db,
    figuresQuery(
      opts.today,
      opts.viewerId,
      sql`ct.status = ${S.traderApproved} and not ct.hidden`,
      ORDERS[opts.sort],
      RANK_PAGE_SIZE,
      (opts.page - 1) * RANK_PAGE_SIZE,
    ),
  );
  return { rows: found, total: found[0]?.total_count ?? (opts.page === 1 ? 0 : await countListed(db)) };
}

async function countListed(db: DbOrTx): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from copy_traders where status = ${S.traderApproved} and not hidden`,
  );
  return row?.n ?? 0;
}

/** One trader's figures (any status: the caller decides what it may see). */
export async function traderFigures(
  db: DbOrTx,
  opts: { today: string; viewerId: number; traderId: number },
): Promise<TraderFigures | undefined> {
  const [row] = await rows<TraderFigures>(
    db,
    figuresQuery(opts.today, opts.viewerId, sql`ct.user_id = ${opts.traderId}`, sql``, 1, 0),
  );
  return row;
}

/** The account's daily equity curve: close balance and return index per day. */
export function equityCurve(db: DbOrTx, accountId: number) {
  return rows<{ day: string; close_balance: string; twr_index: string }>(
    db,
    sql`select day::text as day, close_balance::text as close_balance, twr_index::text as twr_index
        from trader_days where account_id = ${accountId} order by day`,
  );
}
