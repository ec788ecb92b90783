import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

export interface AuditEntry {
  action: string;
  targetType?: string;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
}

/** Who made a back-office change, as a service needs it for the audit row (no request object). */
export interface StaffActor {
  staff: { id: number; email: string };
  ip: string;
}

/** The signed-in staff member of an /admin/api request (the guard has checked the session). */
export const actorOf = (request: FastifyRequest): StaffActor => ({ staff: request.staff!, ip: request.ip });

/** Writes one audit row by `actor`, in the same transaction as the change it records. */
export const auditBy = (db: DbOrTx, actor: StaffActor, entry: AuditEntry): Promise<void> =>
  auditAs(db, actor.staff, actor.ip, entry);

/** Writes one audit row; call it in the same transaction as the change it records. */
export async function audit(db: DbOrTx, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  await auditAs(db, request.staff, request.ip, entry);
}

/**
 * Writes one audit row for an actor named outright: a login has no staff session yet, and a
 * failed one may name an e-mail that belongs to no one.
 */
export async function auditAs(
  db: DbOrTx,
  actor: { id: number | null; email: string } | null,
  ip: string,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    adminId: actor?.id ?? null,
    adminEmail: actor?.email ?? 'system',
    action: entry.action,
    targetType: entry.targetType ?? '',
    targetId: entry.targetId === undefined ? '' : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip,
  });
}
