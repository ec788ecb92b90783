import { z } from 'zod';
import { oneOf, pageOf, pageParam, positiveInt } from './schema-helpers.js';

/*
 * Copy trading (DESIGN §7): the ranking, a trader's page, the back-test, follows and the trader
 * application. Amount, multiple and stop-loss rate arrive as typed text; their range is checked
 * by the service, which answers with the copy-trading error codes (18xx) rather than 1001.
 */

/** Text a person typed: no control characters (NUL, escapes, line breaks where none belong). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const personText = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: 'validation.invalid' })
    .refine((v) => !CONTROL.test(v), { error: 'validation.invalid' });

/** A number typed in a form: passed on as text (≤ 32 characters) for the service to judge. */
const typedNumber = z
  .union([z.string(), z.number()], { error: 'validation.invalid' })
  .transform((v) => String(v).trim())
  .refine((v) => v.length <= 32, { error: 'validation.invalid' });

export const RANK_SORTS = ['three_week_rate', 'total_rate', 'three_week_win', 'total_followers'] as const;
export type RankSortKey = (typeof RANK_SORTS)[number];

/** GET /api/follow/list */
export const followListQuery = z.object({
  page: pageParam,
  sort: z.enum(RANK_SORTS, { error: 'validation.invalid' }).default('three_week_rate'),
});

/** GET /api/follow/detail */
export const followDetailQuery = z.object({ id: positiveInt() });

/** GET /api/follow/backtest */
export const followBacktestQuery = z.object({
  trader_id: positiveInt(),
  amount: typedNumber,
  multiple: typedNumber.default('1'),
  stop_loss_rate: typedNumber.default('0.5'),
  days: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(90).default(21),
});

/** POST /api/follow/follow */
export const followBody = z.object({
  trader_id: positiveInt(),
  amount: typedNumber,
  multiple: typedNumber,
  stop_loss_rate: typedNumber,
});

/** POST /api/follow/cancel */
export const followCancelBody = z.object({
  id: positiveInt(),
  /** 1: close the follow's open copies now; 0: leave them to the follower. */
  close_positions: oneOf([0, 1] as const).default(1),
});

/** POST /api/follow/pause: 1 pauses (no new copies), 0 resumes. */
export const followPauseBody = z.object({ id: positiveInt(), paused: oneOf([0, 1] as const) });

/** GET /api/follow/my */
export const followMyQuery = z.object({ page: pageParam });

/** GET /api/follow/activity: what happened to the trader's fills for one of my follows. */
export const followActivityQuery = z.object({ id: positiveInt(), page: pageParam });

/** POST /api/follow/apply */
export const followApplyBody = z.object({
  name: personText(40).refine((v) => v.length >= 2, { error: 'validation.required' }),
  bio: personText(500).default(''),
});

/** One ranking row (SPEC §3 copy-trading entry, DESIGN §7 follow/list). */
export const rankEntry = z.object({
  id: z.number(),
  user: z.string(),
  avatar: z.string(),
  multiple: z.number(),
  three_week_rate: z.number(),
  three_week_win: z.number(),
  three_week_profit: z.number(),
  total_rate: z.number(),
  total_trade_num: z.number(),
  total_followers: z.number(),
  code: z.string(),
  is_followed: z.boolean(),
  is_demo: z.boolean(),
  style: z.string(),
  /** The return index of the last three weeks, one value a day (the row's sparkline). */
  spark: z.array(z.number()),
});
export type RankEntry = z.infer<typeof rankEntry>;

/** Follow status: 0 stopped, 1 active, 2 paused (no new copies, open copies stay). */
export const FollowStatus = { STOPPED: 0, ACTIVE: 1, PAUSED: 2 } as const;
/** Copy trader status: 0 applied, 1 approved (copyable unless hidden), 2 rejected, 3 revoked. */
export const CopyTraderStatus = { APPLIED: 0, APPROVED: 1, REJECTED: 2, REVOKED: 3 } as const;

