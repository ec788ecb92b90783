import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema.js';
import { AppError } from '../../errors.js';

type Stored<T> = { ok: true; data: T } | { ok: false; name: AppError['name']; params: AppError['params'] };

/** Writes the answer inside the transaction that makes the change, so both commit or neither. */
export type Remember<T> = (tx: DbOrTx, data: T) => Promise<void>;

/** A key whose first request never answered (the process died mid-way) is free again after this. */
export const UNANSWERED_KEY_TTL = sql`interval '60 seconds'`;
/** Answers are kept this long; the sweep deletes older keys and an older key may be reused. */
export const ANSWERED_KEY_TTL = sql`interval '24 hours'`;

const expired = or(
  lt(idempotencyKeys.createdAt, sql`now() - ${ANSWERED_KEY_TTL}`),
  and(isNull(idempotencyKeys.response), lt(idempotencyKeys.createdAt, sql`now() - ${UNANSWERED_KEY_TTL}`)),
);

/** Claims the key: a new row, or an expired one taken over. False when a live claim holds it. */
async function claim(db: Db, userId: number, key: string, route: string): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, route })
    .onConflictDoNothing()
    .returning();
  if (inserted.length > 0) return true;
  const taken = await db
    .update(idempotencyKeys)
    .set({ route, response: null, createdAt: sql`now()` })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), expired))
    .returning();
  return taken.length > 0;
}

/**
 * Runs `fn` once per (user, Idempotency-Key): a retry returns the first answer, success or
 * business error, instead of acting twice. `fn` gets `remember` to store its answer in the same
 * transaction as the change (a crash after the commit cannot lose it). A retry that arrives while
 * the first is still running is refused (REQUEST_IN_PROGRESS); an unexpected failure frees the
 * key unless the answer was committed; a key left unanswered expires after 60 seconds.
 */
export async function withIdempotency<T>(
  db: Db,
  userId: number,
  key: string | undefined,
  route: string,
  fn: (remember: Remember<T> | undefined) => Promise<T>,
): Promise<T> {
  if (!key) return fn(undefined);
  const where = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  if (!(await claim(db, userId, key, route))) {
    const [row] = await db.select().from(idempotencyKeys).where(where);
    const stored = row?.route === route ? (row.response as Stored<T> | null) : null;
    if (!stored) throw new AppError('REQUEST_IN_PROGRESS');
    if (stored.ok) return stored.data;
    throw new AppError(stored.name, stored.params);
  }
  const remember: Remember<T> = async (tx, data) => {
    await tx
      .update(idempotencyKeys)
      .set({ response: { ok: true, data } satisfies Stored<T> })
      .where(where);
  };
  try {
    return await fn(remember);
  } catch (error) {
    if (error instanceof AppError) {
      // A business refusal changed nothing: the same answer for every retry.
      await db
        .update(idempotencyKeys)
        .set({ response: { ok: false, name: error.name, params: error.params } satisfies Stored<T> })
        .where(and(where, isNull(idempotencyKeys.response)));
    } else {
      await db.delete(idempotencyKeys).where(and(where, isNull(idempotencyKeys.response)));
    }
    throw error;
  }
}

/** Deletes keys older than their answers are kept (the engine leader runs it hourly). */
export async function sweepIdempotencyKeys(db: Db): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - ${ANSWERED_KEY_TTL}`))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

/** The Idempotency-Key header, when present and sane. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const raw = headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  return key && key.length <= 128 ? key : undefined;
}
