import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { CodePurpose, translate, type CodePurposeValue, type Lang } from '@fxdesk/contract';
import type { Clock } from '../../clock.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { verificationCodes } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { MessageTransport } from '../notify/index.js';
import type { RateLimiter } from '../security/index.js';
import { newNumericCode, sha256 } from '../security/index.js';

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
/** SPEC §9: one code per target per 60 s (the client counts down the same). */
export const CODE_COOLDOWN_SECONDS = 60;
export const CODES_PER_IP_PER_HOUR = 20;

export type Channel = 'email' | 'sms';

const codeHash = (target: string, code: string) => sha256(`${target}:${code}`);

/**
 * E-mail and SMS verification codes (DESIGN §7): 6 digits, 10 minutes, single use, at most
 * 5 tries, one send per target per 60 s and a cap per IP per hour.
 */
export class CodeService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly transport: MessageTransport,
  ) {}

  /**
   * Counts a send request against the caller's hourly allowance, then claims the target's 60 s
   * cooldown. The IP limit comes first so a refused caller cannot hold a target's cooldown.
   * Called for every request, whether or not a code is then sent.
   */
  async reserve(target: string, ip: string): Promise<void> {
    await this.limiter.hit(`code-ip:${ip}`, CODES_PER_IP_PER_HOUR, 3600);
    const cooldown = await this.limiter.claimCooldown(`code:${target}`, CODE_COOLDOWN_SECONDS);
    if (!cooldown.ok) throw new AppError('CODE_SEND_TOO_SOON', { seconds: cooldown.secondsLeft });
  }

  async send(input: { channel: Channel; target: string; purpose: CodePurposeValue; ip: string; lang: Lang }) {
    await this.reserve(input.target, input.ip);
    const code = newNumericCode();
    const now = this.clock();
    const [row] = await this.db
      .insert(verificationCodes)
      .values({
        channel: input.channel,
        target: input.target,
        purpose: input.purpose,
        codeHash: codeHash(input.target, code),
        ip: input.ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
      })
      .returning({ id: verificationCodes.id });
    try {
      await this.deliver(input, code);
    } catch (error) {
      // Nothing reached the user: the code is void and the target may ask again at once.
      if (row) await this.db.delete(verificationCodes).where(eq(verificationCodes.id, row.id));
      await this.limiter.releaseCooldown(`code:${input.target}`);
      throw error;
    }
  }

  /**
   * Register for an address that already has an account: the same allowance and cooldown as a
   * code, and the owner gets a notice instead of a code — the caller's answer is the same as for
   * a new address, so it cannot tell which addresses have accounts.
   */
  async sendExistingAccountNotice(input: { channel: Channel; target: string; ip: string; lang: Lang }) {
    await this.reserve(input.target, input.ip);
    const text = translate(input.lang, 'mail.register_exists');
    try {
      if (input.channel === 'email')
        await this.transport.sendMail({
          to: input.target,
          subject: translate(input.lang, 'mail.code_subject'),
          text,
        });
      else await this.transport.sendSms({ to: input.target, text });
    } catch (error) {
      await this.limiter.releaseCooldown(`code:${input.target}`);
      throw error;
    }
  }

  private async deliver(
    input: { channel: Channel; target: string; purpose: CodePurposeValue; lang: Lang },
    code: string,
  ) {
    const text = translate(
      input.lang,
      input.purpose === CodePurpose.REGISTER ? 'mail.code_register' : 'mail.code_reset',
      {
        code,
        minutes: CODE_TTL_MINUTES,
      },
    );
    if (input.channel === 'email') {
      await this.transport.sendMail({
        to: input.target,
        subject: translate(input.lang, 'mail.code_subject'),
        text,
      });
    } else {
      await this.transport.sendSms({ to: input.target, text });
    }
  }

  /**
   * Checks a code against the newest live one for the target. The try is counted first, in one
   * conditional UPDATE (attempts < 5), so concurrent requests cannot evaluate more than five
   * answers; the count is outside any caller transaction, so a rollback cannot undo it. The
   * right answer returns the code id, to be consumed with `consume` in the caller's transaction.
   */
  async check(target: string, purpose: CodePurposeValue, code: string): Promise<number> {
    const [row] = await this.db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.target, target),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.usedAt),
          gt(verificationCodes.expiresAt, this.clock()),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1);
    if (!row) return this.noLiveCode(target);
    const [counted] = await this.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(and(eq(verificationCodes.id, row.id), lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS)))
      .returning({ attempts: verificationCodes.attempts, codeHash: verificationCodes.codeHash });
    if (!counted) throw new AppError('CODE_TOO_MANY_ATTEMPTS');
    if (counted.codeHash !== codeHash(target, code))
      throw new AppError(counted.attempts >= CODE_MAX_ATTEMPTS ? 'CODE_TOO_MANY_ATTEMPTS' : 'CODE_INVALID');
    return row.id;
  }

  /**
   * No live code for the target (never sent — an unknown account —, expired or used): the tries
   * are still counted, so the answers are exactly those of a wrong code on a live one (1102 four
   * times, then 1103) and do not tell known accounts from unknown ones.
   */
  private async noLiveCode(target: string): Promise<never> {
    const tries = await this.limiter.count(`code-miss:${target}`, CODE_TTL_MINUTES * 60);
    throw new AppError(tries >= CODE_MAX_ATTEMPTS ? 'CODE_TOO_MANY_ATTEMPTS' : 'CODE_INVALID');
  }

  /** Marks a checked code used; a concurrent use of the same code loses here. */
  async consume(tx: DbOrTx, id: number): Promise<void> {
    const used = await tx
      .update(verificationCodes)
      .set({ usedAt: this.clock() })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (used.length === 0) throw new AppError('CODE_INVALID');
  }
}
