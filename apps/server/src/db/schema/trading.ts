import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, link, money } from './columns.js';
import { users } from './accounts.js';
import { accounts } from './wallet.js';
import { pairs } from './market.js';

/** Orders and replayed requests (DESIGN §5). */

/**
 * Orders and positions (DESIGN §5). status: 0 pending (dealing), 1 holding (open position),
 * 3 history (closed or cancelled). Money columns are exact; prices keep the pair's precision.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: link('user_id', () => users.id),
    accountId: link('account_id', () => accounts.id),
    pairId: link('pair_id', () => pairs.id),
    /** 1 buy (long), 2 sell (short). */
    side: smallint('side').notNull(),
    /** 1 market, 0 pending. */
    entryType: smallint('entry_type').notNull(),
    status: smallint('status').notNull(),
    /** 'limit' or 'stop' for pending orders. */
    pendingKind: text('pending_kind'),
    lots: numeric('lots', { precision: 12, scale: 4 }).notNull(),
    leverage: integer('leverage').notNull(),
    unitsPerLot: numeric('units_per_lot', { precision: 16, scale: 2 }).notNull(),
    targetPrice: numeric('target_price', { precision: 20, scale: 8 }),
    openPrice: numeric('open_price', { precision: 20, scale: 8 }),
    closePrice: numeric('close_price', { precision: 20, scale: 8 }),
    stopLoss: numeric('stop_loss', { precision: 20, scale: 8 }),
    takeProfit: numeric('take_profit', { precision: 20, scale: 8 }),
    /** Margin held while pending or open (USD, rounded up at 6 dp). */
    margin: money('margin').notNull(),
    /** Fee charged at fill (USD); the estimate while pending. */
    fee: money('fee').notNull(),
    realizedPnl: money('realized_pnl'),
    closeReason: text('close_reason'),
    createdAt: createdAt(),
    openedAt: instant('opened_at'),
    closedAt: instant('closed_at'),
    /** The follow a copy belongs to (copy trading); null for the client's own orders. */
    followId: integer('follow_id'),
  },
  (t) => [
    index('orders_user_status_idx').on(t.userId, t.status, t.id),
    index('orders_follow_idx')
      .on(t.followId, t.status)
      .where(sql`follow_id is not null`),
    index('orders_status_pair_idx').on(t.status, t.pairId),
  ],
);

/** Replayed requests with an Idempotency-Key return the first answer (trading issue). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  // created_at: unanswered keys expire and old answers are swept (idempotency.ts).
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
