import { OrderStatus } from '@fxdesk/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { accounts, orders } from '../../db/schema.js';
import { run, selectList, statement, transactionFrom } from '../../db/statements.js';
import {
  checkPosted,
  postingParams,
  postingSql,
  type PostOutcome,
  type Posting,
  type PostedRow,
} from '../wallet/index.js';

export type OrderRow = typeof orders.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

// The order path's statements, written once (src/db/statements.ts).
const ORDER = selectList(orders);
const LOCK_ACCOUNT = statement<AccountRow>(
  'trading_lock_account',
  `select ${selectList(accounts)} from accounts where accounts.user_id = $1 for update`,
);
/** Open positions and pending orders: what holds an account's margin. */
const LIVE = `orders.status in (${OrderStatus.PENDING}, ${OrderStatus.HOLDING})`;
const LIVE_ORDERS = statement<OrderRow>(
  'trading_live_orders',
  `select ${ORDER} from orders where orders.account_id = $1 and ${LIVE}`,
);
/** `LIVE_ORDERS` by user (one account per user), to follow LOCK_ACCOUNT in one round trip. */
const LIVE_ORDERS_OF_USER = statement<OrderRow>(
  'trading_live_orders_of_user',
  `select ${ORDER} from orders where orders.user_id = $1 and ${LIVE}`,
);
const LOCK_OWN_ORDER = statement<OrderRow>(
  'trading_lock_own_order',
  `select ${ORDER} from orders inner join accounts on accounts.id = orders.account_id
   where orders.id = $1 and orders.user_id = $2 for update of accounts`,
);
/** The columns a new order is inserted with, in `newOrderParams` order ($1 … $18). */
export const NEW_ORDER_COLUMNS = `user_id, account_id, pair_id, side, entry_type, status, pending_kind, lots, leverage,
     units_per_lot, target_price, open_price, stop_loss, take_profit, margin, fee, created_at, opened_at`;
const INSERT_TEXT = `insert into orders (${NEW_ORDER_COLUMNS})
   values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`;
const INSERT_ORDER = statement<OrderRow>(
  'trading_insert_order',
  `${INSERT_TEXT}
   returning ${ORDER}`,
);
const CLOSE_TEXT = `update orders set status = ${OrderStatus.HISTORY}, close_price = $2, realized_pnl = $3, close_reason = $4, closed_at = $5
   where orders.id = $1 and orders.status = ${OrderStatus.HOLDING}`;

/**
 * `head` (an insert or update of orders) and a ledger posting (its parameters after `head`'s)
 * in one statement, one round trip: the posting happens only when `head` wrote a row, and takes
 * that row's id as its ref id when it has none. The row, then the posting's columns.
 */
const withPosting = (name: string, head: string, headParams: number) => {
  const posting = postingSql(headParams + 1, 'changed');
  return statement<OrderRow & Partial<PostedRow>>(
    name,
    `with changed as (${head} returning *), ${posting.ctes}
     select ${selectList(orders, 'changed')}, ${posting.columns}
     from changed left join (moved m cross join entry e) on true`,
  );
};
const INSERT_ORDER_POSTING = withPosting('trading_insert_order_posting', INSERT_TEXT, 18);
const CLOSE_POSITION_POSTING = withPosting('trading_close_position_posting', CLOSE_TEXT, 5);

/** Splits a `withPosting` row into the order and what the posting returned (none: refused). */
export function splitPosted(row: OrderRow & Partial<PostedRow>): { order: OrderRow; posted?: PostedRow } {
  const { balance, lock_balance, entry_id, amount, lock_amount, prev_balance, prev_lock, ...order } = row;
  if (entry_id === undefined || entry_id === null) return { order };
  const posted = { lock_balance, entry_id, amount, lock_amount, prev_balance, prev_lock, balance };
  return { order, posted: posted as PostedRow };
}

/**
 * Locks the user's account row for the rest of the transaction: every position change of one
 * account is serialized, in this process and across processes (DESIGN §5).
 */
export async function lockAccount(tx: DbOrTx, userId: number): Promise<AccountRow> {
  const [row] = await run(tx, LOCK_ACCOUNT, [userId]);
  if (!row) throw new Error(`user ${userId} has no account`);
  return row;
}

/**
 * Open positions and pending orders of an account: what holds its margin. A statement of its
 * own after `lockAccount`, not joined to it: under READ COMMITTED only a new statement sees the
 * orders a change that held the lock before us committed.
 */
export function liveOrders(tx: DbOrTx, accountId: number): Promise<OrderRow[]> {
  return run(tx, LIVE_ORDERS, [accountId]);
}

/**
 * A transaction that starts by locking the user's account row (as `lockAccount`); on PostgreSQL
 * the lock travels with `begin`.
 */
export function withLockedAccount<T>(
  db: Db,
  userId: number,
  fn: (tx: Tx, account: AccountRow) => Promise<T>,
): Promise<T> {
  return transactionFrom(db, [LOCK_ACCOUNT], [userId], (tx, [[account]]) => {
    if (!account) throw new Error(`user ${userId} has no account`);
    return fn(tx, account);
  });
}

