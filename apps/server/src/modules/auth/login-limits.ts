import { AppError } from '../../errors.js';
import type { RateLimiter } from '../security/index.js';

/** Failed passwords for one account from one IP per window: that IP is then refused (1003). */
export const LOGIN_FAILS_PER_ACCOUNT_IP = 10;
/** Failed passwords from one IP per window, any accounts. */
export const LOGIN_FAILS_PER_IP = 50;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/**
 * Failed passwords for one account from anywhere before it is slowed down. Past this, one try
 * per backoff period is evaluated (1 s, doubling per further failure, at most
 * LOGIN_BACKOFF_MAX_SECONDS): a guesser is slowed to a crawl, but nobody can lock the owner out —
 * a right password is always accepted once the current period is over.
 */
export const LOGIN_BACKOFF_AFTER = 5;
export const LOGIN_BACKOFF_MAX_SECONDS = 60;
/** Account-wide failures are remembered for an hour, so the backoff does not restart every window. */
export const LOGIN_BACKOFF_WINDOW_SECONDS = 3600;
/** Wrong verification codes from one IP per hour, any targets (register, reset, amend). */
export const CODE_CHECK_FAILS_PER_IP = 30;

/**
 * The client login's guessing limits (docs/security.md): per IP, per account and IP, and an
 * account-wide backoff instead of a lock-out; wrong verification codes per IP.
 */
export class LoginLimits {
  constructor(private readonly rateLimiter: RateLimiter) {}

  /**
   * Runs a password check for `subject` (a resolved account, or the normalized unknown one)
   * under the limits; `check` answers the account when the password was right, null otherwise,
   * which counts as a failure and answers 1101.
   */
  password<T>(subject: string, ip: string, check: () => Promise<T | null>): Promise<T> {
    const limits = [
      [`login-ip:${ip}`, LOGIN_FAILS_PER_IP],
      [`login-account-ip:${subject}:${ip}`, LOGIN_FAILS_PER_ACCOUNT_IP],
    ] as const;
    return this.rateLimiter.attempt(limits, LOGIN_WINDOW_SECONDS, async () => {
      await this.backoff(subject);
      const found = await check();
      if (found === null) {
        await this.rateLimiter.count(`login-fail:${subject}`, LOGIN_BACKOFF_WINDOW_SECONDS);
        throw new AppError('BAD_CREDENTIALS');
      }
      return found;
    });
  }

  /** A verification code check, wrong answers counted against the caller's IP. */
  code(ip: string, check: () => Promise<number>): Promise<number> {
    return this.rateLimiter.attempt([[`code-check-ip:${ip}`, CODE_CHECK_FAILS_PER_IP]], 3600, check);
  }

  /**
   * Past LOGIN_BACKOFF_AFTER failures of an account in the window, each try must claim the
   * account's backoff slot (atomically, so concurrent guesses from many IPs get one between
   * them); the slot lasts 1 s doubling per failure, capped at LOGIN_BACKOFF_MAX_SECONDS.
   */
  private async backoff(subject: string): Promise<void> {
    const failures = await this.rateLimiter.peek(`login-fail:${subject}`, LOGIN_BACKOFF_WINDOW_SECONDS);
    if (failures < LOGIN_BACKOFF_AFTER) return;
    const seconds = Math.min(2 ** (failures - LOGIN_BACKOFF_AFTER), LOGIN_BACKOFF_MAX_SECONDS);
    const slot = await this.rateLimiter.claimCooldown(`login-slot:${subject}`, seconds);
    if (!slot.ok) throw new AppError('RATE_LIMITED', { seconds: slot.secondsLeft });
  }
}
