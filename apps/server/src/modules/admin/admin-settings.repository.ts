import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies } from '../../db/schema.js';

export type CompanyRecord = typeof companies.$inferSelect;
export type CompanyPatch = Partial<Omit<typeof companies.$inferInsert, 'id'>>;

/** The broker's own company row (is_self = 1). */
export async function selfCompanyRecord(db: DbOrTx): Promise<CompanyRecord | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.isSelf, 1));
  return row;
}

export async function updateCompany(db: DbOrTx, id: number, patch: CompanyPatch): Promise<CompanyRecord> {
  const [row] = await db.update(companies).set(patch).where(eq(companies.id, id)).returning();
  return row!;
}
