import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.js';
import { DealingEngine } from '../src/modules/trading/engine.js';
import { type TestApp } from './helper.js';
import { withTradingApp } from './trading-helpers.js';

let t: TestApp;
const trade = withTradingApp(['EURUSD', 'USDJPY'], (app) => (t = app));

/** Orders the database holds live (open or pending), all accounts. */
const liveInDatabase = async () =>
  (
    await t.ctx.db
      .select()
      .from(orders)
      .where(inArray(orders.status, [0, 1]))
  ).length;

/**
 * A process restart as far as the book goes: the running engine stops and a new DealingEngine,
 * which has never seen an order, rebuilds its book from the database and takes over.
 */
async function restartEngine(): Promise<DealingEngine> {
  const old = t.ctx.trading.engine!;
  await old.idle();
  old.stop();
  t.ctx.trading.engine = null;
  const fresh = new DealingEngine(t.ctx, t.ctx.trading.service, t.app.log);
  expect(fresh.openCount()).toBe(0);
  await fresh.load();
  fresh.start();
  t.ctx.trading.engine = fresh;
  return fresh;
}

describe('restart: a new engine rebuilds its book from the database (DESIGN §5)', () => {
  it('nothing is lost: open count and balances match, and a pending order and a stop loss still fire', async () => {
    const u = await trade.demoUser();
    const other = await trade.demoUser();
    const limit = await trade.submit(u.token, trade.marketOrder(1, { status: 0, target_price: '1.08000' }));
    const short = await trade.submit(u.token, trade.marketOrder(2, { stop_loss_price: '1.09000' }));
    const yen = await trade.submit(other.token, {
      ...trade.marketOrder(1),
      forex_id: trade.pairId('USDJPY'),
    });
    expect([limit.code, short.code, yen.code]).toEqual([1, 1, 1]);
    const balances = [await trade.balanceOf(u.id), await trade.balanceOf(other.id)];

    const engine = await restartEngine();
    expect(engine.openCount()).toBe(await liveInDatabase());
    expect([await trade.balanceOf(u.id), await trade.balanceOf(other.id)]).toEqual(balances);
    expect((await trade.myDeal(u.token, 0)).data.map((o) => o.Id)).toEqual([limit.data.Id]);

    // The pending buy limit fills on the new engine (ask 1.07962 ≤ 1.08): its fee is booked.
    await trade.setPrice('EURUSD', 1.0795);
    await engine.idle();
    const holding = await trade.myDeal(u.token, 1);
    expect(holding.data.map((o) => o.Id).sort()).toEqual([limit.data.Id, short.data.Id].sort());
    const filled = holding.data.find((o) => o.Id === limit.data.Id)!;
    expect(filled.OriginPrice).toBe(1.08);
    // The short's stop loss fires on the new engine too (ask 1.09012 ≥ 1.09).
    await trade.setPrice('EURUSD', 1.09);
    await engine.idle();
    const history = await trade.myDeal(u.token, 3);
    const stopped = history.data.find((o) => o.Id === short.data.Id);
    expect(stopped).toMatchObject({ CloseReason: 'stop_loss', ClosePrice: 1.09012 });
    // Balance after: the restart-time balance − the limit's fee + the short's realized P&L.
    const expected = Number(balances[0]) - filled.TradeFee + stopped!.FactProfits;
    expect(Number(await trade.balanceOf(u.id))).toBeCloseTo(expected, 6);
    await trade.expectLedgerBalanced(u.id);
    await trade.expectLedgerBalanced(other.id);
    await trade.setPrice('EURUSD', 1.08763);
  });

  it('a reload drops from the book what the database no longer holds live', async () => {
    const u = await trade.demoUser();
    const opened = await trade.submit(u.token, trade.marketOrder(1, { stop_loss_price: '1.08500' }));
    const engine = t.ctx.trading.engine!;
    const before = engine.openCount();
    // Closed elsewhere without telling this engine (a failover, say).
    await t.ctx.db
      .update(orders)
      .set({ status: 3, closeReason: 'manual', closedAt: new Date() })
      .where(eq(orders.id, opened.data.Id));
    await engine.load();
    expect(engine.openCount()).toBe(before - 1);
    await trade.setPrice('EURUSD', 1.084);
    await trade.engineIdle(); // a trigger the book still held would have run by now
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, opened.data.Id));
    expect(row!.closeReason).toBe('manual');
    await trade.setPrice('EURUSD', 1.08763);
  });
});
