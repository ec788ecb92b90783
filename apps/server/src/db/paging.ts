import { count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

/**
 * One page of a list, newest (highest id of `table`) first, and how many rows of `table` its
 * filter matches. `query` is the list's select over `table` — its columns and joins — made
 * dynamic (`db.select().from(table).$dynamic()`); the filter `where` goes on both queries.
 */
export async function newestFirstPage<Q extends PgSelect>(
  db: DbOrTx,
  query: Q,
  table: PgTable & { id: PgColumn },
  where: SQL | undefined,
  limit: number,
  offset: number,
) {
  const rows: Awaited<Q> = await query.where(where).orderBy(desc(table.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(table).where(where);
  return { rows, total: total?.n ?? 0 };
}
