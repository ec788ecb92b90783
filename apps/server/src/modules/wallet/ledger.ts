import { decimalAdd, decimalCompare } from '@fxdesk/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, ledgerEntries } from '../../db/schema.js';
import { run, statement } from '../../db/statements.js';
import { InvariantError } from '../../invariant.js';

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
  /** When the entry happened, if not now (statistics tests; the database time otherwise). */
  at?: Date;
}

export async function openAccount(tx: DbOrTx, userId: number): Promise<number> {
  const [row] = await tx.insert(accounts).values({ userId }).returning({ id: accounts.id });
  if (!row) throw new Error('account insert returned nothing');
  return row.id;
}

/** What a posting's statement returns (`postingSql().columns`). */
export interface PostedRow {
  balance: string;
  lock_balance: string;
  entry_id: string;
  amount: string;
  lock_amount: string;
  prev_balance: string | null;
  prev_lock: string | null;
}

/**
 * One posting as SQL text, its 9 parameters (`postingParams`) from `$at` on: the CTEs `prev`,
 * `moved` and `entry`, and the columns to select from `moved m cross join entry e`. Written once,
 * so the hot path can fold a posting into the statement before it (one round trip fewer) and
 * still post exactly as `post` does. With `source` (an earlier CTE of that statement), the
 * posting happens only when `source` returned a row, and a null ref id becomes that row's id.
 */
export function postingSql(at: number, source?: string): { ctes: string; columns: string } {
  const [account, amount, lock, allowNegative, kind, refType, refId, actor, createdAt] = Array.from(
    { length: 9 },
    (_, i) => `$${at + i}`,
  );
  const ref = source ? `coalesce(${refId}::text, (select id::text from ${source}))` : `${refId}::text`;
  const ctes = `prev as (
     select balance_after, lock_after from ledger_entries
     where account_id = ${account}::integer order by id desc limit 1
   ), moved as (
     update accounts
     set balance = balance + ${amount}::numeric, lock_balance = lock_balance + ${lock}::numeric, updated_at = now()
     where id = ${account}::integer
       and (${allowNegative}::boolean or balance + ${amount}::numeric >= 0)
       and lock_balance + ${lock}::numeric >= 0
       ${source ? `and exists (select 1 from ${source})` : ''}
     returning id, balance, lock_balance
   ), entry as (
     insert into ledger_entries
       (account_id, kind, amount, balance_after, lock_amount, lock_after, ref_type, ref_id, actor, created_at)
     select id, ${kind}::text, ${amount}::numeric, balance, ${lock}::numeric, lock_balance,
       ${refType}::text, ${ref}, ${actor}::text, coalesce(${createdAt}::timestamptz, now())
     from moved
     returning id, amount, lock_amount
   )`;
  const columns = `m.balance::text as balance, m.lock_balance::text as lock_balance,
     e.id::text as entry_id, e.amount::text as amount, e.lock_amount::text as lock_amount,
     (select balance_after::text from prev) as prev_balance,
     (select lock_after::text from prev) as prev_lock`;
  return { ctes, columns };
}

/** The parameters of `postingSql`, in its order. */
export const postingParams = (posting: Posting): unknown[] => [
  posting.accountId,
  posting.amount,
  posting.lockAmount ?? '0',
  posting.allowNegative === true,
  posting.kind,
  posting.refType ?? null,
  posting.refId ?? null,
  posting.actor ?? 'system',
  posting.at ?? null,
];

const ONE_POSTING = postingSql(1);
/** `post`'s statement: a named prepared statement on PostgreSQL, parsed once per connection. */
const POST = statement<PostedRow>(
  'ledger_post',
  `with ${ONE_POSTING.ctes} select ${ONE_POSTING.columns} from moved m cross join entry e`,
);

/** A posting that happened: the account's balance and lock after it. */
export interface Posted {
  ok: true;
  balance: string;
  lockBalance: string;
}

/**
 * A posting the ledger refused, having changed nothing: it would have left the balance (without
 * `allowNegative`) or the lock below 0. An expected outcome the caller must decide about — a
 * business refusal (insufficient funds or margin) or, where it cannot happen, `mustPost`.
 */
