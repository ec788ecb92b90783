import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { adminSessions, admins } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { tokenOf } from '../../http/auth-guard.js';
import { hashPassword, verifyPassword } from '../security/passwords.js';
import { newToken, sha256 } from '../security/secrets.js';
import { allows, type Permission } from './permissions.js';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp.js';

/** Staff sessions end after this much idle time. */
export const ADMIN_IDLE_MS = 30 * 60_000;
/** An enrolment offer (secret shown, not confirmed yet) lives this long. */
const ENROL_MS = 10 * 60_000;

export interface StaffUser {
  id: number;
  email: string;
  role: string;
  sessionId: number;
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

/** Password + TOTP login for staff, enrolment on first login, idle-expiring sessions. */
export class AdminAuth {
  /** Secrets offered at enrolment, by a one-time enrolment token (hash). */
  private readonly pendingEnrolment = new Map<
    string,
    { adminId: number; secret: string; expiresMs: number }
  >();

  constructor(private readonly ctx: AppContext) {}

  async login(input: { email: string; password: string; totp?: string | undefined }, ip: string) {
    const email = input.email.trim().toLowerCase();
    await this.ctx.rateLimiter.check(`admin-login:${email}`, 10, 900);
    const [admin] = await this.ctx.db.select().from(admins).where(eq(admins.email, email));
    const ok = await verifyPassword(admin?.passwordHash, input.password);
    if (!admin || !ok || admin.status !== 1) {
      await this.ctx.rateLimiter.hit(`admin-login:${email}`, Number.MAX_SAFE_INTEGER, 900);
      throw new AppError('BAD_CREDENTIALS');
    }
    if (!admin.totpSecret) {
      // First login: offer a secret to scan; the session starts once a code from it is confirmed.
      const secret = newTotpSecret();
      const enrolment = newToken();
      this.pendingEnrolment.set(sha256(enrolment), {
        adminId: admin.id,
        secret,
        expiresMs: this.ctx.clock().getTime() + ENROL_MS,
      });
      return {
        enroll: true as const,
        enrollment_token: enrolment,
        secret,
        otpauth_url: otpauthUrl(admin.email, secret),
      };
    }
    if (!input.totp) throw new AppError('TOTP_REQUIRED');
    await this.checkTotp(admin.id, admin.totpSecret, admin.totpLastStep, input.totp);
    return {
      enroll: false as const,
      token: await this.openSession(admin.id, ip),
      role: admin.role,
      must_change_password: admin.mustChangePassword === 1,
    };
  }

  async enroll(input: { enrollment_token: string; totp: string }, ip: string) {
    const key = sha256(input.enrollment_token);
    const offer = this.pendingEnrolment.get(key);
    if (!offer || offer.expiresMs < this.ctx.clock().getTime()) throw new AppError('TOTP_REQUIRED');
    const step = verifyTotp(offer.secret, input.totp, this.ctx.clock().getTime(), 0);
    if (step === null) throw new AppError('TOTP_INVALID');
    this.pendingEnrolment.delete(key);
    await this.ctx.db
      .update(admins)
      .set({ totpSecret: offer.secret, totpLastStep: step })
      .where(eq(admins.id, offer.adminId));
    const [admin] = await this.ctx.db.select().from(admins).where(eq(admins.id, offer.adminId));
    return {
      token: await this.openSession(offer.adminId, ip),
      role: admin?.role ?? '',
      must_change_password: admin?.mustChangePassword === 1,
    };
  }

  /** Accepts a code once: the step is claimed atomically, so a replay (even concurrent) fails. */
  private async checkTotp(adminId: number, secret: string, lastStep: number, code: string) {
    const step = verifyTotp(secret, code, this.ctx.clock().getTime(), lastStep);
    if (step === null) throw new AppError('TOTP_INVALID');
    const claimed = await this.ctx.db
      .update(admins)
      .set({ totpLastStep: step })
      .where(and(eq(admins.id, adminId), eq(admins.totpLastStep, lastStep)))
      .returning({ id: admins.id });
    if (claimed.length === 0) throw new AppError('TOTP_INVALID');
  }

  private async openSession(adminId: number, ip: string): Promise<string> {
    const token = newToken();
    await this.ctx.db
      .insert(adminSessions)
      .values({ adminId, tokenHash: sha256(token), ip, lastSeenAt: this.ctx.clock() });
    return token;
  }

  async resolve(db: DbOrTx, token: string): Promise<StaffUser | null> {
    const now = this.ctx.clock();
    const [row] = await db
      .select({ sessionId: adminSessions.id, id: admins.id, email: admins.email, role: admins.role })
      .from(adminSessions)
      .innerJoin(admins, eq(admins.id, adminSessions.adminId))
      .where(
        and(
          eq(adminSessions.tokenHash, sha256(token)),
          isNull(adminSessions.revokedAt),
          gt(adminSessions.lastSeenAt, new Date(now.getTime() - ADMIN_IDLE_MS)),
          eq(admins.status, 1),
        ),
      );
    if (!row) return null;
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.id, row.sessionId));
    return row;
  }

  async logout(sessionId: number): Promise<void> {
    await this.ctx.db
      .update(adminSessions)
      .set({ revokedAt: this.ctx.clock() })
      .where(eq(adminSessions.id, sessionId));
  }

  /** Sets a new password; `within` (the audit row) commits with it or not at all. */
  async changePassword(adminId: number, password: string, within?: (tx: Tx) => Promise<void>): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.ctx.db.transaction(async (tx) => {
      await tx.update(admins).set({ passwordHash, mustChangePassword: 0 }).where(eq(admins.id, adminId));
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
      if (
        !url.startsWith('/admin/api/') ||
        url.startsWith('/admin/api/auth/login') ||
        url.startsWith('/admin/api/auth/enroll')
      )
        return;
      const token = tokenOf(request);
      request.staff = token ? await this.resolve(this.ctx.db, token) : null;
      if (!request.staff) throw new AppError('NOT_LOGGED_IN');
      const permission = request.routeOptions.config.permission;
      if (!permission || !allows(request.staff.role, permission)) throw new AppError('FORBIDDEN');
    });
  }
}
