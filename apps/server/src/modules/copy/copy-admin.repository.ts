import { FollowStatus } from '@fxdesk/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { copyTraders, follows, users } from '../../db/schema.js';
import { rows } from './stats.repository.js';
import { S } from './copy-sql.js';

/**
 * The back office's reads and writes of copy trading (admin-copy.routes.ts, via CopyAdmin). The
 * lists are plain SQL: their times are the database's text ("2026-11-22 08:00:00+00").
 */

export type CopyTraderRecord = typeof copyTraders.$inferSelect;

/** One page of a list and the row count; the window's `total_count` is not part of a row. */
async function paged<T>(db: DbOrTx, query: ReturnType<typeof sql>) {
  const found = await rows<T & { total_count: number }>(db, query);
  return {
    data: found.map(({ total_count: _total, ...row }) => row as T),
    total: found[0]?.total_count ?? 0,
  };
}

export interface TraderFilter {
  /** 0 applied, 1 approved, 2 rejected, 3 revoked; none: all. */
  status?: number | undefined;
  /** '1' demo traders only, '0' real ones only. */
  demo?: '0' | '1' | undefined;
  /** Part of the display name, uid or e-mail, already safe inside ILIKE. */
  term?: string | undefined;
}

export interface TraderListRow {
  user_id: number;
  display_name: string;
  bio: string;
  status: number;
  is_demo: boolean;
  style: string;
  hidden: boolean;
  remark: string;
  applied_at: string;
  reviewed_at: string | null;
  uid: string;
  email: string | null;
  demo_account: number;
  followers: number;
  closed_orders: number;
}

/** Applications first, then newest: traders with their account, followers and closed orders. */
export function traderPage(db: DbOrTx, filter: TraderFilter, limit: number, offset: number) {
  const term = filter.term ? `%${filter.term}%` : null;
  return paged<TraderListRow>(
    db,
    sql`select ct.user_id, ct.display_name, ct.bio, ct.status, ct.is_demo, ct.style, ct.hidden, ct.remark,
          ct.created_at as applied_at, ct.reviewed_at, u.uid, u.email, u.is_demo as demo_account,
          (select count(*) from follows f where f.trader_id = ct.user_id and f.status in ${S.liveFollows})::int as followers,
          (select coalesce(sum(closed_orders), 0) from trader_trade_days d join accounts a on a.id = d.account_id
             where a.user_id = ct.user_id)::int as closed_orders,
          count(*) over ()::int as total_count
        from copy_traders ct join users u on u.id = ct.user_id
        where (${filter.status ?? null}::int is null or ct.status = ${filter.status ?? null}::int)
          and (${filter.demo ?? null}::text is null or ct.is_demo = (${filter.demo ?? null}::text = '1'))
          and (${term}::text is null or ct.display_name ilike ${term}::text or u.uid ilike ${term}::text
               or coalesce(u.email, '') ilike ${term}::text)
        order by (ct.status = ${S.traderApplied}) desc, ct.created_at desc
        limit ${limit} offset ${offset}`,
  );
}

export interface FollowListRow {
  id: number;
  follower_id: number;
  follower_uid: string;
  trader_id: number;
  trader: string;
  amount: string;
  multiple: string;
  stop_loss_rate: string;
  status: number;
  stop_reason: string | null;
  created_at: string;
  stopped_at: string | null;
  open_copies: number;
  realized: string;
}

