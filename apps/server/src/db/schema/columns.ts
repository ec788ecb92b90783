import { integer, numeric, smallint, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * One schema for PGlite and PostgreSQL (DESIGN §2). Money is `numeric` (STYLE habit 2) and
 * comes back from the driver as a string; timestamps are timestamptz.
 */
export const instant = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();
export const money = (name: string) => numeric(name, { precision: 24, scale: 6 });

/** A required link to a row of another table (an integer id with a foreign key). */
export const link = (name: string, target: () => AnyPgColumn) => integer(name).notNull().references(target);

/** A reference row the back office switches on or off (1 offered) and orders in its lists. */
export const offered = () => ({
  enabled: smallint('enabled').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});
