import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, orders } from '../../db/schema.js';

export type OrderRow = typeof orders.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

/**
 * Locks the user's account row for the rest of the transaction: every position change of one
 * account is serialized, in this process and across processes (DESIGN §5).
 */
export async function lockAccount(tx: DbOrTx, userId: number): Promise<AccountRow> {
  const [row] = await tx.select().from(accounts).where(eq(accounts.userId, userId)).for('update');
  if (!row) throw new Error(`user ${userId} has no account`);
  return row;
}

/** Open positions and pending orders of an account: what holds its margin. */
export function liveOrders(tx: DbOrTx, accountId: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, accountId), inArray(orders.status, [0, 1])));
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
      desc(status === 3 ? sql`coalesce(${orders.closedAt}, ${orders.createdAt})` : orders.id),
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
    .where(inArray(orders.status, [0, 1]));

/** Σ realized P&L (USD) of every closed order of the user, all pages: my_deal's history total. */
export async function realizedPnlTotal(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orders.realizedPnl}), 0)::text` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 3)));
  return row?.total ?? '0';
}
