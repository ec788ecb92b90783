import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../src/realtime/bus.js';
import { writeSetting } from '../src/modules/settings/settings.repository.js';
import { body, type TestApp } from './helper.js';
import { ledgerOf } from './ledger-helpers.js';
import { type Order, withTradingApp, START_PRICES } from './trading-helpers.js';

let t: TestApp;
const trade = withTradingApp(['EURUSD', 'GBPUSD'], (app) => (t = app));

async function getJson(token: string, url: string) {
  return body<Order>(await t.app.inject({ url, headers: { authorization: token, lang: 'en' } }));
}

describe('pending orders fill (DESIGN §5: limit vs stop, at the target price)', () => {
  it('a buy stop above the ask fills at its target once the ask rises to it', async () => {
    const u = await trade.demoUser();
    const stop = await trade.submit(u.token, trade.marketOrder(1, { status: 0, target_price: '1.08900' }));
    await trade.setPrice('EURUSD', 1.0887); // ask 1.08882 < 1.089: not yet
    await trade.engineIdle();
    expect((await trade.myDeal(u.token, 0)).total).toBe(1);
    await trade.setPrice('EURUSD', 1.0889); // ask 1.08902 ≥ 1.089
    await trade.engineIdle();
    const holding = await trade.myDeal(u.token, 1);
    expect(holding.data.map((o) => [o.Id, o.OriginPrice])).toEqual([[stop.data.Id, 1.089]]);
    await trade.expectLedgerBalanced(u.id);
    await trade.setPrice('EURUSD', START_PRICES.EURUSD);
  });

  it('a sell limit above the bid and a sell stop below it each fill when the bid reaches them', async () => {
    const u = await trade.demoUser();
    const limit = await trade.submit(u.token, trade.marketOrder(2, { status: 0, target_price: '1.08900' }));
    const stop = await trade.submit(u.token, trade.marketOrder(2, { status: 0, target_price: '1.08600' }));
    await trade.setPrice('EURUSD', 1.089); // bid ≥ 1.089: the limit fills, the stop does not
    await trade.engineIdle();
    expect((await trade.myDeal(u.token, 1)).data.map((o) => [o.Id, o.OriginPrice])).toEqual([
      [limit.data.Id, 1.089],
    ]);
    await trade.setPrice('EURUSD', 1.086); // bid ≤ 1.086: the stop fills
    await trade.engineIdle();
    const holding = (await trade.myDeal(u.token, 1)).data.map((o) => [o.Id, o.OriginPrice]);
    expect(holding).toContainEqual([stop.data.Id, 1.086]);
    expect((await trade.myDeal(u.token, 0)).total).toBe(0);
    await trade.expectLedgerBalanced(u.id);
    await trade.setPrice('EURUSD', START_PRICES.EURUSD);
  });
});

describe('margin mode and fee type (SPEC §9, DESIGN §5)', () => {
  it('a fixed-margin pair (MarginMode 1) books lots × units per lot as margin, no leverage needed', async () => {
    const u = await trade.demoUser();
    const pair = t.ctx.market.pairByCode('GBPUSD')!;
    t.ctx.market.setPairs([{ ...pair, marginMode: 1, leverages: [], unitsPerLot: '1000' }]);
    try {
      const opened = await trade.submit(u.token, { type: 1, cont: '0.50', forex_id: pair.id, status: 1 });
      expect(opened.code).toBe(1);
      // 0.50 × 1,000 = 500 USD of margin; the fee is 0.0005 of it.
      expect(opened.data).toMatchObject({
        OriginPrice: 1.2743,
        CautionMoney: 500,
        TradeFee: 0.25,
        Multiple: 0,
      });
      expect(await trade.balanceOf(u.id)).toBe('9999.750000');
      await trade.setPrice('GBPUSD', 1.27515);
      const closed = await getJson(u.token, `/v1/api/forex/close?id=${opened.data.Id}`);
      // (1.27515 − 1.27430) × 0.50 × 1,000 = 0.425 USD.
      expect(closed.data.FactProfits).toBe(0.425);
      expect(await trade.balanceOf(u.id)).toBe('10000.175000');
      await trade.expectLedgerBalanced(u.id);
    } finally {
      t.ctx.market.setPairs([pair]);
      await trade.setPrice('GBPUSD', START_PRICES.GBPUSD);
    }
  });

  it('trade_fee_type = 1 charges lots × rate, not a share of the margin', async () => {
    const u = await trade.demoUser();
    const pair = t.ctx.market.pairByCode('EURUSD')!;
    t.ctx.market.setPairs([{ ...pair, feeRate: '7' }]);
    await writeSetting(t.ctx.db, 'trade_fee_type', 1);
    try {
      const opened = await trade.submit(u.token, trade.marketOrder(1, { cont: '0.30' }));
      // 0.30 lots × 7 USD = 2.1 USD (margin × 7 would be 2,284 USD).
      expect(opened.data).toMatchObject({ CautionMoney: 326.325, TradeFee: 2.1 });
      expect(await trade.balanceOf(u.id)).toBe('9997.900000');
      const fees = (await ledgerOf(t, u.id)).filter((e) => e.kind === 'fee').map((e) => e.amount);
      expect(fees).toEqual(['-2.100000']);
    } finally {
      await writeSetting(t.ctx.db, 'trade_fee_type', 2);
      t.ctx.market.setPairs([pair]);
    }
  });
});

