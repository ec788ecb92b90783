import { UserStatus } from '@fxdesk/contract';
import type { SessionUser } from '../../session-user.js';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { DbOrTx } from '../../db/client.js';
import { sessions } from '../../db/schema.js';
import { run, statement } from '../../db/statements.js';
import type { Bus } from '../../realtime/bus.js';
import { newToken, sha256 } from '../security/index.js';
import { revocationCovers, type RevocationEvent } from '../../realtime/revocation.js';

export { revocationCovers, type RevocationEvent };

export type { SessionUser };

/** last_seen_at (and the sliding expiry) is written at most once a minute per session. */
const TOUCH_EVERY_MS = 60_000;

/** How long a resolved session is answered from memory before the database is asked again. */
export const SESSION_CACHE_MS = 5_000;
/**
 * After a revocation of a user's sessions is announced, that user's lookups go to the database
 * for this long and nothing of theirs is cached. A revocation announced inside its transaction
 * (password change) is not committed yet when the others hear of it, and a lookup that read the
 * database before the commit must not put the old answer back for SESSION_CACHE_MS.
 */
export const REVOCATION_QUARANTINE_MS = 30_000;
const MAX_ENTRIES = 20_000;

/** Bus channel: a RevocationEvent whenever sessions of a user are revoked or the user is disabled. */
export const SESSIONS_REVOKED_CHANNEL = 'fxdesk.sessions.revoked';

/**
 * Which sessions a revocation ended: all of the user's (disabled client, revoke-sessions, reset),
 * one (`sessionId`: logout) or all but one (`exceptSessionId`: a password change keeps the
 * session that made it). Caches drop the whole user either way; the socket gateway logs out
 * exactly the sockets whose session ended.
 */
export type RevocationScope = Omit<RevocationEvent, 'userId'>;

/** A bus payload as a RevocationEvent, or null when it is not one. */
export function parseRevocation(payload: string): RevocationEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { userId, sessionId, exceptSessionId } = value as Record<string, unknown>;
  if (typeof userId !== 'number') return null;
  return {
    userId,
    ...(typeof sessionId === 'number' ? { sessionId } : {}),
    ...(typeof exceptSessionId === 'number' ? { exceptSessionId } : {}),
  };
}

interface Entry {
  user: SessionUser;
  untilMs: number;
}

/** What a session cache belongs to: one per app (its AppContext), which has a bus and a clock. */
export interface CacheOwner {
  bus: Bus;
  clock: Clock;
}

/**
 * Resolved sessions of one process, keyed by token hash, one cache per app context. Every
 * revocation is announced on the bus and each process drops that user's entries on hearing it;
 * the announcing process drops its own at once. An entry lives at most SESSION_CACHE_MS, which
 * bounds how long a revocation whose announcement was lost (a Redis outage) can go unnoticed.
 */
export class SessionCache {
  private static readonly byOwner = new WeakMap<CacheOwner, SessionCache>();
  private readonly entries = new Map<string, Entry>();
  private readonly quarantined = new Map<number, number>();

  private constructor(private readonly clock: Clock) {}

  /** The app's cache, created (and subscribed to revocations on its bus) on first use. */
  static of(owner: CacheOwner): SessionCache {
    let cache = SessionCache.byOwner.get(owner);
    if (!cache) {
      const created = new SessionCache(owner.clock);
      SessionCache.byOwner.set(owner, created);
      void owner.bus.subscribe(SESSIONS_REVOKED_CHANNEL, (payload) => {
        const event = parseRevocation(payload);
        if (event) created.drop(event.userId);
      });
      cache = created;
    }
    return cache;
  }

  private now(): number {
    return this.clock().getTime();
  }

