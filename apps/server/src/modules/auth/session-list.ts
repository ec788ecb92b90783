import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { DbOrTx } from '../../db/client.js';
import { sessions } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { SessionStore, SessionUser } from './sessions.js';

/** At most this many sessions are listed (newest activity first). */
export const SESSION_LIST_MAX = 50;

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * A user agent summarised as "Chrome on Windows" (issue 14 sessions list and new-device mail):
 * enough for a client to recognise a device, nothing to parse on the client. An agent none of
 * the patterns know is shown as its first 40 characters, or "unknown device" ('').
 */
export function summariseUserAgent(userAgent: string): string {
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 40);
}

const iso = (d: Date) => d.toISOString();

/** The client's live sessions, revoking one, and "log out everywhere else" (issue 14). */
export class SessionList {
  constructor(
    private readonly db: DbOrTx,
    private readonly clock: Clock,
    private readonly store: SessionStore,
  ) {}

  async list(session: SessionUser) {
    const rows = await this.db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, session.id),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, this.clock()),
        ),
      )
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
      .limit(SESSION_LIST_MAX);
    return rows.map((s) => ({
      id: s.id,
      device: summariseUserAgent(s.userAgent),
      ip: s.ip,
      created_at: iso(s.createdAt),
      last_seen_at: iso(s.lastSeenAt),
      current: s.id === session.sessionId,
    }));
  }

  /** Ends one live session of this client; another client's id answers like an unknown one. */
  async revoke(session: SessionUser, id: number): Promise<void> {
    const [row] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, id), eq(sessions.userId, session.id), isNull(sessions.revokedAt)));
    if (!row) throw new AppError('SESSION_NOT_FOUND');
    await this.store.revoke(this.db, id);
  }

  revokeOthers(session: SessionUser): Promise<void> {
    return this.store.revokeAll(this.db, session.id, session.sessionId);
  }

  /** Whether the client has logged in before from a device with this user agent. */
  async knownDevice(userId: number, userAgent: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.userAgent, userAgent.slice(0, 300))))
      .limit(1);
    return row !== undefined;
  }
}
