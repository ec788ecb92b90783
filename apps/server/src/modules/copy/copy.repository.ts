import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { copyTrades, orders } from '../../db/schema.js';
import { run, selectList, statement } from '../../db/statements.js';
import { NEW_ORDER_COLUMNS, newOrderParams, splitPosted, type OrderRow } from '../trading/index.js';
import type { InsertOrder } from '../trading/index.js';
import { checkPosted, postingParams, postingSql, type PostedRow } from '../wallet/index.js';
import { rows } from './stats.repository.js';

/** Why a leader's fill was not copied for a follow (shown to the follower, listed in the back office). */
export type CopySkip =
  | 'below_min_lot'
  | 'insufficient_margin'
  | 'market_closed'
  | 'leader_closed'
  | 'follow_inactive'
  | 'no_quote'
  /** The leader's equity at the fill was not positive: nothing to size the copy on. */
  | 'no_equity'
  | 'failed';

/** A skip decided while copying: recorded with its reason, never an error. */
export class Skip extends Error {
  constructor(readonly reason: CopySkip) {
    super(reason);
  }
}

/** A follow a leader's fill is to be copied to. */
export interface FollowToCopy {
  id: number;
  follower_id: number;
  amount: string;
  multiple: string;
}

/** The active and paused follows of the leader that existed at its fill and have no record of it. */
export function followsToCopy(db: DbOrTx, leader: OrderRow): Promise<FollowToCopy[]> {
  return rows<FollowToCopy>(
    db,
    sql`select id, follower_id, amount::text as amount, multiple::text as multiple from follows
        where trader_id = ${leader.userId} and status in (1, 2) and created_at <= ${leader.openedAt ?? leader.createdAt}
          and not exists (select 1 from copy_trades c where c.follow_id = follows.id and c.leader_order_id = ${leader.id})
        order by id`,
  );
}

/**
 * The copy's order, its fee posting and its record in one statement (one round trip), after a
 * share lock on the leader's order and the follow: a leader close waits for the copies being
 * opened (and then closes them), and the guard columns say whether the leader was still open and
 * the follow still active — when not, the caller rolls the whole statement back. The record's
 * unique key (follow, leader order) makes a second copy of the same fill fail here.
 * Parameters: the order's ($1 … $18), the follow ($19), the leader's order ($20), the posting's.
 */
function copyInsertText(withFee: boolean): string {
  const posting = postingSql(21, 'changed');
  return `with guard as (
      select (select status from orders where id = $20::integer for share) as guard_leader,
             (select status from follows where id = $19::integer for share) as guard_follow
    ), changed as (
      insert into orders (${NEW_ORDER_COLUMNS}, follow_id)
      values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19::integer)
      returning *
    ), record as (
      insert into copy_trades (follow_id, leader_order_id, follower_order_id, outcome, lots)
      select $19::integer, $20::integer, changed.id, 'opened', changed.lots from changed
      returning id
    )${withFee ? `, ${posting.ctes}` : ''}
    select g.guard_leader, g.guard_follow, (select count(*) from record)::int as recorded,
      ${selectList(orders, 'changed')}${withFee ? `, ${posting.columns}` : ''}
    from guard g cross join changed${withFee ? ' left join (moved m cross join entry e) on true' : ''}`;
}

type CopyInsertRow = OrderRow &
  Partial<PostedRow> & { guard_leader: number | null; guard_follow: number | null; recorded: number };
const COPY_INSERT = statement<CopyInsertRow>('copy_insert_order', copyInsertText(false));
const COPY_INSERT_POSTING = statement<CopyInsertRow>('copy_insert_order_posting', copyInsertText(true));

/** The order path's insert for a copy of `leaderOrderId` for `followId` (`TradingService.openCopy`). */
export function insertCopy(followId: number, leaderOrderId: number): InsertOrder {
  return async (tx, fields, fee) => {
    const params = [...newOrderParams(fields), followId, leaderOrderId];
    const [result] = fee
      ? await run(tx, COPY_INSERT_POSTING, [...params, ...postingParams(fee)])
      : await run(tx, COPY_INSERT, params);
    if (!result) throw new Error('copy insert returned nothing');
    const { guard_leader, guard_follow, recorded, ...rest } = result;
    if (guard_leader !== 1) throw new Skip('leader_closed');
    if (guard_follow !== 1) throw new Skip('follow_inactive');
    if (recorded !== 1) throw new Error('copy record not written');
    const { order: row, posted } = splitPosted(rest);
    if (!fee) return { row };
    return { row, posted: await checkPosted(tx, { ...fee, refId: fee.refId ?? String(row.id) }, posted) };
  };
}

export async function recordSkip(
  db: DbOrTx,
  followId: number,
  leaderOrderId: number,
  reason: CopySkip,
): Promise<void> {
  await db
    .insert(copyTrades)
    .values({ followId, leaderOrderId, outcome: 'skipped', reason })
    .onConflictDoNothing();
}

/** An open copy: its order and its owner. */
export interface OpenCopy {
  id: number;
  user_id: number;
}

/** The open copies of a leader's position whose follow still mirrors it. */
export function openCopiesOfLeader(db: DbOrTx, leaderOrderId: number): Promise<OpenCopy[]> {
  return rows<OpenCopy>(
    db,
    sql`select o.id, o.user_id from copy_trades c
        join orders o on o.id = c.follower_order_id
        join follows f on f.id = c.follow_id
        where c.leader_order_id = ${leaderOrderId} and o.status = 1 and f.status in (1, 2)`,
  );
}

/** A follow's open copies. */
export function openCopiesOfFollow(db: DbOrTx, followId: number): Promise<OpenCopy[]> {
  return rows<OpenCopy>(db, sql`select id, user_id from orders where follow_id = ${followId} and status = 1`);
}

/** Open leader positions with an active follow and no record of them (at most 500). */
export async function uncopiedFills(db: DbOrTx): Promise<number[]> {
  const found = await rows<{ order_id: number }>(
    db,
    sql`select distinct o.id as order_id from orders o
        join follows f on f.trader_id = o.user_id and f.status = 1 and f.created_at <= o.opened_at
        where o.status = 1 and o.follow_id is null
          and not exists (select 1 from copy_trades c where c.follow_id = f.id and c.leader_order_id = o.id)
        limit 500`,
  );
  return found.map((r) => r.order_id);
}

/** Closed leader positions with a copy still open under an active follow (at most 500). */
export async function orphanedLeaders(db: DbOrTx): Promise<number[]> {
  const found = await rows<{ leader_id: number }>(
    db,
    sql`select distinct c.leader_order_id as leader_id from copy_trades c
        join orders o on o.id = c.follower_order_id and o.status = 1
        join orders l on l.id = c.leader_order_id and l.status = 3
        join follows f on f.id = c.follow_id and f.status in (1, 2)
        limit 500`,
  );
  return found.map((r) => r.leader_id);
}
