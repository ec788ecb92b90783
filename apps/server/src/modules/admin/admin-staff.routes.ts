import { randomBytes } from 'node:crypto';
import { staffList, StaffStatus, staffView, staffWithPassword } from '@fxdesk/contract';
import { and, asc, eq, isNull, max, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { positiveInt } from '@fxdesk/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { adminSessions, admins } from '../../db/schema.js';
import { answer } from '../backoffice/index.js';
import { envelope } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { hashPassword } from '../security/index.js';
import { audit } from '../backoffice/index.js';
import { STAFF_ROLES } from '../backoffice/index.js';

const tags = ['back office'];
const idParam = z.object({ id: positiveInt() });
const role = z.enum(STAFF_ROLES);

/** A one-time password: shown once to the owner who made it, changed at first login. */
const oneTimePassword = () => randomBytes(12).toString('base64url');

type AdminRow = typeof admins.$inferSelect;

/** What the console sees of a staff member (never the hash or the TOTP secret). */
const view = (row: AdminRow, lastSeenAt?: Date | null) => ({
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
export const adminStaffRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const manage = { permission: 'staff.manage' } as const;

  async function lockStaff(tx: Tx, id: number): Promise<AdminRow> {
    // Owners first, in id order (one lock order for every change), then the target.
    await tx
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.role, 'owner'))
      .orderBy(asc(admins.id))
      .for('update');
    const [row] = await tx.select().from(admins).where(eq(admins.id, id)).for('update');
    if (!row) throw new AppError('STAFF_NOT_FOUND');
    return row;
  }

  async function assertOtherOwner(tx: Tx, row: AdminRow): Promise<void> {
    if (row.role !== 'owner' || row.status !== StaffStatus.ACTIVE) return;
    const others = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.role, 'owner'), eq(admins.status, StaffStatus.ACTIVE), ne(admins.id, row.id)));
    if (others.length === 0) throw new AppError('LAST_OWNER');
  }

  async function revokeSessions(tx: Tx, adminId: number): Promise<void> {
    await tx
      .update(adminSessions)
      .set({ revokedAt: ctx.clock() })
      .where(and(eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt)));
  }

  app.get(
    '/admin/api/staff',
    { config: manage, schema: { tags, summary: 'Staff accounts', response: { 200: envelope(staffList) } } },
    async (req) => {
      const rows = await db
        .select({ admin: admins, lastSeenAt: max(adminSessions.lastSeenAt) })
        .from(admins)
        .leftJoin(adminSessions, eq(adminSessions.adminId, admins.id))
        .groupBy(admins.id)
        .orderBy(asc(admins.id));
      return answer(
        req.lang,
        rows.map((r) => view(r.admin, r.lastSeenAt)),
      );
    },
  );

  app.post(
    '/admin/api/staff',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Create a staff account; the one-time password is in the answer, once',
        body: z.object({ email: z.email({ error: 'validation.email_invalid' }).max(254), role }),
        response: { 200: envelope(staffWithPassword) },
      },
    },
    async (req) => {
      const email = req.body.email.trim().toLowerCase();
      const password = oneTimePassword();
      const passwordHash = await hashPassword(password);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(admins)
          .values({ email, passwordHash, role: req.body.role, mustChangePassword: 1 })
          .onConflictDoNothing({ target: admins.email })
          .returning();
        if (!created) throw new AppError('STAFF_EXISTS');
        await audit(tx, req, {
          action: 'staff.created',
          targetType: 'admin',
          targetId: created.id,
          after: { email, role: created.role },
        });
        return created;
      });
      return answer(req.lang, { ...view(row), password });
    },
  );

  app.put(
    '/admin/api/staff/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Change a role, or disable (sessions revoked) / enable a staff account',
        params: idParam,
        body: z
          .object({ role, status: z.union([z.literal(0), z.literal(1)]) })
          .partial()
          .strict()
          .refine((b) => b.role !== undefined || b.status !== undefined, {
            error: 'validation.required',
            path: ['role'],
          }),
        response: { 200: envelope(staffView) },
      },
    },
    async (req) => {
      const row = await db.transaction(async (tx) => {
        const before = await lockStaff(tx, req.params.id);
        const demoted = req.body.role !== undefined && req.body.role !== 'owner';
        if (demoted || req.body.status === StaffStatus.DISABLED) await assertOtherOwner(tx, before);
        const [after] = await tx.update(admins).set(req.body).where(eq(admins.id, before.id)).returning();
        if (
          req.body.status === StaffStatus.DISABLED ||
          (req.body.role !== undefined && req.body.role !== before.role)
        ) {
          await revokeSessions(tx, before.id);
        }
        await audit(tx, req, {
          action: 'staff.changed',
          targetType: 'admin',
          targetId: before.id,
          before: { role: before.role, status: before.status },
          after: { role: after!.role, status: after!.status },
        });
        return after!;
      });
      return answer(req.lang, view(row));
    },
  );

  app.post(
    '/admin/api/staff/:id/reset-totp',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Reset the authenticator: the next login enrols a new one; sessions revoked',
        params: idParam,
        response: { 200: envelope(staffView) },
      },
    },
    async (req) => {
      const row = await db.transaction(async (tx) => {
        const before = await lockStaff(tx, req.params.id);
        const [after] = await tx
          .update(admins)
          .set({ totpSecret: null, totpLastStep: 0 })
          .where(eq(admins.id, before.id))
          .returning();
        await revokeSessions(tx, before.id);
        await audit(tx, req, {
          action: 'staff.totp_reset',
          targetType: 'admin',
          targetId: before.id,
          before: { enrolled: before.totpSecret !== null },
          after: { enrolled: false },
        });
        return after!;
      });
      return answer(req.lang, view(row));
    },
  );

  app.post(
    '/admin/api/staff/:id/reset-password',
    {
      config: manage,
      schema: {
        tags,
        summary: 'A new one-time password (in the answer, once); sessions revoked',
        params: idParam,
        response: { 200: envelope(staffWithPassword) },
      },
    },
    async (req) => {
      const password = oneTimePassword();
      const passwordHash = await hashPassword(password);
      const row = await db.transaction(async (tx) => {
        const before = await lockStaff(tx, req.params.id);
        const [after] = await tx
          .update(admins)
          .set({ passwordHash, mustChangePassword: 1 })
          .where(eq(admins.id, before.id))
          .returning();
        await revokeSessions(tx, before.id);
        await audit(tx, req, { action: 'staff.password_reset', targetType: 'admin', targetId: before.id });
        return after!;
      });
      return answer(req.lang, { ...view(row), password });
    },
  );
};
