import { ChargeStatus, OrderStatus, WithdrawalStatus } from '@fxdesk/contract';
import { and, count, eq, gte, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, charges, orders, users, withdrawals } from '../../db/schema.js';

/** `users.is_demo` of a book: 1 the demo accounts, 0 the real ones. */
export type DemoFlag = 0 | 1;

/** The accounts `ids` with their owner's uid, e-mail and book. */
export function accountsWithOwners(db: DbOrTx, ids: number[]) {
  return db
    .select({ a: accounts, uid: users.uid, email: users.email, isDemo: users.isDemo })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(inArray(accounts.id, ids));
}

/** How many clients each book has. */
export async function clientCounts(db: DbOrTx): Promise<{ real: number; demo: number }> {
  const [row] = await db
    .select({
      real: sql<number>`count(*) filter (where ${users.isDemo} = 0)::int`,
      demo: sql<number>`count(*) filter (where ${users.isDemo} = 1)::int`,
    })
    .from(users);
  return { real: row?.real ?? 0, demo: row?.demo ?? 0 };
}

/** The review queues: deposits not yet checked and withdrawals under review (every book). */
export async function reviewQueues(db: DbOrTx): Promise<{ deposits: number; withdrawals: number }> {
  const [deposits] = await db
    .select({ n: count() })
    .from(charges)
    .where(eq(charges.status, ChargeStatus.UNCHECKED));
  const [waiting] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(eq(withdrawals.status, WithdrawalStatus.REVIEWING));
  return { deposits: deposits?.n ?? 0, withdrawals: waiting?.n ?? 0 };
}

/** Σ lots of the book's orders opened since `since` (decimal text). */
export async function lotsOpenedSince(db: DbOrTx, since: Date, demo: DemoFlag): Promise<string> {
  const [row] = await db
    .select({ lots: sql<string>`coalesce(sum(${orders.lots}), 0)::text` })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(gte(orders.openedAt, since), eq(users.isDemo, demo)));
  return row?.lots ?? '0';
}

/** Σ realized P&L (USD, the clients') of the book's orders closed since `since` (decimal text). */
export async function realizedSince(db: DbOrTx, since: Date, demo: DemoFlag): Promise<string | undefined> {
  const [row] = await db
    .select({ pnl: sql<string>`coalesce(sum(${orders.realizedPnl}), 0)::text` })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(gte(orders.closedAt, since), eq(users.isDemo, demo)));
  return row?.pnl;
}

/**
 * Σ `value` per UTC day (YYYY-MM-DD) of `at`, oldest first, over the rows of `table` that the
 * book's clients own (`userId`) since `since` and that match `where`: the dashboard's 7-day series.
 */
function sumPerDay(
  db: DbOrTx,
  table: typeof charges | typeof orders,
  { userId, at, value }: { userId: AnyColumn; at: AnyColumn; value: AnyColumn },
  where: SQL | undefined,
  since: Date,
  demo: DemoFlag,
) {
  return db
    .select({
      day: sql<string>`to_char(date_trunc('day', ${at} at time zone 'UTC'), 'YYYY-MM-DD')`,
      total: sql<string>`sum(${value})::text`,
    })
    .from(table)
    .innerJoin(users, eq(users.id, userId))
    .where(and(where, gte(at, since), eq(users.isDemo, demo)))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

/** The book's credited deposits per day (UTC) since `since`, oldest first. */
export function depositsByDay(db: DbOrTx, since: Date, demo: DemoFlag) {
  const credited = { userId: charges.userId, at: charges.reviewedAt, value: charges.creditedAmount };
  return sumPerDay(db, charges, credited, eq(charges.status, ChargeStatus.FINISHED), since, demo);
}

/** The book's lots opened per day (UTC) since `since`, oldest first. */
export function volumeByDay(db: DbOrTx, since: Date, demo: DemoFlag) {
  const opened = { userId: orders.userId, at: orders.openedAt, value: orders.lots };
  return sumPerDay(db, orders, opened, undefined, since, demo);
}

/** Every open position of the book. */
export async function openPositions(db: DbOrTx, demo: DemoFlag) {
  const rows = await db
    .select({ o: orders })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.status, OrderStatus.HOLDING), eq(users.isDemo, demo)));
  return rows.map((r) => r.o);
}
