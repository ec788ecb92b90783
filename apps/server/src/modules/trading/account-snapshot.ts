import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { readSettings } from '../settings/index.js';
import { markAccount } from './account-metrics.js';
import { liveOrders } from './orders.repository.js';
import { bidsOf } from './pricing.js';
import type { TradingDeps } from './trading.model.js';

/** The stop-out and margin-call levels an account is judged on (settings). */
export async function riskLevels(db: DbOrTx) {
  const s = await readSettings(db, ['stop_out_level', 'margin_call_level']);
  return { stopOutPercent: s.stop_out_level, marginCallPercent: s.margin_call_level };
}

/** The account's balance, used margin and the orders' marks, for my_deal and pushes. */
export async function accountSnapshot(ctx: Pick<TradingDeps, 'db' | 'market'>, userId: number) {
  const { db } = ctx;
  const [account] = await db.select().from(accounts).where(eq(accounts.userId, userId));
  if (!account) throw new AppError('NOT_LOGGED_IN');
  const live = await liveOrders(db, account.id);
  return {
    account,
    live,
    ...markAccount(ctx.market, bidsOf(ctx.market), account.balance, live, await riskLevels(db)),
  };
}