export interface Refused {
  ok: false;
  refusal: 'would_go_negative';
  accountId: number;
  kind: LedgerKind;
}

export type PostOutcome = Posted | Refused;

/**
 * Posts one entry in one statement: moves the account's balance and lock and records the
 * balances after it, so Σ entries = balance holds by construction. Must run inside the caller's
 * transaction. A posting that would leave either figure negative changes nothing and is
 * returned as `Refused`. The new balances must be the previous entry's plus this entry's amounts
 * (DESIGN §6): a broken chain throws `InvariantError`, and the caller's transaction rolls back.
 */
export async function post(tx: DbOrTx, posting: Posting): Promise<PostOutcome> {
  const [after] = await run(tx, POST, postingParams(posting));
  return checkPosted(tx, posting, after);
}

/**
 * The checks of `post` on what a posting's statement returned (`undefined`: nothing, the posting
 * was refused): the refusal as a value; throws `InvariantError` when the chain is broken.
 */
export async function checkPosted(
  tx: DbOrTx,
  posting: Posting,
  after: PostedRow | undefined,
): Promise<PostOutcome> {
  if (!after)
    return { ok: false, refusal: 'would_go_negative', accountId: posting.accountId, kind: posting.kind };
  if (!chainHolds(after)) await assertChain(tx, posting, after);
  return { ok: true, balance: after.balance, lockBalance: after.lock_balance };
}

/**
 * For postings that cannot be refused unless something is broken (a credit, a lock released
 * that the ledger holds, a loss booked with `allowNegative`): a refusal is an `InvariantError`.
 */
export function mustPost(outcome: PostOutcome): Posted {
  if (outcome.ok) return outcome;
  throw new InvariantError(
    `ledger: posting ${outcome.kind} refused on account ${outcome.accountId} where it cannot be`,
  );
}

const chainHolds = (row: PostedRow): boolean =>
  decimalCompare(decimalAdd(row.prev_balance ?? '0', row.amount), row.balance) === 0 &&
  decimalCompare(decimalAdd(row.prev_lock ?? '0', row.lock_amount), row.lock_balance) === 0;

/**
 * The statement read the previous entry from its snapshot, which can predate a posting that
 * committed while this one waited for the account row. Holding that row now, read the entry
 * before this one again; if the chain is still broken, the ledger was tampered with.
 */
async function assertChain(tx: DbOrTx, posting: Posting, row: PostedRow): Promise<void> {
  const result = await tx.execute(sql`
    select balance_after::text as prev_balance, lock_after::text as prev_lock from ${ledgerEntries}
    where account_id = ${posting.accountId} and id < ${row.entry_id}::bigint
    order by id desc limit 1`);
  const [prev] = (result as unknown as { rows: Pick<PostedRow, 'prev_balance' | 'prev_lock'>[] }).rows;
  const fresh = { ...row, prev_balance: prev?.prev_balance ?? null, prev_lock: prev?.prev_lock ?? null };
  if (!chainHolds(fresh)) {
    throw new InvariantError(
      `ledger: account ${posting.accountId} chain broken at ${posting.kind}: previous entry ` +
        `${fresh.prev_balance ?? 0}/${fresh.prev_lock ?? 0} + ${row.amount}/${row.lock_amount} ` +
        `≠ ${row.balance}/${row.lock_balance}`,
    );
  }
}

/**
 * `mustPost` on a client's account: the credit of an approved deposit, the release of a
 * reviewed withdrawal's lock. A client without an account is a broken database, not a refusal.
 */
export async function mustPostFor(
  tx: DbOrTx,
  userId: number,
  posting: Omit<Posting, 'accountId'>,
): Promise<Posted> {
  const account = await accountOf(tx, userId);
  if (!account) throw new Error(`user ${userId} has no account`);
  return mustPost(await post(tx, { accountId: account.id, ...posting }));
}

export async function accountOf(tx: DbOrTx, userId: number) {
  const [row] = await tx.select().from(accounts).where(eq(accounts.userId, userId));
  return row;
}
