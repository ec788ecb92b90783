import type { AdminPage } from '@fxdesk/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { charges, users, withdrawals } from '../../db/schema.js';
import { PAGE } from '../backoffice/index.js';

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
  const rows = await db
    .select({ row: table, email: users.email, uid: users.uid })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(where)
    .orderBy(desc(table.id))
    .limit(PAGE)
    .offset((query.page - 1) * PAGE);
  const [total] = await db.select({ n: count() }).from(table).where(where);
  const data = rows.map((r) => ({ ...(r.row as T['$inferSelect']), email: r.email, uid: r.uid }));
  return { data, total: total?.n ?? 0 };
}

type StatusPage = { status?: number | undefined; page: number };
export const depositPage = (db: DbOrTx, query: StatusPage) => pageOf(db, charges, query);
export const withdrawalPage = (db: DbOrTx, query: StatusPage) => pageOf(db, withdrawals, query);
