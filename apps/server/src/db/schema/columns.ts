import { numeric, timestamp } from 'drizzle-orm/pg-core';

/**
 * One schema for PGlite and PostgreSQL (DESIGN §2). Money is `numeric` (STYLE habit 2) and
 * comes back from the driver as a string; timestamps are timestamptz.
 */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const money = (name: string) => numeric(name, { precision: 24, scale: 6 });
