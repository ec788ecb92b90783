import { StaffStatus } from '@fxdesk/contract';
import { and, asc, eq, isNull, max, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { adminSessions, admins } from '../../db/schema.js';

export type StaffRow = typeof admins.$inferSelect;
/** What a staff change may set: role, status, the authenticator, the password. */
export type StaffChange = Partial<
  Pick<StaffRow, 'role' | 'status' | 'totpSecret' | 'totpLastStep' | 'passwordHash' | 'mustChangePassword'>
>;

/** Every staff account with its latest session activity, in id order. */
export function listStaff(db: DbOrTx) {
  return db
    .select({ admin: admins, lastSeenAt: max(adminSessions.lastSeenAt) })
    .from(admins)
    .leftJoin(adminSessions, eq(adminSessions.adminId, admins.id))
    .groupBy(admins.id)
    .orderBy(asc(admins.id));
}

/** A new staff account; undefined when the e-mail is taken. */
export async function insertStaff(
  tx: DbOrTx,
  values: { email: string; passwordHash: string; role: string },
): Promise<StaffRow | undefined> {
  const [created] = await tx
    .insert(admins)
    .values({ ...values, mustChangePassword: 1 })
    .onConflictDoNothing({ target: admins.email })
    .returning();
  return created;
}

/**
 * Locks the owners' rows, in id order (one lock order for every change), then the target's,
 * which it returns (undefined: no such staff member).
 */
export async function lockStaff(tx: Tx, id: number): Promise<StaffRow | undefined> {
  await tx
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.role, 'owner'))
    .orderBy(asc(admins.id))
    .for('update');
  const [row] = await tx.select().from(admins).where(eq(admins.id, id)).for('update');
  return row;
}

/** How many enabled owners there are besides `id`. */
export async function otherActiveOwners(tx: DbOrTx, id: number): Promise<number> {
  const others = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.role, 'owner'), eq(admins.status, StaffStatus.ACTIVE), ne(admins.id, id)));
  return others.length;
}

export async function updateStaff(tx: DbOrTx, id: number, change: StaffChange): Promise<StaffRow> {
  const [after] = await tx.update(admins).set(change).where(eq(admins.id, id)).returning();
  return after!;
}

/** Ends every live session of the staff member at `at`, except `keep` when given (the caller's own). */
export async function revokeStaffSessions(
  tx: DbOrTx,
  adminId: number,
  at: Date,
  keep?: number,
): Promise<void> {
  await tx
    .update(adminSessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        isNull(adminSessions.revokedAt),
        keep === undefined ? undefined : ne(adminSessions.id, keep),
      ),
    );
}
