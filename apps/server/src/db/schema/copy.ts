import { FollowStatus } from '@fxdesk/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, link, money } from './columns.js';
import { users } from './accounts.js';
import { accounts } from './wallet.js';
import { orders } from './trading.js';
import { sqlConst } from '../sql-const.js';

/** Copy trading (DESIGN §7): traders, follows, copies and the statistics of every account. */

/**
 * An account that applied to be copied, or that the back office named. status: 0 applied,
 * 1 approved (copyable unless hidden), 2 rejected, 3 revoked (no longer copyable).
 */
export const copyTraders = pgTable(
  'copy_traders',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    status: smallint('status').notNull().default(0),
    /** Shown in the ranking instead of the masked account. */
    displayName: text('display_name').notNull(),
    /** The trader's own words when applying (≤ 500 characters). */
    bio: text('bio').notNull().default(''),
    /** A seeded demo trader (marked "demo" wherever shown). */
    isDemo: boolean('is_demo').notNull().default(false),
    /** scalper | swing | trend | conservative | reckless for demo traders, '' otherwise. */
    style: text('style').notNull().default(''),
    /** Hidden by the back office: not listed and not copyable, existing follows keep running. */
    hidden: boolean('hidden').notNull().default(false),
    remark: text('remark').notNull().default(''),
    appliedAt: createdAt(),
    reviewedAt: instant('reviewed_at'),
  },
  (t) => [index('copy_traders_status_idx').on(t.status, t.hidden)],
);

/**
 * One follower copying one trader. status: 1 active, 2 paused (no new copies, open copies stay
 * linked), 0 stopped. At most one active or paused follow per follower and trader.
 */
export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    followerId: link('follower_id', () => users.id),
    traderId: link('trader_id', () => users.id),
    /** Allocation (USD) the copies are sized on. */
    amount: money('amount').notNull(),
    multiple: numeric('multiple', { precision: 8, scale: 2 }).notNull(),
    /** 0.05–0.95: the follow stops when its equity falls to (1 − rate) × amount. */
    stopLossRate: numeric('stop_loss_rate', { precision: 6, scale: 4 }).notNull(),
    status: smallint('status').notNull().default(1),
    /** cancelled | copy_stop_loss | trader_revoked when stopped. */
    stopReason: text('stop_reason'),
    createdAt: createdAt(),
    stoppedAt: instant('stopped_at'),
  },
  (t) => [
    uniqueIndex('follows_live_key')
      .on(t.followerId, t.traderId)
      .where(sql`status in (${sqlConst(FollowStatus.ACTIVE)}, ${sqlConst(FollowStatus.PAUSED)})`),
    index('follows_trader_status_idx').on(t.traderId, t.status),
    index('follows_follower_idx').on(t.followerId, t.id),
  ],
);

/**
 * What happened to one leader fill for one follow: copied (follower_order_id), or skipped with a
 * reason. The unique key makes each fill copy at most once per follow, whatever retries.
 */
export const copyTrades = pgTable(
  'copy_trades',
  {
    id: serial('id').primaryKey(),
    followId: link('follow_id', () => follows.id),
    leaderOrderId: link('leader_order_id', () => orders.id),
    followerOrderId: integer('follower_order_id').references(() => orders.id),
    /** opened | skipped */
    outcome: text('outcome').notNull(),
    /** below_min_lot | insufficient_margin | market_closed | follow_inactive … when skipped. */
    reason: text('reason'),
    lots: numeric('lots', { precision: 12, scale: 4 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('copy_trades_follow_leader_key').on(t.followId, t.leaderOrderId),
    index('copy_trades_leader_idx').on(t.leaderOrderId),
    index('copy_trades_follower_order_idx').on(t.followerOrderId),
  ],
);

/**
 * Each account's day (UTC) from its ledger and closed positions, kept by triggers as entries
 * post and positions close: the balance it opened and closed at, money moved in or out (flow),
 * trading result (pnl: realized P&L, fees, negative-balance resets) and the time-weighted
 * return index after that day (1 = start; flows neutralised).
 */
export const traderDays = pgTable(
  'trader_days',
  {
    accountId: link('account_id', () => accounts.id),
    day: date('day', { mode: 'string' }).notNull(),
    openBalance: money('open_balance').notNull(),
    closeBalance: money('close_balance').notNull(),
    flow: money('flow').notNull().default('0'),
    pnl: money('pnl').notNull().default('0'),
    twrIndex: numeric('twr_index', { precision: 30, scale: 12 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);

/**
 * Each account's closed positions per day (UTC, by close time), kept by a trigger as positions
 * close: how many, how many won, Σ their realized P&L (before fees).
 */
export const traderTradeDays = pgTable(
  'trader_trade_days',
  {
    accountId: integer('account_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    closedOrders: integer('closed_orders').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    grossPnl: money('gross_pnl').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);

/** Closed positions per account and pair (most-traded pair) and per leverage (usual leverage). */
export const traderPairs = pgTable(
  'trader_pairs',
  {
    accountId: integer('account_id').notNull(),
    pairId: integer('pair_id').notNull(),
    closedOrders: integer('closed_orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.pairId] })],
);

export const traderLeverages = pgTable(
  'trader_leverages',
  {
    accountId: integer('account_id').notNull(),
    leverage: integer('leverage').notNull(),
    closedOrders: integer('closed_orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.leverage] })],
);
