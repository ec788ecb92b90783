import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories, pairs } from '../../db/schema.js';

export type PairRecord = typeof pairs.$inferSelect;
export type PairPatch = Partial<Omit<typeof pairs.$inferInsert, 'id' | 'code'>>;

/** Every trade pair, in the console's order. */
export const allPairs = (db: DbOrTx) => db.select().from(pairs).orderBy(pairs.sort, pairs.id);

export async function pairById(db: DbOrTx, id: number): Promise<PairRecord | undefined> {
  const [row] = await db.select().from(pairs).where(eq(pairs.id, id));
  return row;
}

export async function categoryExists(db: DbOrTx, id: number): Promise<boolean> {
  const [category] = await db.select().from(categories).where(eq(categories.id, id));
  return !!category;
}

export async function updatePair(db: DbOrTx, id: number, patch: PairPatch): Promise<PairRecord> {
  const [row] = await db.update(pairs).set(patch).where(eq(pairs.id, id)).returning();
  return row!;
}
