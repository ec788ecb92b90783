import { randomBytes } from 'node:crypto';
import { StaffStatus, type StaffRole } from '@fxdesk/contract';
import type { Clock } from '../../clock.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { auditBy, type StaffActor } from '../backoffice/index.js';
import { hashPassword } from '../security/index.js';
import {
  insertStaff,
  listStaff,
  lockStaff,
  otherActiveOwners,
  revokeStaffSessions,
  updateStaff,
  type StaffRow,
} from './admin-staff.repository.js';

/** What staff management uses: the database and the clock (when sessions end). */
export interface AdminStaffDeps {
  db: Db;
  clock: Clock;
}

/** A role change and/or disabling (0) or enabling (1) an account. */
export interface StaffUpdate {
  role?: StaffRole;
  status?: (typeof StaffStatus)[keyof typeof StaffStatus];
}

/** A one-time password: shown once to the owner who made it, changed at first login. */
const oneTimePassword = () => randomBytes(12).toString('base64url');

/** What the console sees of a staff member (never the hash or the TOTP secret). */
const view = (row: StaffRow, lastSeenAt?: Date | null) => ({
  id: row.id,
  email: row.email,
  role: row.role,
  status: row.status,
  enrolled: row.totpSecret !== null,
  must_change_password: row.mustChangePassword === 1,
  created_at: row.createdAt,
  last_seen_at: lastSeenAt ?? null,
});

/**
 * Staff management (back-office issue), owner only: list, create with a one-time password,
 * change role, disable or enable, reset the authenticator or the password. Each change and its
 * audit row commit together. The last enabled owner can be neither demoted nor disabled: the
 * owners' rows are locked first, so two owners demoting each other at once cannot both succeed.
 */
export class AdminStaffService {
  constructor(private readonly deps: AdminStaffDeps) {}

  async list() {
    const rows = await listStaff(this.deps.db);
    return rows.map((r) => view(r.admin, r.lastSeenAt));
  }

  /** A new account with a one-time password, which is in the answer, once. */
  async create(email: string, role: StaffRole, by: StaffActor) {
    const normalized = email.trim().toLowerCase();
    const password = oneTimePassword();
    const passwordHash = await hashPassword(password);
    const row = await this.deps.db.transaction(async (tx) => {
      const created = await insertStaff(tx, { email: normalized, passwordHash, role });
      if (!created) throw new AppError('STAFF_EXISTS');
      await auditBy(tx, by, {
        action: 'staff.created',
        targetType: 'admin',
        targetId: created.id,
        after: { email: normalized, role: created.role },
      });
      return created;
    });
    return { ...view(row), password };
  }

  /** Changes the role and/or the status; a disabled account or a changed role loses its sessions. */
  async change(id: number, update: StaffUpdate, by: StaffActor) {
    const row = await this.deps.db.transaction(async (tx) => {
      const before = await this.lock(tx, id);
      const demoted = update.role !== undefined && update.role !== 'owner';
      if (demoted || update.status === StaffStatus.DISABLED) await this.assertOtherOwner(tx, before);
      const after = await updateStaff(tx, before.id, update);
      if (
        update.status === StaffStatus.DISABLED ||
        (update.role !== undefined && update.role !== before.role)
      )
        await this.revokeSessions(tx, before.id);
      await auditBy(tx, by, {
        action: 'staff.changed',
        targetType: 'admin',
        targetId: before.id,
        before: { role: before.role, status: before.status },
        after: { role: after.role, status: after.status },
      });
      return after;
    });
    return view(row);
  }

  /** The next login enrols a new authenticator; sessions end. */
  async resetTotp(id: number, by: StaffActor) {
    const row = await this.deps.db.transaction(async (tx) => {
      const before = await this.lock(tx, id);
      const after = await updateStaff(tx, before.id, { totpSecret: null, totpLastStep: 0 });
      await this.revokeSessions(tx, before.id);
      await auditBy(tx, by, {
        action: 'staff.totp_reset',
        targetType: 'admin',
        targetId: before.id,
        before: { enrolled: before.totpSecret !== null },
        after: { enrolled: false },
      });
      return after;
    });
    return view(row);
  }

  /** A new one-time password (in the answer, once); sessions end. */
  async resetPassword(id: number, by: StaffActor) {
    const password = oneTimePassword();
    const passwordHash = await hashPassword(password);
    const row = await this.deps.db.transaction(async (tx) => {
      const before = await this.lock(tx, id);
      const after = await updateStaff(tx, before.id, { passwordHash, mustChangePassword: 1 });
      await this.revokeSessions(tx, before.id);
      await auditBy(tx, by, { action: 'staff.password_reset', targetType: 'admin', targetId: before.id });
      return after;
    });
    return { ...view(row), password };
  }

  private async lock(tx: Tx, id: number): Promise<StaffRow> {
    const row = await lockStaff(tx, id);
    if (!row) throw new AppError('STAFF_NOT_FOUND');
    return row;
  }

  /** Refuses to demote or disable the last enabled owner. */
  private async assertOtherOwner(tx: Tx, row: StaffRow): Promise<void> {
    if (row.role !== 'owner' || row.status !== StaffStatus.ACTIVE) return;
    if ((await otherActiveOwners(tx, row.id)) === 0) throw new AppError('LAST_OWNER');
  }

  private revokeSessions(tx: Tx, adminId: number): Promise<void> {
    return revokeStaffSessions(tx, adminId, this.deps.clock());
  }
}