/** Follows of one follower and/or one trader (or all), newest first. */
export function followPage(
  db: DbOrTx,
  filter: { userId?: number | undefined; traderId?: number | undefined },
  limit: number,
  offset: number,
) {
  return paged<FollowListRow>(
    db,
    sql`select f.id, f.follower_id, fu.uid as follower_uid, f.trader_id, coalesce(ct.display_name, '') as trader,
          f.amount::text as amount, f.multiple::text as multiple, f.stop_loss_rate::text as stop_loss_rate,
          f.status, f.stop_reason, f.created_at, f.stopped_at,
          (select count(*) from orders o where o.follow_id = f.id and o.status = ${S.holding})::int as open_copies,
          (select coalesce(sum(o.realized_pnl - o.fee), 0) from orders o where o.follow_id = f.id and o.status = ${S.history}
             and o.realized_pnl is not null)::text as realized,
          count(*) over ()::int as total_count
        from follows f join users fu on fu.id = f.follower_id left join copy_traders ct on ct.user_id = f.trader_id
        where (${filter.userId ?? null}::int is null or f.follower_id = ${filter.userId ?? null}::int)
          and (${filter.traderId ?? null}::int is null or f.trader_id = ${filter.traderId ?? null}::int)
        order by f.id desc limit ${limit} offset ${offset}`,
  );
}

export interface ActivityRow {
  id: number;
  follow_id: number;
  leader_order_id: number;
  follower_order_id: number | null;
  outcome: string;
  reason: string | null;
  lots: string | null;
  created_at: string;
  follower_id: number;
  trader_id: number;
  trader: string;
}

/** The copy log (copies and skips), of one follow and/or one outcome, newest first. */
export function activityPage(
  db: DbOrTx,
  filter: { followId?: number | undefined; outcome?: 'opened' | 'skipped' | undefined },
  limit: number,
  offset: number,
) {
  return paged<ActivityRow>(
    db,
    sql`select c.id, c.follow_id, c.leader_order_id, c.follower_order_id, c.outcome, c.reason, c.lots::text as lots,
          c.created_at, f.follower_id, f.trader_id, coalesce(ct.display_name, '') as trader,
          count(*) over ()::int as total_count
        from copy_trades c join follows f on f.id = c.follow_id left join copy_traders ct on ct.user_id = f.trader_id
        where (${filter.followId ?? null}::int is null or c.follow_id = ${filter.followId ?? null}::int)
          and (${filter.outcome ?? null}::text is null or c.outcome = ${filter.outcome ?? null}::text)
        order by c.id desc limit ${limit} offset ${offset}`,
  );
}

/**
 * Changes a trader's row — only while it is in `from` when given (a review needs an application
 * still waiting, a revoke an approved trader); the row after, or undefined when none matched.
 */
export async function updateTrader(
  db: DbOrTx,
  userId: number,
  values: Partial<Pick<CopyTraderRecord, 'status' | 'remark' | 'reviewedAt' | 'hidden'>>,
  from?: number,
): Promise<CopyTraderRecord | undefined> {
  const [updated] = await db
    .update(copyTraders)
    .set(values)
    .where(and(eq(copyTraders.userId, userId), from === undefined ? undefined : eq(copyTraders.status, from)))
    .returning();
  return updated;
}

/** Stops the trader's active and paused follows (reason trader_revoked); how many. */
export async function stopFollowsOfTrader(db: DbOrTx, traderId: number, at: Date): Promise<number> {
  const ended = await db
    .update(follows)
    .set({ status: FollowStatus.STOPPED, stopReason: 'trader_revoked', stoppedAt: at })
    .where(
      and(
        eq(follows.traderId, traderId),
        inArray(follows.status, [FollowStatus.ACTIVE, FollowStatus.PAUSED]),
      ),
    )
    .returning({ id: follows.id });
  return ended.length;
}

export async function userExists(db: DbOrTx, userId: number): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return user !== undefined;
}

/** Makes the account an approved trader (its row created or overwritten); the row after. */
export async function upsertApprovedTrader(
  db: DbOrTx,
  userId: number,
  values: { status: number; displayName: string; reviewedAt: Date; remark: string },
): Promise<CopyTraderRecord> {
  const [saved] = await db
    .insert(copyTraders)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: copyTraders.userId, set: values })
    .returning();
  if (!saved) throw new Error('copy trader upsert returned nothing');
  return saved;
}
