import { decimalRound } from '@fxdesk/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts, ledgerEntries } from '../src/db/schema.js';
import type { TestApp } from './helper.js';

/**
 * Tampers with an account's ledger the only way it allows (rows can only be added): a forged
 * entry claims a balance the account never had, so the next posting finds the chain broken.
 */
export async function forgeEntry(t: Pick<TestApp, 'ctx'>, accountId: number): Promise<void> {
  await t.ctx.db.insert(ledgerEntries).values({
    accountId,
    kind: 'adjustment',
    amount: '0',
    balanceAfter: '1000000',
    lockAfter: '0',
    actor: 'forger',
  });
}

/** The account's ledger entries, oldest first. */
export function ledgerOfAccount(t: Pick<TestApp, 'ctx'>, accountId: number) {
  return t.ctx.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(asc(ledgerEntries.id));
}

/** The user's ledger entries, oldest first. */
export async function ledgerOf(t: Pick<TestApp, 'ctx'>, userId: number) {
  const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.userId, userId));
  return ledgerOfAccount(t, account!.id);
}

/** A numeric column's text at the ledger's 6 decimals, so equal amounts compare equal as text. */
export const exact = (value: string): string => decimalRound(value, 6, 'trunc');

/**
 * DESIGN §6, asserted exactly (no tolerance): Σ ledger amounts = balance and Σ lock amounts =
 * lock_balance for the user's account. Returns both figures for further checks.
 */
export async function expectLedgerMatchesAccount(
  t: Pick<TestApp, 'ctx'>,
  userId: number,
): Promise<{ balance: string; lock: string }> {
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
  const figures = { balance: exact(row!.balance), lock: exact(row!.lock) };
  expect(exact(row!.sum), 'Σ entries = balance').toBe(figures.balance);
  expect(exact(row!.lockSum), 'Σ lock entries = lock_balance').toBe(figures.lock);
  return figures;
}
