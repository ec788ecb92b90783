import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.js';
import { DealingEngine } from '../src/modules/trading/engine.js';
import { type TestApp } from './helper.js';
import {
  balanceOf,
  demoUser,
  expectLedgerBalanced,
  myDeal,
  pairId,
  engineIdle,
  setPrice,
  submit,
  marketOrder,
  withTradingApp,
} from './trading-helpers.js';

let t: TestApp;
withTradingApp(['EURUSD', 'USDJPY'], (app) => (t = app));

const market = (side: number, extra: Record<string, string | number> = {}) => marketOrder(t, side, extra);

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
    const u = await demoUser(t);
    const other = await demoUser(t);
    const limit = await submit(t, u.token, market(1, { status: 0, target_price: '1.08000' }));
    const short = await submit(t, u.token, market(2, { stop_loss_price: '1.09000' }));
    const yen = await submit(t, other.token, { ...market(1), forex_id: pairId(t, 'USDJPY') });
    expect([limit.code, short.code, yen.code]).toEqual([1, 1, 1]);
    const balances = [await balanceOf(t, u.id), await balanceOf(t, other.id)];

    const engine = await restartEngine();
    expect(engine.openCount()).toBe(await liveInDatabase());
    expect([await balanceOf(t, u.id), await balanceOf(t, other.id)]).toEqual(balances);
    expect((await myDeal(t, u.token, 0)).data.map((o) => o.Id)).toEqual([limit.data.Id]);

    // The pending buy limit fills on the new engine (ask 1.07962 ≤ 1.08): its fee is booked.
    await setPrice(t, 'EURUSD', 1.0795);
    await engine.idle();
    const holding = await myDeal(t, u.token, 1);
    expect(holding.data.map((o) => o.Id).sort()).toEqual([limit.data.Id, short.data.Id].sort());
    const filled = holding.data.find((o) => o.Id === limit.data.Id)!;
    expect(filled.OriginPrice).toBe(1.08);
    // The short's stop loss fires on the new engine too (ask 1.09012 ≥ 1.09).
    await setPrice(t, 'EURUSD', 1.09);
    await engine.idle();
    const history = await myDeal(t, u.token, 3);
    const stopped = history.data.find((o) => o.Id === short.data.Id);
    expect(stopped).toMatchObject({ CloseReason: 'stop_loss', ClosePrice: 1.09012 });
    // Balance after: the restart-time balance − the limit's fee + the short's realized P&L.
    const expected = Number(balances[0]) - filled.TradeFee + stopped!.FactProfits;
    expect(Number(await balanceOf(t, u.id))).toBeCloseTo(expected, 6);
    await expectLedgerBalanced(t, u.id);
    await expectLedgerBalanced(t, other.id);
    await setPrice(t, 'EURUSD', 1.08763);
  });

  it('a reload drops from the book what the database no longer holds live', async () => {
    const u = await demoUser(t);
    const opened = await submit(t, u.token, market(1, { stop_loss_price: '1.08500' }));
    const engine = t.ctx.trading.engine!;
    const before = engine.openCount();
    // Closed elsewhere without telling this engine (a failover, say).
    await t.ctx.db
      .update(orders)
      .set({ status: 3, closeReason: 'manual', closedAt: new Date() })
      .where(eq(orders.id, opened.data.Id));
    await engine.load();
    expect(engine.openCount()).toBe(before - 1);
    await setPrice(t, 'EURUSD', 1.084);
    await engineIdle(t); // a trigger the book still held would have run by now
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, opened.data.Id));
    expect(row!.closeReason).toBe('manual');
    await setPrice(t, 'EURUSD', 1.08763);
  });
});
