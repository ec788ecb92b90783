import { integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { instant, link, offered } from './columns.js';

/** Instruments and candles (DESIGN §4). */

/** Instrument categories (majors, crosses, metals); names per language code. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Trade pairs with every SPEC §3 field, plus what the feed and the dealing desk need. */
export const pairs = pgTable('pairs', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  showCode: text('show_code').notNull(),
  logo: text('logo').notNull().default(''),
  categoryId: link('category_id', () => categories.id),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  pricePrecision: integer('price_precision').notNull(),
  /** Lot step (SPEC §3 Pip). */
  lotStep: numeric('lot_step', { precision: 12, scale: 4 }).notNull(),
  /** Minimum lots (ForexMinCont). */
  minLots: numeric('min_lots', { precision: 12, scale: 4 }).notNull(),
  /** Units per lot (ForexContNum). */
  unitsPerLot: numeric('units_per_lot', { precision: 16, scale: 2 }).notNull(),
  feeRate: numeric('fee_rate', { precision: 16, scale: 8 }).notNull(),
  /** 1 fixed margin, otherwise leveraged. */
  marginMode: smallint('margin_mode').notNull().default(2),
  /** Leverage options (HasForexMultiple). */
  leverages: jsonb('leverages').$type<number[]>().notNull(),
  /** Spread in points (1 point = 10^-precision). */
  spreadPoints: integer('spread_points').notNull(),
  /** Annual volatility of the simulated feed, e.g. 0.08 for 8%. */
  volatility: numeric('volatility', { precision: 8, scale: 4 }).notNull(),
  /** Opening bid of the simulated feed on first boot. */
  seedPrice: numeric('seed_price', { precision: 20, scale: 8 }).notNull(),
  /** '24x7' or '24x5' (DESIGN §4 session calendar). */
  schedule: text('schedule').notNull().default('24x7'),
  /** The admin switch: 0 closes the pair whatever the schedule says. */
  ...offered(),
});

/** Candles per pair and period (DESIGN §4); time is the bar start. */
export const klines = pgTable(
  'klines',
  {
    pairId: link('pair_id', () => pairs.id),
    period: text('period').notNull(),
    time: instant('time').notNull(),
    open: numeric('open', { precision: 20, scale: 8 }).notNull(),
    high: numeric('high', { precision: 20, scale: 8 }).notNull(),
    low: numeric('low', { precision: 20, scale: 8 }).notNull(),
    close: numeric('close', { precision: 20, scale: 8 }).notNull(),
    volume: numeric('volume', { precision: 24, scale: 4 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.pairId, t.period, t.time] })],
);
