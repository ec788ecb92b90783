import { UserStatus } from '@fxdesk/contract';
import { and, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, auditLog, ledgerEntries, orders, sessions, users } from '../../db/schema.js';
import { PAGE } from '../backoffice/index.js';
import { newestFirstPage } from '../../db/paging.js';

/** The ledger ref_type of a back-office adjustment; its ref_id is the console's idempotency key. */
export const ADJUST_REF = 'admin_adjust';

export type UserRow = typeof users.$inferSelect;

/** One page of clients whose e-mail, mobile or uid contains `q` (all clients without it), newest first. */
export async function searchClients(db: DbOrTx, q: string | undefined, page: number) {
  const pattern = q ? `%${q.replace(/[%_]/g, '')}%` : undefined;
  const where = pattern
    ? or(ilike(users.email, pattern), ilike(users.mobile, pattern), ilike(users.uid, pattern))
    : undefined;
  return newestFirstPage(db, users, where, PAGE, (page - 1) * PAGE);
}

export async function findUser(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function userStatus(db: DbOrTx, id: number) {
  const [row] = await db.select({ status: users.status }).from(users).where(eq(users.id, id));
  return row;
}

/** Sets the login status; disabling also ends every live session (database time). */
export async function setUserStatus(tx: DbOrTx, id: number, status: 0 | 1): Promise<void> {
  await tx.update(users).set({ status }).where(eq(users.id, id));
  if (status === UserStatus.DISABLED)
    await tx.execute(
      sql`update sessions set revoked_at = now() where user_id = ${id} and revoked_at is null`,
    );
}

/** Ends every live session of the user at `at`; the number ended. */
export async function revokeUserSessions(tx: DbOrTx, userId: number, at: Date): Promise<number> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** The ledger entry an adjustment with this idempotency key already posted, if any. */
export async function adjustmentPosted(tx: DbOrTx, accountId: number, key: string): Promise<boolean> {
  const [done] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        eq(ledgerEntries.kind, 'adjustment'),
        eq(ledgerEntries.refType, ADJUST_REF),
        eq(ledgerEntries.refId, key),
      ),
    );
  return done !== undefined;
}

/**
 * An adjustment's reason lives in its audit row (after.reason, keyed by after.ref_id = the
 * ledger ref_id), so the ledger view shows why without a memo column in the ledger.
 */
export async function adjustmentReasons(db: DbOrTx, userId: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'client.balance_adjusted'),
        eq(auditLog.targetType, 'user'),
        eq(auditLog.targetId, String(userId)),
      ),
    );
  const reasons = new Map<string, string>();
  for (const { after } of rows) {
    const entry = after as { ref_id?: unknown; reason?: unknown } | null;
    if (typeof entry?.ref_id === 'string' && typeof entry.reason === 'string')
      reasons.set(entry.ref_id, entry.reason);
  }
  return reasons;
}

/** What the client detail shows: the account, its last 100 entries and orders, 50 sessions. */
export async function clientRecords(db: DbOrTx, userId: number) {
  const [account] = await db.select().from(accounts).where(eq(accounts.userId, userId));
  const ledger = account
    ? await db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.accountId, account.id))
        .orderBy(desc(ledgerEntries.id))
        .limit(100)
    : [];
  const recent = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.id))
    .limit(100);
  const userSessions = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.id))
    .limit(50);
  return { account, ledger, orders: recent, sessions: userSessions };
}
