import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bankWires, chargeChannels, fundCurrencies } from '../../db/schema.js';

export type CurrencyRecord = typeof fundCurrencies.$inferSelect;
export type CurrencyPatch = Partial<Omit<typeof fundCurrencies.$inferInsert, 'id'>>;

/** The two reference tables the console adds rows to: coin channels and bank wires. */
export const REFERENCE_TABLES = { channel: chargeChannels, wire: bankWires } as const;
export type ReferenceKind = keyof typeof REFERENCE_TABLES;
// Both tables share the columns used here (id); drizzle's generics cannot see that through a union.
type AnyTable = typeof chargeChannels;
type Insert = typeof chargeChannels.$inferInsert;
export type ReferenceRow = typeof chargeChannels.$inferSelect | typeof bankWires.$inferSelect;

/** Withdraw currencies, coin channels and bank wires, each in the console's order. */
export async function allReference(db: DbOrTx) {
  return {
    currencies: await db.select().from(fundCurrencies).orderBy(fundCurrencies.sort, fundCurrencies.id),
    channels: await db.select().from(chargeChannels).orderBy(chargeChannels.sort, chargeChannels.id),
    wires: await db.select().from(bankWires).orderBy(bankWires.id),
  };
}

export async function currencyById(db: DbOrTx, id: number): Promise<CurrencyRecord | undefined> {
  const [row] = await db.select().from(fundCurrencies).where(eq(fundCurrencies.id, id));
  return row;
}

export async function updateCurrency(db: DbOrTx, id: number, patch: CurrencyPatch): Promise<CurrencyRecord> {
  const [row] = await db.update(fundCurrencies).set(patch).where(eq(fundCurrencies.id, id)).returning();
  return row!;
}

export async function referenceById(
  db: DbOrTx,
  kind: ReferenceKind,
  id: number,
): Promise<ReferenceRow | undefined> {
  const table = REFERENCE_TABLES[kind] as AnyTable;
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row;
}

export async function insertReference(
  db: DbOrTx,
  kind: ReferenceKind,
  values: object,
): Promise<ReferenceRow> {
  const table = REFERENCE_TABLES[kind] as AnyTable;
  const [row] = await db
    .insert(table)
    .values(values as Insert)
    .returning();
  return row!;
}

export async function updateReference(
  db: DbOrTx,
  kind: ReferenceKind,
  id: number,
  patch: object,
): Promise<ReferenceRow> {
  const table = REFERENCE_TABLES[kind] as AnyTable;
  const [row] = await db
    .update(table)
    .set(patch as Partial<Insert>)
    .where(eq(table.id, id))
    .returning();
  return row!;
}