describe('stop-out, margin call and negative balance protection (DESIGN §5)', () => {
  it('closing the biggest loser restores the level, and the smaller position survives', async () => {
    const u = await trade.demoUser();
    const big = await trade.submit(u.token, trade.marketOrder(1, { cont: '1.00', multiple: 500 }));
    const small = await trade.submit(u.token, {
      ...trade.marketOrder(1, { multiple: 500 }),
      forex_id: trade.pairId('GBPUSD'),
    });
    expect([big.code, small.code]).toEqual([1, 1]);
    // −988.5 pips on 1 lot ≈ −9,885 USD: equity ≈ 114 USD on ≈ 243 USD of margin, ≈ 47 % ≤ 50 %.
    await trade.setPrice('EURUSD', 0.9889);
    await expect
      .poll(async () => (await trade.myDeal(u.token, 3)).data.map((o) => [o.Id, o.CloseReason]))
      .toEqual([[big.data.Id, 'stop_out']]);
    await trade.engineIdle();
    const history = await trade.myDeal(u.token, 3);
    expect(history.data.map((o) => [o.Id, o.CloseReason])).toEqual([[big.data.Id, 'stop_out']]);
    const holding = await trade.myDeal(u.token, 1);
    expect(holding.data.map((o) => o.Id)).toEqual([small.data.Id]);
    const snap = await t.ctx.trading.service.snapshot(u.id);
    expect(Number(snap.metrics.riskRatePercent)).toBeGreaterThan(100);
    await trade.expectLedgerBalanced(u.id);
    await trade.setPrice('EURUSD', START_PRICES.EURUSD);
  });

  it('a loss beyond the balance is booked, then reset to 0 with a negative_balance_reset entry', async () => {
    const u = await trade.demoUser();
    const opened = await trade.submit(u.token, trade.marketOrder(1, { cont: '4.00', multiple: 500 }));
    expect(opened.data).toMatchObject({ OriginPrice: 1.08775, TradeFee: 0.4351 });
    // A 300-pip gap: (1.05763 − 1.08775) × 400,000 = −12,048 USD against 9,999.5649.
    await trade.setPrice('EURUSD', 1.05763);
    await expect.poll(async () => (await ledgerOf(t, u.id)).at(-1)?.kind).toBe('negative_balance_reset');
    await trade.engineIdle();
    const entries = (await ledgerOf(t, u.id)).slice(-2);
    expect(entries.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ['realized_pnl', '-12048.000000', '-2048.435100'],
      ['negative_balance_reset', '2048.435100', '0.000000'],
    ]);
    expect(await trade.balanceOf(u.id)).toBe('0.000000');
    await trade.expectLedgerBalanced(u.id);
    await trade.setPrice('EURUSD', START_PRICES.EURUSD);
  });

  it('FOREX_TRADE carries the margin-call flag once the risk rate is at or below 100 %', async () => {
    const u = await trade.demoUser();
    const events: { userId: number; type: string; data: { MarginCall: boolean; HazardRate: number } }[] = [];
    await t.ctx.bus.subscribe(CHANNELS.account, (payload) => events.push(JSON.parse(payload) as never));
    const mine = () => events.filter((e) => e.userId === u.id && e.type === 'FOREX_TRADE');
    await trade.submit(u.token, trade.marketOrder(1, { cont: '1.00', multiple: 500 }));
    await t.ctx.trading.engine!.revalueNow();
    expect(mine().at(-1)!.data.MarginCall).toBe(false);
    // −980 pips ≈ −9,800 USD: equity ≈ 200 USD on 217.55 USD of margin, ≈ 92 %.
    await trade.setPrice('EURUSD', 0.98975);
    await trade.engineIdle();
    await t.ctx.trading.engine!.revalueNow();
    const last = mine().at(-1)!.data;
    expect(last.MarginCall).toBe(true);
    expect(last.HazardRate).toBeGreaterThan(50);
    expect(last.HazardRate).toBeLessThanOrEqual(100);
    expect((await trade.myDeal(u.token, 1)).total).toBe(1);
    await trade.setPrice('EURUSD', START_PRICES.EURUSD);
  });
});

