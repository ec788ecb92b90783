import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, ledgerEntries } from '../../db/schema.js';

/**
 * Ledger entry kinds (DESIGN §6). The trading and funds issues add their own; each kind's
 * memo is translated from `memo.<kind>` when fund records are listed.
 */
export type LedgerKind =
  | 'demo_credit'
  | 'demo_reset'
  | 'deposit'
  | 'withdraw_lock'
  | 'withdraw_unlock'
  | 'withdraw_paid'
  | 'fee'
  | 'realized_pnl'
  | 'adjustment'
  | 'negative_balance_reset';

export interface Posting {
  accountId: number;
  kind: LedgerKind;
  /** Signed decimal string added to the balance. */
  amount: string;
  /** Signed decimal string added to lock_balance. */
  lockAmount?: string;
  refType?: string;
  refId?: string;
  actor?: string;
  /** Only a realized loss may take the balance below 0; negative balance protection follows. */
  allowNegative?: boolean;
}

export async function openAccount(tx: DbOrTx, userId: number): Promise<number> {
  const [row] = await tx.insert(accounts).values({ userId }).returning({ id: accounts.id });
  if (!row) throw new Error('account insert returned nothing');
  return row.id;
}

/**
 * Posts one entry: moves the account's balance and lock in the same statement and records
 * the balances after it, so Σ entries = balance holds by construction. Must run inside the
 * caller's transaction. Refuses (throws) a posting that would leave either figure negative.
 */
export async function post(tx: DbOrTx, posting: Posting): Promise<{ balance: string; lockBalance: string }> {
  const lockAmount = posting.lockAmount ?? '0';
  const [after] = await tx
    .update(accounts)
    .set({
      balance: sql`${accounts.balance} + ${posting.amount}::numeric`,
      lockBalance: sql`${accounts.lockBalance} + ${lockAmount}::numeric`,
      updatedAt: sql`now()`,
    })
    .where(eq(accounts.id, posting.accountId))
    .returning({ balance: accounts.balance, lockBalance: accounts.lockBalance });
  if (!after) throw new Error(`ledger: no account ${posting.accountId}`);
  const negative = (v: string) => v.startsWith('-') && Number(v) !== 0;
  if ((!posting.allowNegative && negative(after.balance)) || negative(after.lockBalance)) {
    throw new Error(`ledger: posting ${posting.kind} would leave account ${posting.accountId} negative`);
  }
  await tx.insert(ledgerEntries).values({
    accountId: posting.accountId,
    kind: posting.kind,
    amount: posting.amount,
    balanceAfter: after.balance,
    lockAmount,
    lockAfter: after.lockBalance,
    refType: posting.refType ?? null,
    refId: posting.refId ?? null,
    actor: posting.actor ?? 'system',
  });
  return after;
}

export async function accountOf(tx: DbOrTx, userId: number) {
  const [row] = await tx.select().from(accounts).where(eq(accounts.userId, userId));
  return row;
}