/**
 * `withLockedAccount` that also reads the account's live orders (as `liveOrders`) after taking
 * the lock, in the same round trip on PostgreSQL: what an order placement checks margin on.
 */
export function withLockedAccountAndLiveOrders<T>(
  db: Db,
  userId: number,
  fn: (tx: Tx, account: AccountRow, live: OrderRow[]) => Promise<T>,
): Promise<T> {
  return transactionFrom(db, [LOCK_ACCOUNT, LIVE_ORDERS_OF_USER], [userId], (tx, [[account], live]) => {
    if (!account) throw new Error(`user ${userId} has no account`);
    return fn(tx, account, live);
  });
}

/**
 * A transaction that starts by loading an order of this user and locking its account row (the
 * same lock as `lockAccount`) in one statement; `order` is undefined when the user has no such
 * order.
 */
export function withOwnOrder<T>(
  db: Db,
  userId: number,
  id: number,
  fn: (tx: Tx, order: OrderRow | undefined) => Promise<T>,
): Promise<T> {
  return transactionFrom(db, [LOCK_OWN_ORDER], [id, userId], (tx, [[order]]) => fn(tx, order));
}

export type NewOrder = Pick<
  OrderRow,
  | 'userId'
  | 'accountId'
  | 'pairId'
  | 'side'
  | 'entryType'
  | 'status'
  | 'pendingKind'
  | 'lots'
  | 'leverage'
  | 'unitsPerLot'
  | 'targetPrice'
  | 'openPrice'
  | 'stopLoss'
  | 'takeProfit'
  | 'margin'
  | 'fee'
  | 'createdAt'
  | 'openedAt'
>;

/** A new order's parameters, in `NEW_ORDER_COLUMNS` order. */
export const newOrderParams = (order: NewOrder): unknown[] => [
  order.userId,
  order.accountId,
  order.pairId,
  order.side,
  order.entryType,
  order.status,
  order.pendingKind,
  order.lots,
  order.leverage,
  order.unitsPerLot,
  order.targetPrice,
  order.openPrice,
  order.stopLoss,
  order.takeProfit,
  order.margin,
  order.fee,
  order.createdAt,
  order.openedAt,
];

export async function insertOrder(tx: DbOrTx, order: NewOrder): Promise<OrderRow> {
  const [row] = await run(tx, INSERT_ORDER, newOrderParams(order));
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

/**
 * Inserts an order and posts `posting` (its ref id defaults to the new order's id) in one
 * statement: one round trip. The posting's outcome as `post` gives it; on a refusal the order is
 * still inserted in the transaction, so the caller must throw (rolling it back). Throws as `post`
 * does when the chain is broken.
 */
export async function insertOrderAndPost(
  tx: DbOrTx,
  order: NewOrder,
  posting: Posting,
): Promise<{ row: OrderRow; posted: PostOutcome }> {
  const [result] = await run(tx, INSERT_ORDER_POSTING, [...newOrderParams(order), ...postingParams(posting)]);
  if (!result) throw new Error('order insert returned nothing');
  const { order: row, posted } = splitPosted(result);
  return {
    row,
    posted: await checkPosted(tx, { ...posting, refId: posting.refId ?? String(row.id) }, posted),
  };
}

/**
 * Marks an open position closed and posts `posting` in one statement: one round trip. Undefined
 * when the position is no longer open (then nothing is posted); else the posting's outcome as
 * `post` gives it, throwing as `post` does when the chain is broken.
 */
export async function closePositionAndPost(
  tx: DbOrTx,
  id: number,
  close: { closePrice: string; realizedPnl: string; closeReason: string; closedAt: Date },
  posting: Posting,
): Promise<{ row: OrderRow; posted: PostOutcome } | undefined> {
  const [result] = await run(tx, CLOSE_POSITION_POSTING, [
    id,
    close.closePrice,
    close.realizedPnl,
    close.closeReason,
    close.closedAt,
    ...postingParams(posting),
  ]);
  if (!result) return undefined;
  const { order: row, posted } = splitPosted(result);
  return { row, posted: await checkPosted(tx, posting, posted) };
}

export async function findOrder(tx: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function pageOrders(db: DbOrTx, userId: number, status: number, page: number, pageSize: number) {
  const where = and(eq(orders.userId, userId), eq(orders.status, status));
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(
      desc(
        status === OrderStatus.HISTORY ? sql`coalesce(${orders.closedAt}, ${orders.createdAt})` : orders.id,
      ),
      desc(orders.id),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Every order the engine must watch: open positions and pending orders. */
export const allLiveOrders = (db: DbOrTx): Promise<OrderRow[]> =>
  db
    .select()
    .from(orders)
    .where(inArray(orders.status, [OrderStatus.PENDING, OrderStatus.HOLDING]));

/** Σ realized P&L (USD) of every closed order of the user, all pages: my_deal's history total. */
export async function realizedPnlTotal(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orders.realizedPnl}), 0)::text` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, OrderStatus.HISTORY)));
  return row?.total ?? '0';
}
