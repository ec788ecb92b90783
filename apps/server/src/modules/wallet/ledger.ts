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
 * Posts one entry in one statement: moves the account's balance and lock and records the
 * balances after it, so Σ entries = balance holds by construction. Must run inside the caller's
 * transaction. A posting that would leave either figure negative changes nothing and throws.
 */
export async function post(tx: DbOrTx, posting: Posting): Promise<{ balance: string; lockBalance: string }> {
  const lockAmount = posting.lockAmount ?? '0';
  const amount = sql`${posting.amount}::numeric`;
  const lock = sql`${lockAmount}::numeric`;
  const result = await tx.execute(sql`
    with moved as (
      update ${accounts}
      set balance = balance + ${amount}, lock_balance = lock_balance + ${lock}, updated_at = now()
      where id = ${posting.accountId}
        and (${posting.allowNegative === true} or balance + ${amount} >= 0)
        and lock_balance + ${lock} >= 0
      returning id, balance, lock_balance
    ), entry as (
      insert into ${ledgerEntries}
        (account_id, kind, amount, balance_after, lock_amount, lock_after, ref_type, ref_id, actor)
      select id, ${posting.kind}, ${amount}, balance, ${lock}, lock_balance,
        ${posting.refType ?? null}, ${posting.refId ?? null}, ${posting.actor ?? 'system'}
      from moved
      returning id
    )
    select balance::text as balance, lock_balance::text as lock_balance from moved where exists (select 1 from entry)`);
  const [after] = (result as unknown as { rows: { balance: string; lock_balance: string }[] }).rows;
  if (!after) {
    throw new Error(`ledger: posting ${posting.kind} would leave account ${posting.accountId} negative`);
  }
  return { balance: after.balance, lockBalance: after.lock_balance };
}

export async function accountOf(tx: DbOrTx, userId: number) {
  const [row] = await tx.select().from(accounts).where(eq(accounts.userId, userId));
  return row;
}