describe('SPEC §7: mutations accept GET with query parameters', () => {
  it('submit, set_stop_price, close and cancel_trade work as GET, "0" meaning no price', async () => {
    const u = await trade.demoUser();
    const id = trade.pairId('EURUSD');
    const opened = await getJson(
      u.token,
      `/v1/api/forex/submit?type=1&cont=0.10&forex_id=${id}&status=1&multiple=100&target_price=0&stop_loss_price=0&target_profit_price=0`,
    );
    expect(opened).toMatchObject({ code: 1, data: { Status: 1, OriginPrice: 1.08775 } });
    expect(opened.data.TargetLossPrice).toBe(0);
    const edited = await getJson(
      u.token,
      `/v1/api/forex/set_stop_price?id=${opened.data.Id}&stop_loss_price=1.08&target_profit_price=0`,
    );
    expect(edited.data).toMatchObject({ TargetLossPrice: 1.08, TargetProfitPrice: 0 });
    const pending = await getJson(
      u.token,
      `/v1/api/forex/submit?type=2&cont=0.10&forex_id=${id}&status=0&multiple=100&target_price=1.09500&stop_loss_price=0&target_profit_price=0`,
    );
    expect(pending.data).toMatchObject({ Status: 0, Price: 1.095 });
    expect((await getJson(u.token, `/v1/api/forex/cancel_trade?id=${pending.data.Id}`)).data.Status).toBe(3);
    expect((await getJson(u.token, `/v1/api/forex/close?id=${opened.data.Id}`)).data.Status).toBe(3);
    const bad = await getJson(u.token, `/v1/api/forex/submit?type=3&cont=0.10&forex_id=${id}&status=1`);
    expect(bad.code).toBe(1001);
    expect((await trade.myDeal(u.token, 3)).total).toBe(2);
    await trade.expectLedgerBalanced(u.id);
  });
});

describe('demo reset (SPEC §6) twice in one millisecond', () => {
  it('both resets answer success and each books its own entry: nothing collides on a reference key', async () => {
    const u = await trade.demoUser();
    // The fake clock does not move between the two resets: both happen at the same instant.
    const at = t.clock.now().getTime();
    const reset = () => getJson(u.token, '/v1/api/main/user/resetForexDemoAccount');
    for (let i = 0; i < 2; i++) {
      // An order's fee takes the balance off 10,000, so each reset books an entry.
      expect((await trade.submit(u.token, trade.marketOrder(1))).code).toBe(1);
      expect(await reset()).toMatchObject({ code: 1 });
      expect(await trade.balanceOf(u.id)).toBe('10000.000000');
    }
    expect(t.clock.now().getTime()).toBe(at);
    const resets = (await ledgerOf(t, u.id)).filter((e) => e.kind === 'demo_reset');
    expect(resets).toHaveLength(2);
    await trade.expectLedgerBalanced(u.id);
  });
});
