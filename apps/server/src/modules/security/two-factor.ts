import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull, lt } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import type { RateLimiter } from './rate-limiter.js';
import type { DbOrTx } from '../../db/client.js';
import { recoveryCodes, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { verifyPassword } from './passwords.js';
import { sha256 } from './secrets.js';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp.js';

/** Wrong second-factor codes for one client from one IP per window: that IP is then refused (1003). */
export const TOTP_FAILS_PER_ACCOUNT_IP = 5;
/** Wrong second-factor codes from one IP per window, any clients. */
export const TOTP_FAILS_PER_IP = 30;
export const TOTP_WINDOW_SECONDS = 15 * 60;
/** Withdrawals are held this long after a password or two-factor change. */
export const WITHDRAW_HOLD_MS = 24 * 3600_000;
export const RECOVERY_CODE_COUNT = 8;

type Ctx = { db: Db; clock: Clock; rateLimiter: RateLimiter };
type UserSecrets = Pick<typeof users.$inferSelect, 'id' | 'totpSecret' | 'totpLastStep'>;

/** "ABCDE-12345": 10 characters of an alphabet without look-alikes (0/O, 1/I/L). */
function newRecoveryCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const recoveryHash = (userId: number, code: string) =>
  sha256(`recovery:${userId}:${code.replace(/-/g, '').toUpperCase()}`);

/**
 * Client two-factor (issue 14), on the TOTP of the security module that staff use too. Codes are
 * single use: the accepted step is stored with a conditional UPDATE, so a replay — or the same
 * code in two concurrent requests — is refused. Wrong codes count against the client+IP and the
 * IP, like wrong passwords.
 */
export class TwoFactor {
  constructor(private readonly ctx: Ctx) {}

  private async user(userId: number) {
    const [row] = await this.ctx.db.select().from(users).where(eq(users.id, userId));
    if (!row) throw new AppError('NOT_LOGGED_IN');
    return row;
  }

  async state(userId: number) {
    const user = await this.user(userId);
    const [left] = await this.ctx.db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    const hold = user.withdrawHoldUntil;
    return {
      totp_enabled: user.totpSecret !== null,
      recovery_codes_left: user.totpSecret ? (left?.n ?? 0) : 0,
      withdraw_hold_until: hold && hold > this.ctx.clock() ? hold.toISOString() : null,
    };
  }

  /** A new secret to scan; a setup started earlier is replaced. Nothing is on until `enable`. */
  async setup(userId: number) {
    const user = await this.user(userId);
    if (user.totpSecret) throw new AppError('TOTP_ALREADY_ENABLED');
    const secret = newTotpSecret();
    await this.ctx.db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, userId));
    const label = user.email ?? (user.mobile ? `+${user.mobile}` : user.uid);
    return { secret, otpauth_url: otpauthUrl(label, secret) };
  }

  /** Turns two-factor on with a code from the pending secret; returns the recovery codes, once. */
  async enable(userId: number, code: string, ip: string) {
    const user = await this.user(userId);
    if (user.totpSecret) throw new AppError('TOTP_ALREADY_ENABLED');
    const pending = user.totpPendingSecret;
    if (!pending) throw new AppError('TOTP_SETUP_MISSING');
    const step = await this.guarded(userId, ip, async () =>
      verifyTotp(pending, code, this.ctx.clock().getTime(), 0),
    );
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.ctx.db.transaction(async (tx) => {
      const [enabled] = await tx
        .update(users)
        .set({
          totpSecret: pending,
          totpPendingSecret: null,
          totpLastStep: step,
          withdrawHoldUntil: this.holdUntil(),
        })
        .where(and(eq(users.id, userId), isNull(users.totpSecret), eq(users.totpPendingSecret, pending)))
        .returning({ id: users.id });
      // A concurrent enable (or a new setup) won: this one changes nothing.
      if (!enabled) throw new AppError('TOTP_SETUP_MISSING');
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx
        .insert(recoveryCodes)
        .values(codes.map((c) => ({ userId, codeHash: recoveryHash(userId, c) })));
    });
    return { recovery_codes: codes };
  }

  /** Turns two-factor off: the current password and a current code (or a recovery code). */
  async disable(userId: number, input: { password: string; code: string }, ip: string) {
    const user = await this.user(userId);
    if (!user.totpSecret) throw new AppError('TOTP_NOT_ENABLED');
    await this.ctx.rateLimiter.attempt(this.limits(userId, ip), TOTP_WINDOW_SECONDS, async () => {
      if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError('PASSWORD_WRONG');
    });
    await this.verify(user, input.code, ip);
    await this.ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          totpSecret: null,
          totpPendingSecret: null,
          totpLastStep: 0,
          withdrawHoldUntil: this.holdUntil(),
        })
        .where(eq(users.id, userId));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    });
  }

  /**
   * Checks the second factor of a client that has it on (login, withdrawal): a missing code is
   * 1500, a wrong or replayed one 1501. Does nothing when two-factor is off.
   */
  async require(user: UserSecrets, code: string | undefined, ip: string): Promise<void> {
    if (!user.totpSecret) return;
    if (!code) throw new AppError('TOTP_REQUIRED');
    await this.verify(user, code, ip);
  }

  private async verify(user: UserSecrets, code: string, ip: string): Promise<void> {
    const secret = user.totpSecret;
    if (!secret) throw new AppError('TOTP_NOT_ENABLED');
    await this.guarded(user.id, ip, async () =>
      /^\d{6}$/.test(code) ? this.consumeStep(user.id, secret, code) : this.consumeRecovery(user.id, code),
    );
  }

  /** Stores the accepted step only if it is newer than the stored one: the same code twice fails. */
  private async consumeStep(userId: number, secret: string, code: string): Promise<number | null> {
    const [row] = await this.ctx.db
      .select({ lastStep: users.totpLastStep })
      .from(users)
      .where(eq(users.id, userId));
    const step = verifyTotp(secret, code, this.ctx.clock().getTime(), row?.lastStep ?? 0);
    if (step === null) return null;
    const [stored] = await this.ctx.db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), eq(users.totpSecret, secret), lt(users.totpLastStep, step)))
      .returning({ id: users.id });
    return stored ? step : null;
  }

  private async consumeRecovery(userId: number, code: string): Promise<number | null> {
    const [used] = await this.ctx.db
      .update(recoveryCodes)
      .set({ usedAt: this.ctx.clock() })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, recoveryHash(userId, code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return used ? 0 : null;
  }

  private limits(userId: number, ip: string) {
    return [
      [`totp-ip:${ip}`, TOTP_FAILS_PER_IP],
      [`totp-account-ip:${userId}:${ip}`, TOTP_FAILS_PER_ACCOUNT_IP],
    ] as const;
  }

  /** One counted guess: `check` answers the accepted step, or null for a wrong code. */
  private guarded(userId: number, ip: string, check: () => Promise<number | null>): Promise<number> {
    return this.ctx.rateLimiter.attempt(this.limits(userId, ip), TOTP_WINDOW_SECONDS, async () => {
      const step = await check();
      if (step === null) throw new AppError('TOTP_INVALID');
      return step;
    });
  }

  holdUntil(): Date {
    return new Date(this.ctx.clock().getTime() + WITHDRAW_HOLD_MS);
  }

  /** Starts the 24 h withdrawal hold in the caller's transaction (password change). */
  async startHold(tx: DbOrTx, userId: number): Promise<void> {
    await tx.update(users).set({ withdrawHoldUntil: this.holdUntil() }).where(eq(users.id, userId));
  }
}
