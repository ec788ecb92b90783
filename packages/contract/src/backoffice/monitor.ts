import { z } from 'zod';

/**
 * Which accounts a figure counts: real money (the default everywhere, so a demo population never
 * inflates the broker's book) or the demo accounts, or both where a list can show both.
 */
export const BOOKS = ['real', 'demo'] as const;
export type Book = (typeof BOOKS)[number];
/** `?book=` of the dashboard and the exposure: real unless named demo. */
export const bookQuery = z.object({ book: z.enum(BOOKS).default('real') });
/** `?book=` of the risk monitor's accounts: real unless named demo or all. */
export const riskBookQuery = z.object({ book: z.enum([...BOOKS, 'all']).default('real') });
export type RiskBook = z.infer<typeof riskBookQuery>['book'];

/**
 * GET /admin/api/dashboard?book=real|demo: the broker's figures for one book. Client counts of
 * both books and the funds waiting for review are the same whichever book is asked for.
 */
export const dashboardFigures = z.object({
  book: z.enum(BOOKS),
  clients_real: z.number(),
  clients_demo: z.number(),
  deposits_waiting: z.number(),
  withdrawals_waiting: z.number(),
  volume_today_lots: z.number(),
  open_positions: z.number(),
  broker_realized_pnl_today: z.number(),
  broker_floating_pnl: z.number(),
  deposits_7d: z.array(z.object({ day: z.string(), amount: z.number() })),
  volume_7d: z.array(z.object({ day: z.string(), lots: z.number() })),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;

/** GET /admin/api/risk/accounts: an account with live orders, marked to market. */
export const riskAccount = z.object({
  user_id: z.number(),
  uid: z.string(),
  email: z.string(),
  is_demo: z.number(),
  balance: z.number(),
  equity: z.number(),
  used_margin: z.number(),
  free_margin: z.number(),
  floating_pnl: z.number(),
  /** Equity ÷ used margin in %, null without used margin. */
  risk_rate: z.number().nullable(),
  positions: z.number(),
});
export type RiskAccount = z.infer<typeof riskAccount>;
export const riskAccounts = z.array(riskAccount);

/** GET /admin/api/risk/exposure: net client lots per pair and the broker's floating P&L. */
export const exposureRow = z.object({
  code: z.string(),
  long_lots: z.number(),
  short_lots: z.number(),
  net_lots: z.number(),
  broker_floating_pnl: z.number(),
});
export type ExposureRow = z.infer<typeof exposureRow>;
export const exposure = z.array(exposureRow);
