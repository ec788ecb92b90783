import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { copyTrades, follows, orders } from '../src/db/schema.js';
import { body, type TestApp } from './helper.js';
import { copiesSettled, follow, followCount, trader } from './copy-helpers.js';
import { withTradingApp } from './trading-helpers.js';

let t: TestApp;
const trade = withTradingApp(['EURUSD', 'GBPUSD'], (app) => (t = app));

describe('follow/list (DESIGN §7 ranking)', () => {
  it('lists approved traders with the SPEC §3 fields, and refuses an unknown sort', async () => {
    const leader = await trader(t, 'Ranked One');
    const res = body<{ data: Record<string, unknown>[]; total: number }>(
      await t.app.inject({ url: '/api/follow/list?page=1&sort=total_followers' }),
    );
    expect(res.code).toBe(1);
    const row = res.data.data.find((r) => r.id === leader.id);
    expect(row).toMatchObject({ user: 'Ranked One', total_followers: 0, is_followed: false });
    for (const key of [
      'multiple',
      'three_week_rate',
      'three_week_win',
      'three_week_profit',
      'total_rate',
      'total_trade_num',
      'code',
    ])
      expect(row).toHaveProperty(key);
    const bad = body(await t.app.inject({ url: '/api/follow/list?sort=random' }));
    expect(bad.code).toBe(1001);
  });
});

