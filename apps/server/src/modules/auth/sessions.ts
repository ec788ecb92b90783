import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { DbOrTx } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { newToken, sha256 } from '../security/secrets.js';

export interface SessionUser {
  id: number;
  sessionId: number;
  isDemo: boolean;
}

/** last_seen_at (and the sliding expiry) is written at most once a minute per session. */
const TOUCH_EVERY_MS = 60_000;

/** Opaque, random, revocable session tokens stored only as SHA-256 hashes (DESIGN §7). */
export class SessionStore {
  constructor(
    private readonly clock: Clock,
    private readonly ttlDays: number,
  ) {}

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
    const now = this.clock();
    const [row] = await db
      .select({
        sessionId: sessions.id,
        userId: users.id,
        isDemo: users.isDemo,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sha256(token)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          eq(users.status, 1),
        ),
      );
    if (!row) return null;
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: now, expiresAt: this.expiry() })
        .where(eq(sessions.id, row.sessionId));
    }
    return { id: row.userId, sessionId: row.sessionId, isDemo: row.isDemo === 1 };
  }

  async revoke(db: DbOrTx, sessionId: number): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: this.clock() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
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
  }
}
