import type { Bar } from '@fxdesk/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories, klines, pairs } from '../../db/schema.js';
import { CATEGORY_NAMES, INSTRUMENT_SEED, pairNames, showCode } from './instruments.seed.js';

export type PairRow = typeof pairs.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

/** Seeds categories and the 12 instruments once; existing rows (edited by the broker) are kept. */
export async function seedInstruments(db: DbOrTx): Promise<void> {
  const codes = ['majors', 'crosses', 'metals'] as const;
  await db
    .insert(categories)
    .values(codes.map((code, i) => ({ code, names: CATEGORY_NAMES[code], sort: i })))
    .onConflictDoNothing();
  const cats = await db.select().from(categories);
  const idOf = (code: string) => cats.find((c) => c.code === code)?.id ?? 0;
  await db
    .insert(pairs)
    .values(
      INSTRUMENT_SEED.map((s, i) => ({
        code: s.code,
        showCode: showCode(s.code),
        logo: `/logos/${s.code}.svg`,
        categoryId: idOf(s.category),
        names: pairNames(s.code),
        pricePrecision: s.precision,
        lotStep: '0.01',
        minLots: '0.01',
        unitsPerLot: s.unitsPerLot,
        feeRate: '0.0005',
        marginMode: 2,
        leverages: s.leverages,
        spreadPoints: s.spreadPoints,
        volatility: s.volatility,
        seedPrice: s.seedPrice,
        schedule: '24x7',
        sort: i,
      })),
    )
    .onConflictDoNothing();
}

export const loadPairs = (db: DbOrTx): Promise<PairRow[]> =>
  db.select().from(pairs).orderBy(asc(pairs.sort), asc(pairs.id));
export const loadCategories = (db: DbOrTx): Promise<CategoryRow[]> =>
  db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));

/** The newest `limit` bars of a pair and period, oldest first. */
export async function loadBars(db: DbOrTx, pairId: number, period: string, limit: number): Promise<Bar[]> {
  const rows = await db
    .select()
    .from(klines)
    .where(and(eq(klines.pairId, pairId), eq(klines.period, period)))
    .orderBy(desc(klines.time))
    .limit(limit);
  return rows.reverse().map((r) => ({
    time: r.time.getTime(),
    open: Number(r.open),
    high: Number(r.high),
    low: Number(r.low),
    close: Number(r.close),
    volume: Number(r.volume),
  }));
}

export async function countBars(db: DbOrTx, pairId: number, period: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(klines)
    .where(and(eq(klines.pairId, pairId), eq(klines.period, period)));
  return row?.n ?? 0;
}

/** A bar as stored: prices as numbers (live marks), time as epoch ms of the bar start. */
export interface BarWrite extends Bar {
  pairId: number;
  period: string;
}

/**
 * Upserts bars in batches with one statement per chunk: closed bars are final, the open bar
 * is rewritten as it grows (STACK.md: batch writes on hot paths).
 */
export async function upsertBars(
  db: DbOrTx,
  bars: BarWrite[],
  chunkSize = 2000,
  o: { keepExisting?: boolean } = {},
): Promise<void> {
  for (let i = 0; i < bars.length; i += chunkSize) {
    const chunk = bars.slice(i, i + chunkSize);
    const insert = db.insert(klines).values(
      chunk.map((b) => ({
        pairId: b.pairId,
        period: b.period,
        time: new Date(b.time),
        open: String(b.open),
        high: String(b.high),
        low: String(b.low),
        close: String(b.close),
        volume: String(b.volume),
      })),
    );
    if (o.keepExisting) {
      await insert.onConflictDoNothing();
      continue;
    }
    await insert.onConflictDoUpdate({
      target: [klines.pairId, klines.period, klines.time],
      set: {
        high: sql`excluded.high`,
        low: sql`excluded.low`,
        close: sql`excluded.close`,
        volume: sql`excluded.volume`,
      },
    });
  }
}
