import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts, ledgerEntries } from '../src/db/schema.js';
import type { TestApp } from './helper.js';

/**
 * DESIGN §6, asserted exactly (no tolerance): Σ ledger amounts = balance and Σ lock amounts =
 * lock_balance for the user's account. Returns both figures for further checks.
 */
export async function expectLedgerMatchesAccount(
  t: Pick<TestApp, 'ctx'>,
  userId: number,
): Promise<{ balance: Decimal; lock: Decimal }> {
  const [row] = await t.ctx.db
    .select({
      sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text`,
      lockSum: sql<string>`coalesce(sum(${ledgerEntries.lockAmount}), 0)::text`,
      balance: accounts.balance,
      lock: accounts.lockBalance,
    })
    .from(accounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, accounts.id))
    .where(eq(accounts.userId, userId))
    .groupBy(accounts.balance, accounts.lockBalance);
  expect(row, `account of user ${userId}`).toBeDefined();
  const figures = { balance: new Decimal(row!.balance), lock: new Decimal(row!.lock) };
  expect(new Decimal(row!.sum).toFixed(), 'Σ entries = balance').toBe(figures.balance.toFixed());
  expect(new Decimal(row!.lockSum).toFixed(), 'Σ lock entries = lock_balance').toBe(figures.lock.toFixed());
  return figures;
}