  get(tokenHash: string): SessionUser | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.untilMs > this.now()) return { ...entry.user };
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** Keeps a session the database just confirmed, unless its user's sessions were just revoked. */
  put(tokenHash: string, user: SessionUser, expiresAt: Date): void {
    const now = this.now();
    const quarantine = this.quarantined.get(user.id);
    if (quarantine !== undefined) {
      if (quarantine > now) return;
      this.quarantined.delete(user.id);
    }
    if (this.entries.size >= MAX_ENTRIES) this.evict(now);
    this.entries.set(tokenHash, {
      user: { ...user },
      untilMs: Math.min(now + SESSION_CACHE_MS, expiresAt.getTime()),
    });
  }

  /** Forgets every cached session of the user and keeps theirs out of the cache for a while. */
  drop(userId: number): void {
    const now = this.now();
    this.quarantined.set(userId, now + REVOCATION_QUARANTINE_MS);
    for (const [hash, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(hash);
    for (const [id, untilMs] of this.quarantined) if (untilMs <= now) this.quarantined.delete(id);
  }

  private evict(now: number): void {
    for (const [hash, entry] of this.entries) if (entry.untilMs <= now) this.entries.delete(hash);
    // Still full of live entries: drop the oldest (Map keeps insertion order).
    for (const hash of this.entries.keys()) {
      if (this.entries.size < MAX_ENTRIES) break;
      this.entries.delete(hash);
    }
  }
}

/**
 * Tells every process that the user's sessions were revoked (logout, password change, disabled
 * client, revoke-sessions): this process's cache forgets them at once, the others when the bus
 * delivers. Call it whenever sessions are revoked outside SessionStore.
 */
export async function announceRevocation(
  owner: CacheOwner,
  userId: number,
  scope: RevocationScope = {},
): Promise<void> {
  SessionCache.of(owner).drop(userId);
  const event: RevocationEvent = { userId, ...scope };
  await owner.bus.publish(SESSIONS_REVOKED_CHANNEL, JSON.stringify(event));
}

const LIVE_SESSION = statement<{
  sessionId: number;
  userId: number;
  isDemo: number;
  lastSeenAt: Date;
  expiresAt: Date;
}>(
  'auth_live_session',
  `select s.id as "sessionId", u.id as "userId", u.is_demo as "isDemo", s.last_seen_at as "lastSeenAt",
     s.expires_at as "expiresAt"
   from sessions s inner join users u on u.id = s.user_id
   where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2 and u.status = ${UserStatus.ACTIVE}`,
);

/** Opaque, random, revocable session tokens stored only as SHA-256 hashes (DESIGN §7). */
export class SessionStore {
  private readonly cache: SessionCache | undefined;

  /**
   * With an owner (the app's context), resolved sessions are cached in its process and
   * revocations announced on its bus; a store without one (the socket gateway's) always asks
   * the database.
   */
  constructor(
    private readonly clock: Clock,
    private readonly ttlDays: number,
    private readonly owner?: CacheOwner,
  ) {
    this.cache = owner ? SessionCache.of(owner) : undefined;
  }

  private expiry(): Date {
    return new Date(this.clock().getTime() + this.ttlDays * 86_400_000);
  }

  async create(tx: DbOrTx, userId: number, meta: { ip: string; userAgent: string }): Promise<string> {
    const token = newToken();
    await tx.insert(sessions).values({
      userId,
      tokenHash: sha256(token),
      ip: meta.ip,
      userAgent: meta.userAgent.slice(0, 300),
      createdAt: this.clock(),
      lastSeenAt: this.clock(),
      expiresAt: this.expiry(),
    });
    return token;
  }

  /** The live session of a token, or null when unknown, revoked, expired or the user is disabled. */
  async resolve(db: DbOrTx, token: string): Promise<SessionUser | null> {
    const tokenHash = sha256(token);
    const cached = this.cache?.get(tokenHash);
    if (cached) return cached;
    const now = this.clock();
    const [row] = await run(db, LIVE_SESSION, [tokenHash, now]);
    if (!row) return null;
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: now, expiresAt: this.expiry() })
        .where(eq(sessions.id, row.sessionId));
    }
    const user = { id: row.userId, sessionId: row.sessionId, isDemo: row.isDemo === 1 };
    this.cache?.put(tokenHash, user, row.expiresAt);
    return user;
  }

  async revoke(db: DbOrTx, sessionId: number): Promise<void> {
    const [revoked] = await db
      .update(sessions)
      .set({ revokedAt: this.clock() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ userId: sessions.userId });
    if (revoked) await this.announce(revoked.userId, { sessionId });
  }

  /** Revokes every session of a user, except `keepSessionId` when given (password changes). */
  async revokeAll(db: DbOrTx, userId: number, keepSessionId?: number): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: sql`coalesce(${sessions.revokedAt}, now())` })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
        ),
      );
    await this.announce(userId, keepSessionId ? { exceptSessionId: keepSessionId } : {});
  }

  private async announce(userId: number, scope: RevocationScope): Promise<void> {
    if (this.owner) await announceRevocation(this.owner, userId, scope);
  }
}
