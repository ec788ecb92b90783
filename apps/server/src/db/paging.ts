import { count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

/** A table a list pages through by its `id`. */
type PagedTable = PgTable & { id: PgColumn };

/**
 * One page of `table`'s rows that match `where`, newest (highest id) first, and how many rows
 * match. The rows are the table's own unless `query` is given: the list's select over `table`
 * (its columns and joins), made dynamic (`db.select({ … }).from(table).innerJoin(…).$dynamic()`)
 * and without a `where` of its own (`where` replaces it). The count runs on `table` alone, so
 * `where` may only name `table`'s columns.
 */
export function newestFirstPage<T extends PagedTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: T['$inferSelect'][]; total: number }>;
export function newestFirstPage<Q extends PgSelect>(
  db: DbOrTx,
  table: PagedTable,
  where: SQL | undefined,
  limit: number,
  offset: number,
  query: Q,
): Promise<{ rows: Awaited<Q>; total: number }>;
export async function newestFirstPage(
  db: DbOrTx,
  table: PagedTable,
  where: SQL | undefined,
  limit: number,
  offset: number,
  query: PgSelect = db.select().from(table).$dynamic(),
) {
  const [rows, [total]] = await Promise.all([
    query.where(where).orderBy(desc(table.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
