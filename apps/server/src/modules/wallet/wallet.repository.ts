import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ledgerEntries } from '../../db/schema.js';

/** One page of an account's ledger entries, newest first, and how many it has. */
export async function ledgerPage(db: DbOrTx, accountId: number, limit: number, offset: number) {
  const where = eq(ledgerEntries.accountId, accountId);
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(where)
    .orderBy(desc(ledgerEntries.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(ledgerEntries).where(where);
  return { rows, total: total?.n ?? 0 };
}
