import { StaffStatus } from '@fxdesk/contract';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { adminEnrolments, adminSessions, admins } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { hashPassword, verifyPassword } from '../security/index.js';
import { newToken, sha256 } from '../security/index.js';
import { auditAs } from '../backoffice/index.js';
import { allows, type Permission } from '../backoffice/index.js';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp.js';
import { assertSameOrigin, staffTokenOf } from './staff-cookie.js';
import { revokeStaffSessions } from './admin-staff.repository.js';

/** Staff sessions end after this much idle time. */
export const ADMIN_IDLE_MS = 30 * 60_000;
/** An enrolment offer (secret shown, not confirmed yet) lives this long. */
const ENROL_MS = 10 * 60_000;
/**
 * Failures allowed per 15-minute window: wrong passwords per e-mail; wrong or replayed TOTP
 * codes per staff member (at login and at enrolment: a million codes cannot be walked through
 * five at a time); unknown or expired enrolment tokens per IP.
 */
const PASSWORD_FAILS = 10;
const TOTP_FAILS = 5;
const ENROL_TOKEN_FAILS = 20;
const FAIL_WINDOW_S = 900;
/** Failed staff logins from one IP per window, any e-mails (issue 14: there was no IP limit). */
export const STAFF_LOGIN_FAILS_PER_IP = 30;
/** Failed logins from one IP audited per window: enough to investigate, never a flood of rows. */
export const STAFF_FAILS_AUDITED_PER_IP = 10;
/** Routes a staff member who must change a one-time password may still use. */
const WHILE_PASSWORD_CHANGE_REQUIRED = [
  '/admin/api/auth/password',
  '/admin/api/auth/logout',
  '/admin/api/me',
];

const totpKey = (adminId: number) => `admin-totp:${adminId}`;
const loginFailed = (reason: 'bad_credentials' | 'totp_invalid') => ({
  action: 'staff.login_failed',
  after: { reason },
});

export interface StaffUser {
  id: number;
  email: string;
  role: string;
  sessionId: number;
  mustChangePassword: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffUser | null;
  }
  interface FastifyInstance {
    adminAuth: AdminAuth;
  }
  interface FastifyContextConfig {
    /** The permission an /admin/api route requires (PERMISSIONS matrix). */
    permission?: Permission;
  }
}

type AdminRow = typeof admins.$inferSelect;

/** Password + TOTP login for staff, enrolment on first login, idle-expiring sessions. */
export class AdminAuth {
  constructor(private readonly ctx: AppContext) {}

  async login(input: { email: string; password: string; totp?: string | undefined }, ip: string) {
    const email = input.email.trim().toLowerCase();
    const limiter = this.ctx.rateLimiter;
    // Each password and each code is counted before it is checked (RateLimiter.attempt), so a
    // burst of concurrent guesses cannot pass the limits; only failures keep their count.
    const admin = await limiter.attempt(
      [
        [`admin-login-ip:${ip}`, STAFF_LOGIN_FAILS_PER_IP],
        [`admin-login:${email}`, PASSWORD_FAILS],
      ],
      FAIL_WINDOW_S,
      async () => {
        const [found] = await this.ctx.db.select().from(admins).where(eq(admins.email, email));
        const ok = await verifyPassword(found?.passwordHash, input.password);
        if (!found || !ok || found.status !== StaffStatus.ACTIVE) {
          await this.auditFailure({ id: found?.id ?? null, email }, ip, 'bad_credentials');
          throw new AppError('BAD_CREDENTIALS');
        }
        return found;
      },
    );
    if (!admin.totpSecret) return this.offerEnrolment(admin);
    const { totp } = input;
    if (!totp) throw new AppError('TOTP_REQUIRED');
    const secret = admin.totpSecret;
    await limiter.attempt([[totpKey(admin.id), TOTP_FAILS]], FAIL_WINDOW_S, () =>
      this.checkTotp(admin, secret, totp, ip),
    );
    const token = await this.ctx.db.transaction((tx) => this.openSession(tx, admin, ip));
    return {
      enroll: false as const,
      token,
      role: admin.role,
      must_change_password: admin.mustChangePassword === 1,
    };
  }

