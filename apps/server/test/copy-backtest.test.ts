import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, orders, traderDays } from '../src/db/schema.js';
import { body, type TestApp } from './helper.js';
import { trader } from './copy-helpers.js';
import { withTradingApp } from './trading-helpers.js';

let t: TestApp;
const trade = withTradingApp(['EURUSD'], (app) => (t = app));

interface Backtest {
  trades: number;
  skipped: number;
  skipped_by: Record<string, number>;
  profit: number;
}

const backtestOf = async (traderId: number, amount: string) =>
  body<Backtest>(
    await t.app.inject({
      url: `/api/follow/backtest?trader_id=${traderId}&amount=${amount}&multiple=1&days=21`,
    }),
  );

const accountOf = async (userId: number) =>
  (await t.ctx.db.select().from(accounts).where(eq(accounts.userId, userId)))[0]!.id;

/**
 * The ledger is stamped by the database's clock, the orders by the test's: the trader's day
 * figures are moved to `day` (the orders' day unless said), as they are when an account is
 * funded and trades on the same UTC day.
 */
async function dayFiguresOn(userId: number, day = t.clock.now().toISOString().slice(0, 10)) {
  await t.ctx.db
    .update(traderDays)
    .set({ day })
    .where(eq(traderDays.accountId, await accountOf(userId)));
}

/** A closed 1-lot EURUSD long of the trader's, written without a ledger (no fee entry). */
async function closedWithoutFee(userId: number) {
  const at = t.clock.now();
  await t.ctx.db.insert(orders).values({
    userId,
    accountId: await accountOf(userId),
    pairId: trade.pairId('EURUSD'),
    side: 1,
    entryType: 1,
    status: 3,
    lots: '1',
    leverage: 100,
    unitsPerLot: '100000',
    openPrice: '1.08773',
    closePrice: '1.08873',
    margin: '1087.73',
    fee: '0',
    realizedPnl: '100',
    closeReason: 'manual',
    openedAt: at,
    closedAt: new Date(at.getTime() + 60_000),
  });
}

describe('back-test of a trader named today (DESIGN §7)', () => {
  it("sizes a freshly funded trader's 1-lot trades on the balance before their open fee: copied, not skipped", async () => {
    const leader = await trader(t, 'Fresh');
    for (const side of [1, 2]) {
      const opened = await trade.submit(leader.token, trade.marketOrder(side, { cont: '1.00' }));
      expect(opened.code).toBe(1);
      await trade.setPrice('EURUSD', side === 1 ? 1.0881 : 1.0872);
      expect((await trade.call(leader.token, '/v1/api/forex/close', { id: opened.data.Id })).code).toBe(1);
    }
    // Funded (the demo credit) the same UTC day: that day's open balance is 0.
    await dayFiguresOn(leader.id);
    const [day] = await t.ctx.db
      .select()
      .from(traderDays)
      .where(eq(traderDays.accountId, await accountOf(leader.id)));
    expect(Number(day!.openBalance)).toBe(0);
    const bt = await backtestOf(leader.id, '9000');
    expect(bt.code).toBe(1);
    // 1 lot × 9,000 ÷ ~10,000 → 0.90 lots each.
    expect(bt.data).toMatchObject({ trades: 2, skipped: 0 });
    expect(bt.data.skipped_by).toMatchObject({ below_min_lot: 0, no_equity: 0 });
    expect(bt.data.profit).not.toBe(0);
  });

  it("without a fee entry, sizes on the day's figures with the day's flow (the funding) counted", async () => {
    const leader = await trader(t, 'No fee');
    await closedWithoutFee(leader.id);
    await dayFiguresOn(leader.id);
    const bt = await backtestOf(leader.id, '9000');
    // 0.90 lots of a 100 USD gain, no fee.
    expect(bt.data).toMatchObject({ trades: 1, skipped: 0, profit: 90 });
  });

  it('a trade with no known balance of the trader is skipped as no_equity, not below the minimum lot', async () => {
    const leader = await trader(t, 'Unknown');
    await closedWithoutFee(leader.id);
    // Its only day figures come after the trade: nothing to size on.
    await dayFiguresOn(leader.id, '2099-01-01');
    const bt = await backtestOf(leader.id, '9000');
    expect(bt.data).toMatchObject({ trades: 0, skipped: 1 });
    expect(bt.data.skipped_by).toMatchObject({ below_min_lot: 0, no_equity: 1 });
  });
});
