import { MethodType } from '@fxdesk/contract';
import type { Lang } from '@fxdesk/contract';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import type { MessageTransport } from '../notify/index.js';
import type { RateLimiter } from '../security/index.js';

/** What confirming withdrawal methods uses. */
export interface MethodConfirmDeps {
  db: Db;
  clock: Clock;
  rateLimiter: RateLimiter;
  transport: MessageTransport;
}
import { users, withdrawMethods } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { formatTime, notifyClient } from '../security/index.js';
import { TwoFactor } from '../security/index.js';
import { newNumericCode, sha256 } from '../security/index.js';

/** How long the code e-mailed for a new withdrawal method lives. */
export const METHOD_CODE_TTL_MINUTES = 30;
/** Wrong tries of one method's code before a new one must be sent. */
export const METHOD_CODE_MAX_ATTEMPTS = 5;
/** One code per method per this many seconds (the resend button counts down the same). */
export const METHOD_CODE_COOLDOWN_SECONDS = 60;

type MethodRow = typeof withdrawMethods.$inferSelect;

/** The withdrawal method `id`, if it is this client's and not deleted (every use of a method checks this). */
export const ownLiveMethod = (userId: number, id: number) =>
  and(eq(withdrawMethods.id, id), eq(withdrawMethods.userId, userId), isNull(withdrawMethods.deletedAt));

const codeHash = (methodId: number, code: string) => sha256(`method:${methodId}:${code}`);

/** Where a method pays to, as the e-mail names it (the address, or the bank and account). */
const describe = (m: MethodRow) =>
  m.type === MethodType.COIN ? m.dcAddress : `${m.bankName} ${m.payeeAccount}`;

/**
 * New withdrawal methods are confirmed by a code e-mailed to the client before a withdrawal may
 * use them (issue 14): a stolen session alone cannot add an address and drain the account. The
 * e-mail is also the client's notice that a method was added.
 */
export class MethodConfirmation {
  constructor(private readonly ctx: MethodConfirmDeps) {}

  private async owned(userId: number, id: number): Promise<MethodRow> {
    const [row] = await this.ctx.db.select().from(withdrawMethods).where(ownLiveMethod(userId, id));
    if (!row) throw new AppError('METHOD_NOT_FOUND');
    return row;
  }

  /** A fresh code for an unconfirmed method, sent to the client (one per method per 60 s). */
  async send(userId: number, id: number, lang: Lang): Promise<void> {
    const method = await this.owned(userId, id);
    if (method.confirmedAt) throw new AppError('METHOD_ALREADY_CONFIRMED');
    const cooldown = await this.ctx.rateLimiter.claimCooldown(
      `method-code:${id}`,
      METHOD_CODE_COOLDOWN_SECONDS,
    );
    if (!cooldown.ok) throw new AppError('CODE_SEND_TOO_SOON', { seconds: cooldown.secondsLeft });
    const code = newNumericCode();
    await this.ctx.db
      .update(withdrawMethods)
      .set({
        confirmCodeHash: codeHash(id, code),
        confirmExpiresAt: new Date(this.ctx.clock().getTime() + METHOD_CODE_TTL_MINUTES * 60_000),
        confirmAttempts: 0,
      })
      .where(eq(withdrawMethods.id, id));
    await notifyClient(
      this.ctx,
      userId,
      { kind: 'method_added', method: describe(method), code, minutes: METHOD_CODE_TTL_MINUTES },
      lang,
    );
  }

  /**
   * Confirms with the e-mailed code. The try is counted first in one conditional UPDATE, so
   * concurrent guesses cannot evaluate more than METHOD_CODE_MAX_ATTEMPTS answers.
   */
  async confirm(userId: number, id: number, code: string): Promise<void> {
    const method = await this.owned(userId, id);
    if (method.confirmedAt) throw new AppError('METHOD_ALREADY_CONFIRMED');
    const now = this.ctx.clock();
    const [counted] = await this.ctx.db
      .update(withdrawMethods)
      .set({ confirmAttempts: sql`${withdrawMethods.confirmAttempts} + 1` })
      .where(
        and(
          eq(withdrawMethods.id, id),
          isNull(withdrawMethods.confirmedAt),
          lt(withdrawMethods.confirmAttempts, METHOD_CODE_MAX_ATTEMPTS),
        ),
      )
      .returning();
    if (!counted?.confirmCodeHash || !counted.confirmExpiresAt || counted.confirmExpiresAt <= now)
      throw new AppError('METHOD_CODE_INVALID');
    if (counted.confirmCodeHash !== codeHash(id, code)) throw new AppError('METHOD_CODE_INVALID');
    await this.ctx.db
      .update(withdrawMethods)
      .set({ confirmedAt: now, confirmCodeHash: null, confirmExpiresAt: null })
      .where(and(eq(withdrawMethods.id, id), isNull(withdrawMethods.confirmedAt)));
  }
}

/**
 * What a withdrawal request must pass besides money (issue 14): a confirmed method, no hold
 * after a password or two-factor change, and the second factor when the client has it on.
 */
export async function assertWithdrawalAllowed(
  ctx: MethodConfirmDeps,
  userId: number,
  method: MethodRow,
  input: { totp_code?: string | undefined },
  meta: { ip: string; lang: Lang },
): Promise<void> {
  if (!method.confirmedAt) throw new AppError('METHOD_UNCONFIRMED');
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_LOGGED_IN');
  const hold = user.withdrawHoldUntil;
  if (hold && hold > ctx.clock()) throw new AppError('WITHDRAW_HELD', { until: formatTime(hold, meta.lang) });
  await new TwoFactor(ctx).require(user, input.totp_code, meta.ip);
}