  /** First login: offer a secret to scan; the session starts once a code from it is confirmed. */
  private async offerEnrolment(admin: AdminRow) {
    const secret = newTotpSecret();
    const enrolment = newToken();
    const now = this.ctx.clock();
    await this.ctx.db.transaction(async (tx) => {
      // An admin has one live offer at a time; expired offers of anyone go with it.
      await tx
        .delete(adminEnrolments)
        .where(or(eq(adminEnrolments.adminId, admin.id), lt(adminEnrolments.expiresAt, now)));
      await tx.insert(adminEnrolments).values({
        tokenHash: sha256(enrolment),
        adminId: admin.id,
        secret,
        expiresAt: new Date(now.getTime() + ENROL_MS),
      });
    });
    return {
      enroll: true as const,
      enrollment_token: enrolment,
      secret,
      otpauth_url: otpauthUrl(admin.email, secret),
    };
  }

  async enroll(input: { enrollment_token: string; totp: string }, ip: string) {
    const now = this.ctx.clock();
    const tokenHash = sha256(input.enrollment_token);
    const limiter = this.ctx.rateLimiter;
    const { admin, e } = await limiter.attempt(
      [[`admin-enrol-ip:${ip}`, ENROL_TOKEN_FAILS]],
      FAIL_WINDOW_S,
      async () => {
        const [offer] = await this.ctx.db
          .select({ e: adminEnrolments, admin: admins })
          .from(adminEnrolments)
          .innerJoin(admins, eq(admins.id, adminEnrolments.adminId))
          .where(and(eq(adminEnrolments.tokenHash, tokenHash), gt(adminEnrolments.expiresAt, now)));
        if (!offer || offer.admin.status !== StaffStatus.ACTIVE) throw new AppError('TOTP_REQUIRED');
        return offer;
      },
    );
    const step = await limiter.attempt([[totpKey(admin.id), TOTP_FAILS]], FAIL_WINDOW_S, async () => {
      const verified = verifyTotp(e.secret, input.totp, now.getTime(), 0);
      return verified === null ? this.totpFailed(admin, ip) : verified;
    });
    const token = await this.ctx.db.transaction(async (tx) => {
      // Claimed once: a concurrent confirmation of the same offer, or of an older one, fails.
      const claimed = await tx
        .delete(adminEnrolments)
        .where(eq(adminEnrolments.tokenHash, tokenHash))
        .returning();
      const enrolled = await tx
        .update(admins)
        .set({ totpSecret: e.secret, totpLastStep: step })
        .where(and(eq(admins.id, admin.id), isNull(admins.totpSecret)))
        .returning({ id: admins.id });
      if (claimed.length === 0 || enrolled.length === 0) throw new AppError('TOTP_REQUIRED');
      await auditAs(tx, admin, ip, {
        action: 'staff.totp_enrolled',
        targetType: 'admin',
        targetId: admin.id,
      });
      return this.openSession(tx, admin, ip);
    });
    return { token, role: admin.role, must_change_password: admin.mustChangePassword === 1 };
  }

  /** Accepts a code once: the step is claimed atomically, so a replay (even concurrent) fails. */
  private async checkTotp(admin: AdminRow, secret: string, code: string, ip: string) {
    const step = verifyTotp(secret, code, this.ctx.clock().getTime(), admin.totpLastStep);
    if (step === null) return this.totpFailed(admin, ip);
    const claimed = await this.ctx.db
      .update(admins)
      .set({ totpLastStep: step })
      .where(and(eq(admins.id, admin.id), eq(admins.totpLastStep, admin.totpLastStep)))
      .returning({ id: admins.id });
    if (claimed.length === 0) await this.totpFailed(admin, ip);
  }

  /**
   * Every wrong or replayed code is audited; its try was counted before it was checked and is
   * kept, so after five in a window all codes are refused.
   */
  private async totpFailed(admin: AdminRow, ip: string): Promise<never> {
    await this.auditFailure(admin, ip, 'totp_invalid');
    throw new AppError('TOTP_INVALID');
  }

  /** A failed login is audited, but at most STAFF_FAILS_AUDITED_PER_IP rows per IP and window. */
  private async auditFailure(
    who: { id: number | null; email: string },
    ip: string,
    reason: 'bad_credentials' | 'totp_invalid',
  ): Promise<void> {
    const seen = await this.ctx.rateLimiter.count(`admin-fail-audit:${ip}`, FAIL_WINDOW_S);
    if (seen <= STAFF_FAILS_AUDITED_PER_IP) await auditAs(this.ctx.db, who, ip, loginFailed(reason));
  }

  /** Opens a session and writes its staff.login row, in the caller's transaction. */
  private async openSession(tx: Tx, admin: AdminRow, ip: string): Promise<string> {
    const token = newToken();
    const [session] = await tx
      .insert(adminSessions)
      .values({ adminId: admin.id, tokenHash: sha256(token), ip, lastSeenAt: this.ctx.clock() })
      .returning({ id: adminSessions.id });
    await auditAs(tx, admin, ip, {
      action: 'staff.login',
      targetType: 'admin',
      targetId: admin.id,
      after: { session_id: session?.id },
    });
    return token;
  }