/** One of my follows (GET /api/follow/my). */
export const myFollow = z.object({
  id: z.number(),
  trader_id: z.number(),
  trader: z.string(),
  is_demo_trader: z.boolean(),
  amount: z.number(),
  multiple: z.number(),
  stop_loss_rate: z.number(),
  status: z.number(),
  stop_reason: z.string().nullable(),
  realized_pnl: z.number(),
  floating_pnl: z.number(),
  /** realized + floating. */
  pnl: z.number(),
  open_copies: z.number(),
  skipped: z.number(),
  created_at: z.string(),
});
export type MyFollow = z.infer<typeof myFollow>;

/** GET /api/follow/list: a page of the ranking. */
export const rankPage = pageOf(rankEntry);

/** GET /api/follow/my: a page of my follows. */
export const myFollowPage = pageOf(myFollow);

/** A point of a daily series: [time in ms at 00:00 UTC, value]. */
const dayPoint = z.tuple([z.number(), z.number()]);

/** GET /api/follow/detail: one trader's page (curve, drawdown, monthly returns, trades, followers). */
export const traderDetail = rankEntry.extend({
  bio: z.string(),
  max_drawdown: z.number(),
  /** Closing balance a day (USD). */
  equity: z.array(dayPoint),
  /** The time-weighted return index a day (deposits and withdrawals neutral). */
  curve: z.array(dayPoint),
  /** Drawdown from the running peak a day, in percent (≤ 0). */
  drawdown: z.array(dayPoint),
  monthly: z.array(z.object({ month: z.string(), rate: z.number() })),
  trades: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      side: z.number(),
      lots: z.number(),
      open_price: z.number(),
      close_price: z.number(),
      profit: z.number(),
      opened_at: z.string(),
      closed_at: z.string(),
    }),
  ),
  /** The newest followers, masked. */
  followers: z.array(z.object({ user: z.string(), since: z.string() })),
  total_win: z.number(),
});
export type TraderDetail = z.infer<typeof traderDetail>;

/** Why the back-test skipped a trade (DESIGN §7 sizing). */
export const BACKTEST_SKIPS = [
  'below_min_lot',
  'insufficient_margin',
  'copy_stop_loss',
  'no_equity',
] as const;

/** GET /api/follow/backtest: the trader's closed trades replayed on the amount. */
export const backtestResult = z.object({
  trader_id: z.number(),
  /** The follower's equity through the replay: [time in ms, USD]. */
  equity: z.array(z.tuple([z.number(), z.number()])),
  profit: z.number(),
  profit_rate: z.number(),
  max_drawdown: z.number(),
  trades: z.number(),
  skipped: z.number(),
  skipped_by: z.record(z.enum(BACKTEST_SKIPS), z.number()),
  stopped: z.boolean(),
});
export type BacktestResult = z.infer<typeof backtestResult>;

/** follow, cancel and pause: the follow and its status after the change. */
export const followState = z.object({ id: z.number(), status: z.number() });
export type FollowState = z.infer<typeof followState>;

/** One copy or skip of a follow (GET /api/follow/activity). */
export const followActivity = z.object({
  id: z.number(),
  /** The follower's order, when a copy was opened. */
  order_id: z.number().nullable(),
  code: z.string(),
  side: z.number(),
  outcome: z.enum(['opened', 'skipped']),
  reason: z.string().nullable(),
  lots: z.number().nullable(),
  created_at: z.string(),
});
export type FollowActivity = z.infer<typeof followActivity>;
export const followActivityPage = pageOf(followActivity);

/** POST /api/follow/apply: the application's status (0, waiting for review). */
export const traderApplied = z.object({ status: z.number() });

/** GET /api/follow/application: my trader application (status -1 when there is none). */
export const traderApplication = z.object({
  status: z.number(),
  name: z.string(),
  bio: z.string(),
  remark: z.string(),
  hidden: z.boolean(),
});
export type TraderApplication = z.infer<typeof traderApplication>;

/** Socket topic pushed to a follower when a follow stops on its own (copy stop-loss). */
export const FOLLOW_TOPIC = 'FOLLOW';