describe('follow/follow refusals (DESIGN §7 bad input: nothing written)', () => {
  it('refuses yourself, a non-copyable trader, bad amounts, multiples and stop-loss rates', async () => {
    const leader = await trader(t);
    const fan = await trade.demoUser();
    const bystander = await trade.demoUser();
    const hidden = await trader(t, 'Hidden');
    const { copyTraders } = await import('../src/db/schema.js');
    await t.ctx.db.update(copyTraders).set({ hidden: true }).where(eq(copyTraders.userId, hidden.id));
    const cases: [string, Record<string, string | number>, number][] = [
      ['self', { trader_id: leader.id }, 1800],
      ['unknown trader', { trader_id: 999_999 }, 1801],
      ['hidden trader', { trader_id: hidden.id }, 1801],
      ['not a trader', { trader_id: bystander.id }, 1801],
      ['amount 0', { trader_id: leader.id, amount: '0' }, 1803],
      ['negative amount', { trader_id: leader.id, amount: '-5' }, 1803],
      ['NaN', { trader_id: leader.id, amount: 'NaN' }, 1803],
      ['three decimals', { trader_id: leader.id, amount: '10.001' }, 1803],
      ['over free margin', { trader_id: leader.id, amount: '20000' }, 1804],
      ['multiple 0', { trader_id: leader.id, multiple: '0' }, 1805],
      ['multiple 11', { trader_id: leader.id, multiple: '11' }, 1805],
      ['stop-loss 0.99', { trader_id: leader.id, stop_loss_rate: '0.99' }, 1806],
      ['stop-loss text', { trader_id: leader.id, stop_loss_rate: 'half' }, 1806],
    ];
    for (const [name, fields, code] of cases) {
      const token = name === 'self' ? leader.token : fan.token;
      const res = await follow(t, token, fields, 'de');
      expect([name, res.code]).toEqual([name, code]);
      expect(res.msg.length).toBeGreaterThan(3);
    }
    expect(await followCount(t, fan.id)).toBe(0);
    expect(await followCount(t, leader.id)).toBe(0);
    // Localized: the German message, not the English one.
    const self = await follow(t, leader.token, { trader_id: leader.id }, 'de');
    expect(self.msg).toBe('Sie können sich nicht selbst folgen');
  });

  it('a second follow of the same trader is refused; two at once make one', async () => {
    const leader = await trader(t);
    const fan = await trade.demoUser();
    expect((await follow(t, fan.token, { trader_id: leader.id })).code).toBe(1);
    expect((await follow(t, fan.token, { trader_id: leader.id })).code).toBe(1802);
    const racer = await trade.demoUser();
    const both = await Promise.all([
      follow(t, racer.token, { trader_id: leader.id }),
      follow(t, racer.token, { trader_id: leader.id }),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([1, 1802]);
    expect(await followCount(t, racer.id)).toBe(1);
  });

  it("cancelling someone else's follow is refused; my own stops once", async () => {
    const leader = await trader(t);
    const fan = await trade.demoUser();
    const other = await trade.demoUser();
    const { id } = (await follow(t, fan.token, { trader_id: leader.id })).data;
    const theft = await trade.call(other.token, '/api/follow/cancel', { id, close_positions: 1 });
    expect(theft.code).toBe(1807);
    const [row] = await t.ctx.db.select().from(follows).where(eq(follows.id, id));
    expect(row!.status).toBe(1);
    expect((await trade.call(fan.token, '/api/follow/cancel', { id, close_positions: 1 })).code).toBe(1);
    expect((await trade.call(fan.token, '/api/follow/cancel', { id, close_positions: 1 })).code).toBe(1808);
    expect((await trade.call(fan.token, '/api/follow/cancel', { id: 'x' as unknown as number })).code).toBe(
      1001,
    );
  });
});

describe('mirroring (DESIGN §7)', () => {
  it('copies a leader fill at the leader price, sized on the allocation, and closes it with the leader', async () => {
    const leader = await trader(t);
    const fan = await trade.demoUser();
    const { id: followId } = (await follow(t, fan.token, { trader_id: leader.id, amount: '5000' })).data;
    const opened = await trade.submit(leader.token, trade.marketOrder(1, { cont: '1.00' }));
    expect(opened.code).toBe(1);
    await copiesSettled(t);
    const [copy] = await t.ctx.db.select().from(orders).where(eq(orders.userId, fan.id));
    expect(copy).toMatchObject({ followId, status: 1, side: 1, leverage: 100 });
    const [leaderRow] = await t.ctx.db.select().from(orders).where(eq(orders.userId, leader.id));
    expect(copy!.openPrice).toBe(leaderRow!.openPrice);
    // 1 lot × 1 × 5,000 ÷ (10,000 − fee) → 0.50 lots.
    expect(Number(copy!.lots)).toBe(0.5);
    await trade.setPrice('EURUSD', 1.0901);
    const closed = await trade.call(leader.token, '/v1/api/forex/close', { id: leaderRow!.id });
    expect(closed.code).toBe(1);
    await copiesSettled(t);
    const [after] = await t.ctx.db.select().from(orders).where(eq(orders.id, copy!.id));
    expect(after).toMatchObject({ status: 3, closeReason: 'copy_leader' });
    const [leaderClosed] = await t.ctx.db.select().from(orders).where(eq(orders.id, leaderRow!.id));
    expect(after!.closePrice).toBe(leaderClosed!.closePrice);
    await trade.expectLedgerBalanced(fan.id);
    await trade.expectLedgerBalanced(leader.id);
    const my = body<{ data: { id: number; open_copies: number; realized_pnl: number }[] }>(
      await t.app.inject({ url: '/api/follow/my?page=1', headers: { authorization: fan.token } }),
    );
    expect(my.data.data[0]).toMatchObject({ id: followId, open_copies: 0 });
    expect(my.data.data[0]!.realized_pnl).toBeGreaterThan(0);
  });

  it("copies the engine's own changes too: a leader's pending fill is copied, its stop-out closes the copy", async () => {
    const leader = await trader(t);
    const fan = await trade.demoUser();
    await trade.setPrice('EURUSD', 1.08763);
    await follow(t, fan.token, { trader_id: leader.id, amount: '200', stop_loss_rate: '0.95' });
    // 8 lots at 1:100 hold ~8,700 USD of the leader's 10,000: a 75-pip fall stops it out.
    const pending = await trade.submit(
      leader.token,
      trade.marketOrder(1, { cont: '8.00', status: 0, target_price: '1.08700' }),
    );
    expect(pending.code).toBe(1);
    await copiesSettled(t);
    expect(await t.ctx.db.select().from(orders).where(eq(orders.userId, fan.id))).toEqual([]);
    await trade.setPrice('EURUSD', 1.0865); // the ask reaches the leader's limit: the engine fills it
    await copiesSettled(t);
    const [copy] = await t.ctx.db.select().from(orders).where(eq(orders.userId, fan.id));
    expect(copy).toMatchObject({ status: 1 });
    expect(Number(copy!.openPrice)).toBe(1.087);
    await trade.setPrice('EURUSD', 1.0794);
    await t.ctx.trading.engine!.revalueNow();
    await copiesSettled(t);
    const [leaderRow] = await t.ctx.db.select().from(orders).where(eq(orders.id, pending.data.Id));
    expect(leaderRow).toMatchObject({ status: 3, closeReason: 'stop_out' });
    const [after] = await t.ctx.db.select().from(orders).where(eq(orders.id, copy!.id));
    expect(after).toMatchObject({ status: 3, closeReason: 'copy_leader', closePrice: leaderRow!.closePrice });
    await trade.expectLedgerBalanced(fan.id);
    await trade.expectLedgerBalanced(leader.id);
  });

  it('skips a copy below the minimum lot and shows why', async () => {
    const leader = await trader(t);
    const fan = await trade.demoUser();
    const { id: followId } = (await follow(t, fan.token, { trader_id: leader.id, amount: '1' })).data;
    await trade.submit(leader.token, trade.marketOrder(2));
    await copiesSettled(t);
    const [record] = await t.ctx.db.select().from(copyTrades).where(eq(copyTrades.followId, followId));
    expect(record).toMatchObject({ outcome: 'skipped', reason: 'below_min_lot', followerOrderId: null });
    const activity = body<{ data: { outcome: string; reason: string }[] }>(
      await t.app.inject({
        url: `/api/follow/activity?id=${followId}`,
        headers: { authorization: fan.token },
      }),
    );
    expect(activity.data.data[0]).toMatchObject({ outcome: 'skipped', reason: 'below_min_lot' });
    expect(await t.ctx.db.select().from(orders).where(eq(orders.userId, fan.id))).toHaveLength(0);
  });

  it('copy stop-loss: the follow stops and its copies close when its equity falls to the floor', async () => {
    const leader = await trader(t);
    const fan = await trade.demoUser();
    const { id: followId } = (
      await follow(t, fan.token, {
        trader_id: leader.id,
        amount: '2000',
        multiple: '5',
        stop_loss_rate: '0.05',
      })
    ).data;
    await trade.submit(leader.token, {
      ...trade.marketOrder(1, { cont: '1.00' }),
      forex_id: t.ctx.market.pairByCode('GBPUSD')!.id,
    });
    await copiesSettled(t);
    const [copy] = await t.ctx.db.select().from(orders).where(eq(orders.userId, fan.id));
    expect(copy?.status).toBe(1);
    // 1 lot × 5 × 2000 / ~10,000 = 1 lot; 150 pips down = −1,500 USD > 5 % of 2,000.
    await trade.setPrice('GBPUSD', 1.25915);
    await t.ctx.copy.checkStopLosses();
    await copiesSettled(t);
    const [row] = await t.ctx.db.select().from(follows).where(eq(follows.id, followId));
    expect(row).toMatchObject({ status: 0, stopReason: 'copy_stop_loss' });
    const [after] = await t.ctx.db.select().from(orders).where(eq(orders.id, copy!.id));
    expect(after).toMatchObject({ status: 3, closeReason: 'copy_stop_loss' });
    // The leader's own position is untouched.
    const [leaderRow] = await t.ctx.db.select().from(orders).where(eq(orders.userId, leader.id));
    expect(leaderRow!.status).toBe(1);
    await trade.expectLedgerBalanced(fan.id);
  });
});
