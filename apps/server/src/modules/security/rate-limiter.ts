import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cooldowns, rateLimitCounters } from '../../db/schema.js';
import type { Clock } from '../../clock.js';
import { AppError } from '../../errors.js';

/**
 * Rate limits kept in the database, so every API process of a scaled-out deployment shares
 * them (DESIGN §2). Fixed windows: cheap, and exact enough for abuse control.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private windowStart(windowSeconds: number): Date {
    const nowMs = this.clock().getTime();
    return new Date(nowMs - (nowMs % (windowSeconds * 1000)));
  }

  private secondsLeft(windowSeconds: number): number {
    const end = this.windowStart(windowSeconds).getTime() + windowSeconds * 1000;
    return Math.max(1, Math.ceil((end - this.clock().getTime()) / 1000));
  }

  /** Counts one event; throws RATE_LIMITED once the window holds more than `limit`. */
  async hit(key: string, limit: number, windowSeconds: number): Promise<void> {
    const count = await this.count(key, windowSeconds);
    if (count > limit) throw new AppError('RATE_LIMITED', { seconds: this.secondsLeft(windowSeconds) });
  }

  /** Counts one event and returns how many the window now holds (one atomic upsert). */
  async count(key: string, windowSeconds: number): Promise<number> {
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key, windowStart: this.windowStart(windowSeconds), count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      })
      .returning({ count: rateLimitCounters.count });
    return row?.count ?? 0;
  }

  /** How many events the current window holds, without counting one. */
  async peek(key: string, windowSeconds: number): Promise<number> {
    const [row] = await this.db
      .select({ count: rateLimitCounters.count })
      .from(rateLimitCounters)
      .where(
        and(
          eq(rateLimitCounters.key, key),
          eq(rateLimitCounters.windowStart, this.windowStart(windowSeconds)),
        ),
      );
    return row?.count ?? 0;
  }

  /**
   * Gives back one event counted by `hit` in the current window (a login that turned out to be
   * right, a check that never ran), never below zero.
   */
  async release(key: string, windowSeconds: number): Promise<void> {
    await this.db
      .update(rateLimitCounters)
      .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
      .where(
        and(
          eq(rateLimitCounters.key, key),
          eq(rateLimitCounters.windowStart, this.windowStart(windowSeconds)),
        ),
      );
  }

  /**
   * Runs one guarded attempt (a password or code check): it is counted under every key before it
   * runs, so a burst of concurrent attempts cannot all pass a check made before any was counted,
   * and given back when `fn` succeeds, so only failures use the allowance up. A refused attempt
   * gives back what it had already taken under the other keys and never runs.
   */
  async attempt<T>(
    limits: readonly (readonly [key: string, limit: number])[],
    windowSeconds: number,
    fn: () => Promise<T>,
  ): Promise<T> {
    const counted: string[] = [];
    try {
      for (const [key, limit] of limits) {
        await this.hit(key, limit, windowSeconds);
        counted.push(key);
      }
    } catch (error) {
      for (const key of counted) await this.release(key, windowSeconds);
      throw error;
    }
    const result = await fn();
    for (const key of counted) await this.release(key, windowSeconds);
    return result;
  }

  /** Throws RATE_LIMITED when the window already holds `limit` events, without counting one. */
  async check(key: string, limit: number, windowSeconds: number): Promise<void> {
    if ((await this.peek(key, windowSeconds)) >= limit)
      throw new AppError('RATE_LIMITED', { seconds: this.secondsLeft(windowSeconds) });
  }

  /**
   * Claims a cooldown atomically: succeeds for the first caller, then refuses with the
   * remaining seconds until `seconds` have passed. Concurrent callers cannot both win.
   */
  async claimCooldown(
    key: string,
    seconds: number,
  ): Promise<{ ok: true } | { ok: false; secondsLeft: number }> {
    const now = this.clock();
    const until = new Date(now.getTime() + seconds * 1000);
    const claimed = await this.db
      .insert(cooldowns)
      .values({ key, until })
      .onConflictDoUpdate({
        target: cooldowns.key,
        set: { until },
        setWhere: lt(cooldowns.until, sql`${now.toISOString()}::timestamptz`),
      })
      .returning({ until: cooldowns.until });
    if (claimed.length > 0) return { ok: true };
    const [row] = await this.db
      .select({ until: cooldowns.until })
      .from(cooldowns)
      .where(eq(cooldowns.key, key));
    const left = row ? Math.ceil((row.until.getTime() - now.getTime()) / 1000) : seconds;
    return { ok: false, secondsLeft: Math.max(1, left) };
  }

  /** Ends a cooldown early (what it guarded did not happen, e.g. a message that failed to send). */
  async releaseCooldown(key: string): Promise<void> {
    await this.db.delete(cooldowns).where(eq(cooldowns.key, key));
  }

  /** Drops windows and cooldowns that can no longer matter. */
  async sweep(): Promise<void> {
    const dayAgo = new Date(this.clock().getTime() - 86_400_000);
    await this.db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, dayAgo));
    await this.db.delete(cooldowns).where(lt(cooldowns.until, this.clock()));
  }
}