  async resolve(db: DbOrTx, token: string): Promise<StaffUser | null> {
    const now = this.ctx.clock();
    const [row] = await db
      .select({
        sessionId: adminSessions.id,
        id: admins.id,
        email: admins.email,
        role: admins.role,
        mustChangePassword: admins.mustChangePassword,
      })
      .from(adminSessions)
      .innerJoin(admins, eq(admins.id, adminSessions.adminId))
      .where(
        and(
          eq(adminSessions.tokenHash, sha256(token)),
          isNull(adminSessions.revokedAt),
          gt(adminSessions.lastSeenAt, new Date(now.getTime() - ADMIN_IDLE_MS)),
          eq(admins.status, StaffStatus.ACTIVE),
        ),
      );
    if (!row) return null;
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.id, row.sessionId));
    return row;
  }

  /** Ends a session; `within` (the audit row) commits with it or not at all. */
  async logout(sessionId: number, within?: (tx: Tx) => Promise<void>): Promise<void> {
    await this.ctx.db.transaction(async (tx) => {
      await tx
        .update(adminSessions)
        .set({ revokedAt: this.ctx.clock() })
        .where(eq(adminSessions.id, sessionId));
      await within?.(tx);
    });
  }

  /**
   * Own password change, re-authenticated: the current password and a fresh TOTP code (both
   * counted like login failures) — a stolen session alone cannot take the account over. Every
   * other session of the staff member is revoked; `within` (the audit row) commits with it.
   */
  async changePassword(
    staff: StaffUser,
    input: { current_password: string; totp: string; password: string },
    ip: string,
    within?: (tx: Tx) => Promise<void>,
  ): Promise<void> {
    const limiter = this.ctx.rateLimiter;
    const admin = await limiter.attempt(
      [[`admin-reauth:${staff.id}`, PASSWORD_FAILS]],
      FAIL_WINDOW_S,
      async () => {
        const [found] = await this.ctx.db.select().from(admins).where(eq(admins.id, staff.id));
        if (!found || !(await verifyPassword(found.passwordHash, input.current_password)))
          throw new AppError('BAD_CREDENTIALS');
        return found;
      },
    );
    const secret = admin.totpSecret;
    if (!secret) throw new AppError('TOTP_REQUIRED');
    await limiter.attempt([[totpKey(admin.id), TOTP_FAILS]], FAIL_WINDOW_S, () =>
      this.checkTotp(admin, secret, input.totp, ip),
    );
    const passwordHash = await hashPassword(input.password);
    await this.ctx.db.transaction(async (tx) => {
      await tx.update(admins).set({ passwordHash, mustChangePassword: 0 }).where(eq(admins.id, admin.id));
      await revokeStaffSessions(tx, admin.id, this.ctx.clock(), staff.sessionId);
      await within?.(tx);
    });
  }

  /**
   * Guards every /admin/api route except the login ones: a live staff session (999 otherwise)
   * whose role has the route's permission (FORBIDDEN otherwise). A route without a declared
   * permission is refused: forgetting one can never open a route.
   */
  /** Every /admin/api route with the permission it declares (for the matrix test and docs). */
  readonly routes: { method: string; url: string; permission: Permission | undefined }[] = [];

  install(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/admin/api/')) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD')
          this.routes.push({ method, url: route.url, permission: route.config?.permission });
      }
    });
    app.decorateRequest('staff', null);
    // onRequest: refused before the body is even read, and before validation can answer first.
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const url = request.routeOptions.url ?? '';
      if (!url.startsWith('/admin/api/')) return;
      if (url.startsWith('/admin/api/auth/login') || url.startsWith('/admin/api/auth/enroll')) {
        assertSameOrigin(request); // no login planted from another site
        return;
      }
      const token = staffTokenOf(request);
      request.staff = token ? await this.resolve(this.ctx.db, token) : null;
      if (!request.staff) throw new AppError('NOT_LOGGED_IN');
      const permission = request.routeOptions.config.permission;
      if (!permission || !allows(request.staff.role, permission)) throw new AppError('FORBIDDEN');
      // A one-time password is changed before anything else, by the server, not only the console.
      if (request.staff.mustChangePassword === 1 && !WHILE_PASSWORD_CHANGE_REQUIRED.includes(url))
        throw new AppError('STAFF_PASSWORD_CHANGE_REQUIRED');
    });
  }
}
