import type { AdminPage } from '@fxdesk/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { charges, users, withdrawals } from '../../db/schema.js';
import { PAGE } from '../backoffice/index.js';
import { newestFirstPage } from '../../db/paging.js';

/**
 * One page of deposits or withdrawals, newest first, optionally of one status, each row with its
 * client's e-mail and uid, and the total for paging.
 */
async function pageOf<T extends typeof charges | typeof withdrawals>(
  db: DbOrTx,
  anyTable: T,
  query: { status?: number | undefined; page: number },
): Promise<AdminPage<T['$inferSelect'] & { email: string | null; uid: string }>> {
  const table = anyTable as typeof charges;
  const where = query.status === undefined ? undefined : eq(table.status, query.status as 0 | 1 | 2 | 3);
  const { rows, total } = await newestFirstPage(
    db,
    table,
    where,
    PAGE,
    (query.page - 1) * PAGE,
    db
      .select({ row: table, email: users.email, uid: users.uid })
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .$dynamic(),
  );
  const data = rows.map((r) => ({ ...(r.row as T['$inferSelect']), email: r.email, uid: r.uid }));
  return { data, total };
}

type StatusPage = { status?: number | undefined; page: number };
export const depositPage = (db: DbOrTx, query: StatusPage) => pageOf(db, charges, query);
export const withdrawalPage = (db: DbOrTx, query: StatusPage) => pageOf(db, withdrawals, query);
