import { z } from 'zod';
import { pageOf, pageParam } from '../schema-helpers.js';
import { decimalText, flag, isoTime, optionalTime } from './common.js';

/**
 * Copy trading in the back office (/admin/api/copy). Status of a trader: 0 applied, 1 approved,
 * 2 rejected, 3 revoked (CopyTraderStatus); of a follow: 1 active, 2 paused, 0 stopped.
 */

/**
 * A time of the lists below, as PostgreSQL writes it ("2026-11-22 08:00:00+00"): they are read
 * with plain SQL, whose rows carry the database's text, not a `Date`.
 */
const databaseTime = z.string().describe('time as PostgreSQL writes it, e.g. 2026-11-22 08:00:00+00');

/** GET /admin/api/copy/traders rows: applications and traders, with their account. */
export const copyTraderRow = z.object({
  user_id: z.number(),
  display_name: z.string(),
  bio: z.string(),
  status: z.number(),
  /** A seeded demo trader. */
  is_demo: z.boolean(),
  style: z.string(),
  hidden: z.boolean(),
  remark: z.string(),
  applied_at: databaseTime,
  reviewed_at: databaseTime.nullable(),
  uid: z.string(),
  email: z.string().nullable(),
  /** 1: the trader's account is a demo account. */
  demo_account: flag,
  /** Active and paused follows. */
  followers: z.number(),
  closed_orders: z.number(),
});
export type CopyTraderRow = z.infer<typeof copyTraderRow>;
export const copyTraderPage = pageOf(copyTraderRow);

/** The `copy_traders` row after a review, hide or naming (POST …/review, …/hide, …/name). */
export const copyTraderRecord = z.object({
  userId: z.number(),
  status: z.number(),
  displayName: z.string(),
  bio: z.string(),
  isDemo: z.boolean(),
  style: z.string(),
  hidden: z.boolean(),
  remark: z.string(),
  appliedAt: isoTime,
  reviewedAt: optionalTime,
});
export type CopyTraderRecord = z.infer<typeof copyTraderRecord>;

/** POST /admin/api/copy/traders/:id/revoke: how many follows it stopped. */
export const traderRevoked = z.object({ follows_stopped: z.number() });
export type TraderRevoked = z.infer<typeof traderRevoked>;

/** GET /admin/api/copy/follows rows. */
export const copyFollowRow = z.object({
  id: z.number(),
  follower_id: z.number(),
  follower_uid: z.string(),
  trader_id: z.number(),
  /** The trader's display name ('' if none). */
  trader: z.string(),
  amount: decimalText,
  multiple: decimalText,
  stop_loss_rate: decimalText,
  status: z.number(),
  /** cancelled | copy_stop_loss | trader_revoked when stopped. */
  stop_reason: z.string().nullable(),
  created_at: databaseTime,
  stopped_at: databaseTime.nullable(),
  open_copies: z.number(),
  /** Realized P&L net of fees of the follow's closed copies. */
  realized: decimalText,
});
export type CopyFollowRow = z.infer<typeof copyFollowRow>;
export const copyFollowPage = pageOf(copyFollowRow);

/** GET /admin/api/copy/activity rows: a leader fill copied (opened) or skipped with a reason. */
export const copyActivityRow = z.object({
  id: z.number(),
  follow_id: z.number(),
  leader_order_id: z.number(),
  follower_order_id: z.number().nullable(),
  outcome: z.string(),
  reason: z.string().nullable(),
  lots: decimalText.nullable(),
  created_at: databaseTime,
  follower_id: z.number(),
  trader_id: z.number(),
  trader: z.string(),
});
export type CopyActivityRow = z.infer<typeof copyActivityRow>;
export const copyActivityPage = pageOf(copyActivityRow);

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
const plainText = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: 'validation.invalid' })
    .refine((v) => !CONTROL.test(v), { error: 'validation.invalid' });

/** GET /admin/api/copy/traders. */
export const copyTradersQuery = z.object({
  /** 0 applied, 1 approved, 2 rejected, 3 revoked; none: all. */
  status: z.coerce.number().int().min(0).max(3).optional(),
  demo: z.enum(['0', '1']).optional(),
  q: z.string().trim().max(100).optional(),
  page: pageParam,
});
/** POST /admin/api/copy/traders/:id/review: approve or reject an application. */
export const traderReviewBody = z.object({ approve: z.boolean(), remark: plainText(200).default('') });
/** POST /admin/api/copy/traders/:id/hide. */
export const traderHideBody = z.object({ hidden: z.boolean() });
/** POST /admin/api/copy/traders/name: the name a client's trader profile shows. */
export const traderNameBody = z.object({
  user_id: z.number().int().positive(),
  name: plainText(40).pipe(z.string().min(2)),
});
/** GET /admin/api/copy/follows. */
export const copyFollowsQuery = z.object({
  user_id: z.coerce.number().int().positive().optional(),
  trader_id: z.coerce.number().int().positive().optional(),
  page: pageParam,
});
/** GET /admin/api/copy/activity. */
export const copyActivityQuery = z.object({
  follow_id: z.coerce.number().int().positive().optional(),
  outcome: z.enum(['opened', 'skipped']).optional(),
  page: pageParam,
});
