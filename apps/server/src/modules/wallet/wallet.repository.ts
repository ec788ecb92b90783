import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ledgerEntries } from '../../db/schema.js';
import { newestFirstPage } from '../../db/paging.js';

/** One page of an account's ledger entries, newest first, and how many it has. */
export async function ledgerPage(db: DbOrTx, accountId: number, limit: number, offset: number) {
  const where = eq(ledgerEntries.accountId, accountId);
  return newestFirstPage(db, ledgerEntries, where, limit, offset);
}
