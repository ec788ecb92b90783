import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';

type Stored<T> = { ok: true; data: T } | { ok: false; name: AppError['name']; params: AppError['params'] };

/**
 * Runs `fn` once per (user, Idempotency-Key): a retry returns the first answer, success or
 * business error, instead of acting twice. A retry that arrives while the first is still
 * running is refused (REQUEST_IN_PROGRESS); an unexpected failure frees the key.
 */
export async function withIdempotency<T>(
  db: Db,
  userId: number,
  key: string | undefined,
  route: string,
  fn: () => Promise<T>,
): Promise<T> {
  if (!key) return fn();
  const where = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, key, route })
    .onConflictDoNothing()
    .returning();
  if (claimed.length === 0) {
    const [row] = await db.select().from(idempotencyKeys).where(where);
    const stored = row?.route === route ? (row.response as Stored<T> | null) : null;
    if (!stored) throw new AppError('REQUEST_IN_PROGRESS');
    if (stored.ok) return stored.data;
    throw new AppError(stored.name, stored.params);
  }
  try {
    const data = await fn();
    await db
      .update(idempotencyKeys)
      .set({ response: { ok: true, data } satisfies Stored<T> })
      .where(where);
    return data;
  } catch (error) {
    if (error instanceof AppError) {
      await db
        .update(idempotencyKeys)
        .set({ response: { ok: false, name: error.name, params: error.params } satisfies Stored<T> })
        .where(where);
    } else {
      await db.delete(idempotencyKeys).where(where);
    }
    throw error;
  }
}

/** The Idempotency-Key header, when present and sane. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const raw = headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  return key && key.length <= 128 ? key : undefined;
}
