import { OrderStatus } from '@fxdesk/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { copyTrades, orders } from '../../db/schema.js';
import { run, selectList, statement, type Step } from '../../db/statements.js';
import type { TripRunner } from './copy.batch.js';
import { InvariantError } from '../../invariant.js';
import { NEW_ORDER_COLUMNS, newOrderParams, splitPosted, type OrderRow } from '../trading/index.js';
import type { CopyTrip, InsertOrder } from '../trading/index.js';
import { checkPosted, postingParams, postingSql, type PostedRow } from '../wallet/index.js';
import { rows } from './stats.repository.js';
import { S } from './copy-sql.js';

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
        where trader_id = ${leader.userId} and status in ${S.liveFollows} and created_at <= ${leader.openedAt ?? leader.createdAt}
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
        where c.leader_order_id = ${leaderOrderId} and o.status = ${S.holding} and f.status in ${S.liveFollows}`,
  );
}

/** A follow's open copies. */
export function openCopiesOfFollow(db: DbOrTx, followId: number): Promise<OpenCopy[]> {
  return rows<OpenCopy>(
    db,
    sql`select id, user_id from orders where follow_id = ${followId} and status = ${S.holding}`,
  );
}

/** Open leader positions with an active follow and no record of them (at most 500). */
export async function uncopiedFills(db: DbOrTx): Promise<number[]> {
  const found = await rows<{ order_id: number }>(
    db,
    sql`select distinct o.id as order_id from orders o
        join follows f on f.trader_id = o.user_id and f.status = ${S.followActive} and f.created_at <= o.opened_at
        where o.status = ${S.holding} and o.follow_id is null
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
        join orders o on o.id = c.follower_order_id and o.status = ${S.holding}
        join orders l on l.id = c.leader_order_id and l.status = ${S.history}
        join follows f on f.id = c.follow_id and f.status in ${S.liveFollows}
        limit 500`,
  );
  return found.map((r) => r.leader_id);
}

/**
 * A follower's account as one read found it, for a copy decided without a transaction
 * (`TradingService.openCopyOnRead`): what the margin check needs (balance, live orders) and
 * fingerprints of the account row and of its live orders, which the copy's one round trip
 * compares under the account lock.
 */
export interface FollowerRead {
  account: { id: number; balance: string };
  live: OrderRow[];
  accountPrint: string;
  ordersPrint: string;
}

/** Live orders (pending or holding) in the plain-text statements below. */
const LIVE_ORDERS = `(${OrderStatus.PENDING}, ${OrderStatus.HOLDING})`;

/** Fingerprints of an account row (`a`) and of its live orders, the same text in both uses. */
const ACCOUNT_PRINT = 'md5(a::text)';
const ORDERS_PRINT = (accountId: string) =>
  `(select coalesce(md5(string_agg(x::text, ',' order by x.id)), '') from orders x
     where x.account_id = ${accountId} and x.status in ${LIVE_ORDERS})`;

type FollowerReadRow = Partial<OrderRow> & {
  acc_id: number;
  acc_user: number;
  acc_balance: string;
  acc_print: string;
  orders_print: string;
};
/** Every given user's account, its fingerprints and live orders, in one statement (one snapshot). */
const FOLLOWER_READS = statement<FollowerReadRow>(
  'copy_follower_reads',
  `select a.id as acc_id, a.user_id as acc_user, a.balance as acc_balance, ${ACCOUNT_PRINT} as acc_print,
     ${ORDERS_PRINT('a.id')} as orders_print, ${selectList(orders, 'o')}
   from accounts a left join orders o on o.account_id = a.id and o.status in ${LIVE_ORDERS}
   where a.user_id = any($1::integer[])`,
);

/** The accounts of `userIds` as one read finds them, by user (one round trip for a whole fan-out). */
export async function readFollowers(db: DbOrTx, userIds: number[]): Promise<Map<number, FollowerRead>> {
  const found = new Map<number, FollowerRead>();
  if (userIds.length === 0) return found;
  for (const row of await run(db, FOLLOWER_READS, [`{${userIds.join(',')}}`])) {
    const { acc_id, acc_user, acc_balance, acc_print, orders_print, ...order } = row;
    let read = found.get(acc_user);
    if (!read) {
      read = {
        account: { id: acc_id, balance: acc_balance },
        live: [],
        accountPrint: acc_print,
        ordersPrint: orders_print,
      };
      found.set(acc_user, read);
    }
    if (order.id !== null && order.id !== undefined) read.live.push(order as OrderRow);
  }
  return found;
}

const LOCK_ACCOUNT_ROW = statement(
  'copy_lock_account',
  'select 1 from accounts where id = $1::integer for update',
);

/**
 * Whether the account ($at: id, $at+1: account print, $at+2: orders print) is exactly as read:
 * the same row, the same live orders, and its ledger's last entry matching its balance and lock
 * (the chain the posting extends). Read after the account lock, so it sees every change before.
 */
const freshText = (at: number) => {
  const [id, accountPrint, ordersPrint] = [`$${at}::integer`, `$${at + 1}::text`, `$${at + 2}::text`];
  const last = (column: string) =>
    `coalesce((select ${column} from ledger_entries where account_id = ${id} order by id desc limit 1), 0)`;
  return `coalesce((select ${ACCOUNT_PRINT} = ${accountPrint} and ${ORDERS_PRINT(id)} = ${ordersPrint}
      and ${last('balance_after')} = a.balance and ${last('lock_after')} = a.lock_balance
    from accounts a where a.id = ${id}), false)`;
};

/**
 * A copy's write in its one round trip, after the account lock: if the account is as read
 * (`fresh`) and the fee leaves the balance ≥ 0 ($24, the fee's signed amount), takes the share
 * locks on the leader's order and the follow as `copyInsertText` and, both still open and
 * active, inserts the order, its record and its fee posting; not both, records the skip instead.
 * Parameters: the order's ($1 … $18), the follow ($19), the leader's order ($20), the account's
 * id and prints ($21 … $23), the fee's amount ($24), the posting's ($25 …).
 */
function copyOpenText(withFee: boolean): string {
  const posting = postingSql(25, 'changed');
  const values = Array.from({ length: 18 }, (_, i) => `$${i + 1}`).join(', ');
  return `with guard as (
      select (select status from orders where id = $20::integer for share) as guard_leader,
             (select status from follows where id = $19::integer for share) as guard_follow,
             ${freshText(21)}
               and (select balance + $24::numeric >= 0 from accounts where id = $21::integer) as fresh
    ), changed as (
      insert into orders (${NEW_ORDER_COLUMNS}, follow_id)
      select ${values}, $19::integer from guard where fresh and guard_leader = 1 and guard_follow = 1
      returning *
    ), record as (
      insert into copy_trades (follow_id, leader_order_id, follower_order_id, outcome, lots)
      select $19::integer, $20::integer, changed.id, 'opened', changed.lots from changed
      returning id
    ), skipped as (
      insert into copy_trades (follow_id, leader_order_id, outcome, reason)
      select $19::integer, $20::integer, 'skipped',
        case when guard_leader is distinct from 1 then 'leader_closed' else 'follow_inactive' end
      from guard where fresh and not (guard_leader is not distinct from 1 and guard_follow is not distinct from 1)
      on conflict do nothing
      returning id
    )${withFee ? `, ${posting.ctes}` : ''}
    select g.fresh, g.guard_leader, g.guard_follow, (select count(*) from record)::int as recorded,
      ${selectList(orders, 'changed')}${withFee ? `, ${posting.columns}` : ''}
    from guard g left join changed on true${withFee ? ' left join (moved m cross join entry e) on true' : ''}`;
}
type CopyOpenRow = Partial<OrderRow> &
  Partial<PostedRow> & {
    fresh: boolean;
    guard_leader: number | null;
    guard_follow: number | null;
    recorded: number;
  };
const COPY_OPEN = statement<CopyOpenRow>('copy_open', copyOpenText(false));
const COPY_OPEN_POSTING = statement<CopyOpenRow>('copy_open_posting', copyOpenText(true));

/** A refusal's record in its one round trip, after the account lock, if the account is as read. */
const COPY_REFUSE = statement<{ fresh: boolean }>(
  'copy_refuse',
  `with guard as (select ${freshText(3)} as fresh), skipped as (
      insert into copy_trades (follow_id, leader_order_id, outcome, reason)
      select $1::integer, $2::integer, 'skipped', $6::text from guard where fresh
      on conflict do nothing
      returning id
    )
    select fresh from guard`,
);

/**
 * The one-round-trip writes of a copy of `leaderOrderId` for `followId` on the follower's account
 * as `read` found it (`TradingService.openCopyOnRead`): the account lock and the write (checked
 * against `read` by the statement itself), run by `trip` in a transaction that travels in one
 * round trip (with other copies' writes: `TripBatcher`). `reason` maps a refusal of the order
 * path to the skip recorded.
 */
export function copyTrip(
  trip: TripRunner,
  followId: number,
  leaderOrderId: number,
  read: FollowerRead,
  reason: (error: unknown) => CopySkip,
): CopyTrip {
  const accountId = read.account.id;
  const lock: Step = { stmt: LOCK_ACCOUNT_ROW, params: [accountId] };
  const prints = [accountId, read.accountPrint, read.ordersPrint];
  return {
    async open(fields, fee) {
      const params = [...newOrderParams(fields), followId, leaderOrderId, ...prints, fee?.amount ?? '0'];
      const [, rows] = await trip([
        lock,
        fee
          ? { stmt: COPY_OPEN_POSTING, params: [...params, ...postingParams(fee)] }
          : { stmt: COPY_OPEN, params },
      ]);
      const [result] = rows as CopyOpenRow[];
      if (!result) throw new Error('copy open returned nothing');
      const { fresh, guard_leader, guard_follow, recorded, ...rest } = result;
      if (!fresh) return 'stale';
      if (guard_leader !== 1 || guard_follow !== 1) return 'skipped';
      if (recorded !== 1) throw new Error('copy record not written');
      const { order: row, posted } = splitPosted(rest as OrderRow & Partial<PostedRow>);
      if (!fee) return { row, balance: read.account.balance };
      // The statement wrote the posting only on an account as read, whose chain it checked, and
      // the fee was checked against that balance: a missing entry is a broken invariant.
      if (!posted) throw new InvariantError(`copy ${row.id}: fee posting missing after commit`);
      return { row, balance: posted.balance };
    },
    async refuse(error) {
      const [, rows] = await trip([
        lock,
        { stmt: COPY_REFUSE, params: [followId, leaderOrderId, ...prints, reason(error)] },
      ]);
      return (rows as { fresh: boolean }[])[0]?.fresh ? 'recorded' : 'stale';
    },
  };
}
