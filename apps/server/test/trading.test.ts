import { describe, expect, it } from 'vitest';
import { body, type TestApp } from './helper.js';
import { withTradingApp } from './trading-helpers.js';
import { waitFor } from './wait.js';

let t: TestApp;
const trade = withTradingApp(['EURUSD', 'USDJPY', 'GBPUSD'], (app) => (t = app), { manualTimers: true });

describe('actions SPEC §7 sends as GET answer no HEAD', () => {
  it('HEAD on the order and withdrawal GETs is not found and places nothing; reads still answer HEAD', async () => {
    const u = await trade.demoUser();
    const query = new URLSearchParams(
      Object.entries(trade.marketOrder(1)).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    for (const url of [`/v1/api/forex/submit?${query}`, '/v1/api/forex/close?id=1', '/api/account/draw']) {
      const res = await t.app.inject({ method: 'HEAD', url, headers: { authorization: u.token } });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await trade.myDeal(u.token, 1)).total).toBe(0);
    const read = await t.app.inject({ method: 'HEAD', url: '/v1/api/forex/trade_list?type=0' });
    expect(read.statusCode).toBe(200);
  });
});

describe('market orders (DESIGN §5 fill sides, SPEC §9 margin and fee)', () => {
  it('a buy fills at the ask, charges the fee once, and holds its margin', async () => {
    const u = await trade.demoUser();
    const res = await trade.submit(u.token, trade.marketOrder(1));
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ Status: 1, OrderType: 1, OriginPrice: 1.08775 });
    // 0.10 × 100000 × 1.08775 ÷ 100 = 108.775 USD margin; fee 0.0005 × margin, rounded up.
    expect(res.data.CautionMoney).toBe(108.775);
    expect(res.data.TradeFee).toBe(0.054388);
    expect(await trade.balanceOf(u.id)).toBe('9999.945612');
    await trade.expectLedgerBalanced(u.id);
  });

  it('a sell fills at the bid; closing a short books P&L at the ask, exactly once', async () => {
    const u = await trade.demoUser();
    const opened = await trade.submit(u.token, trade.marketOrder(2));
    expect(opened.data.OriginPrice).toBe(1.08763);
    await trade.setPrice('EURUSD', 1.08663);
    const holding = await trade.myDeal(u.token, 1);
    // Short closes at ask 1.08675: (1.08763 − 1.08675) × 10000 = 8.8 USD.
    expect(holding.data[0]?.FactProfits).toBeCloseTo(8.8, 6);
    expect(holding.all_fact_profits).toBeCloseTo(8.8, 6);
    const closed = await trade.call(u.token, '/v1/api/forex/close', { id: opened.data.Id });
    expect(closed.code).toBe(1);
    expect(closed.data).toMatchObject({ Status: 3, ClosePrice: 1.08675, CloseReason: 'manual' });
    expect(closed.data.FactProfits).toBeCloseTo(8.8, 6);
    const again = await trade.call(u.token, '/v1/api/forex/close', { id: opened.data.Id });
    expect(again.code).toBe(1306);
    await trade.expectLedgerBalanced(u.id);
    const history = await trade.myDeal(u.token, 3);
    expect(history.data[0]?.CloseReasonTran).toBe('Closed by you');
    await trade.setPrice('EURUSD', 1.08763);
  });

  it('USDJPY P&L is in JPY and converted to USD at the current rate', async () => {
    const u = await trade.demoUser();
    const opened = await trade.submit(u.token, { ...trade.marketOrder(1), forex_id: trade.pairId('USDJPY') });
    expect(opened.data.OriginPrice).toBe(151.252);
    await trade.setPrice('USDJPY', 151.352);
    const closed = await trade.call(u.token, '/v1/api/forex/close', { id: opened.data.Id });
    // (151.352 − 151.252) × 10000 = 1000 JPY ÷ 151.352 = 6.607114… USD, rounded down.
    expect(closed.data.FactProfits).toBe(6.607114);
    await trade.setPrice('USDJPY', 151.237);
  });
});

describe('validation (SPEC §5) writes nothing', () => {
  it('refuses bad lots, leverage, closed markets and missing target prices with clear messages', async () => {
    const u = await trade.demoUser();
    const cases: [Record<string, string | number>, number, RegExp][] = [
      [trade.marketOrder(1, { cont: '0.005' }), 1302, /at least 0.01/],
      [trade.marketOrder(1, { cont: '0.015' }), 1302, /multiple of 0.01/],
      [trade.marketOrder(1, { multiple: 7 }), 1303, /leverage/],
      [trade.marketOrder(1, { status: 0 }), 1309, /price of the pending order/],
      [trade.marketOrder(1, { forex_id: 9999 }), 1200, /does not exist/],
      [trade.marketOrder(1, { cont: 'abc' }), 1001, /lots/],
      [trade.marketOrder(1, { stop_loss_price: '1.09' }), 1307, /stop loss/],
      [trade.marketOrder(1, { target_profit_price: '1.07' }), 1308, /take profit/],
      [trade.marketOrder(2, { stop_loss_price: '1.08' }), 1307, /stop loss/],
    ];
    for (const [fields, code, msg] of cases) {
      const res = await trade.submit(u.token, fields);
      expect({ fields, code: res.code }).toEqual({ fields, code });
      expect(res.msg).toMatch(msg);
    }
    expect((await trade.myDeal(u.token, 1)).total).toBe(0);
    expect((await trade.myDeal(u.token, 0)).total).toBe(0);
    expect(await trade.balanceOf(u.id)).toBe('10000.000000');
  });

  it('SPEC §5: a pair without leverage options and not fixed margin is refused', async () => {
    const u = await trade.demoUser();
    const pair = t.ctx.market.pairByCode('GBPUSD')!;
    t.ctx.market.setPairs([{ ...pair, leverages: [] }]);
    const res = await trade.submit(u.token, { ...trade.marketOrder(1), forex_id: pair.id });
    expect(res).toMatchObject({
      code: 1300,
      msg: 'No lever configured, unable to place an order temporarily',
    });
    t.ctx.market.setPairs([pair]);
  });

  it('refuses orders when the market is closed', async () => {
    const u = await trade.demoUser();
    const pair = t.ctx.market.pairByCode('GBPUSD')!;
    t.ctx.market.setPairs([{ ...pair, enabled: 0 }]);
    expect((await trade.submit(u.token, { ...trade.marketOrder(1), forex_id: pair.id })).code).toBe(1301);
    t.ctx.market.setPairs([pair]);
  });

  it('refuses an order whose margin and fee exceed the free margin', async () => {
    const u = await trade.demoUser();
    const res = await trade.submit(u.token, trade.marketOrder(1, { cont: '10', multiple: 10 }));
    expect(res.code).toBe(1304);
    expect(res.msg).toMatch(/108\d{3}\.\d+ USD needed/);
  });
});

describe('pending orders (DESIGN §5 limit vs stop)', () => {
  it('a buy limit below the ask fills at its target when the ask reaches it; a cancel frees it', async () => {
    const u = await trade.demoUser();
    const limit = await trade.submit(u.token, trade.marketOrder(1, { status: 0, target_price: '1.08600' }));
    expect(limit.data).toMatchObject({ Status: 0, Price: 1.086 });
    const stop = await trade.submit(u.token, trade.marketOrder(1, { status: 0, target_price: '1.09500' }));
    expect((await trade.myDeal(u.token, 0)).total).toBe(2);
    await trade.setPrice('EURUSD', 1.0858); // ask 1.08592 ≤ 1.086: the limit fills; the stop does not
    await trade.engineIdle();
    const holding = await trade.myDeal(u.token, 1);
    expect(holding.data.map((o) => [o.Id, o.OriginPrice])).toEqual([[limit.data.Id, 1.086]]);
    const cancelled = await trade.call(u.token, '/v1/api/forex/cancel_trade', { id: stop.data.Id });
    expect(cancelled.data).toMatchObject({ Status: 3, CloseReason: 'cancelled' });
    expect((await trade.myDeal(u.token, 0)).total).toBe(0);
    await trade.expectLedgerBalanced(u.id);
    await trade.setPrice('EURUSD', 1.08763);
  });
});

describe('stop loss and take profit (DESIGN §5)', () => {
  it('a stop loss triggers on the closing side and a gap fills at the tick price', async () => {
    const u = await trade.demoUser();
    const opened = await trade.submit(
      u.token,
      trade.marketOrder(1, { stop_loss_price: '1.08500', target_profit_price: '1.09500' }),
    );
    await trade.setPrice('EURUSD', 1.0851);
    await trade.engineIdle();
    expect((await trade.myDeal(u.token, 1)).total).toBe(1);
    await trade.setPrice('EURUSD', 1.084); // gaps through 1.08500
    await expect
      .poll(async () => (await trade.myDeal(u.token, 3)).data[0])
      .toMatchObject({
        Id: opened.data.Id,
        CloseReason: 'stop_loss',
        ClosePrice: 1.084,
      });
    await trade.expectLedgerBalanced(u.id);
    await trade.setPrice('EURUSD', 1.08763);
  });

  it('a take profit triggers; SL/TP can be edited and removed, on the right side only', async () => {
    const u = await trade.demoUser();
    const opened = await trade.submit(u.token, trade.marketOrder(2));
    const wrong = await trade.call(u.token, '/v1/api/forex/set_stop_price', {
      id: opened.data.Id,
      target_profit_price: '1.09',
      stop_loss_price: '0',
    });
    expect(wrong.code).toBe(1308);
    const edited = await trade.call(u.token, '/v1/api/forex/set_stop_price', {
      id: opened.data.Id,
      target_profit_price: '1.08500',
      stop_loss_price: '1.09500',
    });
    expect(edited.data).toMatchObject({ TargetProfitPrice: 1.085, TargetLossPrice: 1.095 });
    await trade.setPrice('EURUSD', 1.0848); // short closes at ask 1.08492 ≤ 1.085
    await expect
      .poll(async () => (await trade.myDeal(u.token, 3)).data[0])
      .toMatchObject({
        Id: opened.data.Id,
        CloseReason: 'take_profit',
      });
    await trade.setPrice('EURUSD', 1.08763);
  });

  it('pushes FOREX_CLOSED to the owner when the engine closes a position', async () => {
    const u = await trade.demoUser();
    const ws = await t.app.injectWS('/v1/ws');
    const frames: { type: string; data?: { id?: number[] } }[] = [];
    ws.on('message', (d) => frames.push(JSON.parse(d.toString())));
    ws.send(JSON.stringify({ type: 'login', params: { token: u.token } }));
    ws.send(JSON.stringify({ type: 'sub', params: ['FOREX_TRADE', 'FOREX_CLOSED'] }));
    await waitFor(() => ['login_result', 'sub_result'].every((type) => frames.some((f) => f.type === type)));
    const opened = await trade.submit(u.token, trade.marketOrder(1, { stop_loss_price: '1.08700' }));
    await trade.setPrice('EURUSD', 1.0869);
    await expect
      .poll(() => frames.find((f) => f.type === 'FOREX_CLOSED')?.data?.id)
      .toEqual([opened.data.Id]);
    expect(frames.some((f) => f.type === 'FOREX_TRADE')).toBe(true);
    ws.terminate();
    await trade.setPrice('EURUSD', 1.08763);
  });
});

describe('ownership: another account can neither act on nor see an order', () => {
  it('close, cancel, set_stop_price and my_deal are scoped to the owner', async () => {
    const owner = await trade.demoUser();
    const stranger = await trade.demoUser();
    const position = await trade.submit(owner.token, trade.marketOrder(1));
    const pending = await trade.submit(
      owner.token,
      trade.marketOrder(1, { status: 0, target_price: '1.08000' }),
    );
    expect((await trade.call(stranger.token, '/v1/api/forex/close', { id: position.data.Id })).code).toBe(
      1305,
    );
    expect(
      (await trade.call(stranger.token, '/v1/api/forex/cancel_trade', { id: pending.data.Id })).code,
    ).toBe(1305);
    expect((await trade.setStopLoss(stranger.token, position.data.Id, '1.0')).code).toBe(1305);
    expect((await trade.myDeal(stranger.token, 1)).total).toBe(0);
    expect((await trade.myDeal(owner.token, 1)).total).toBe(1);
    expect(body(await t.app.inject({ url: `/v1/api/forex/close?id=${position.data.Id}` })).code).toBe(999);
  });
});

describe('concurrency and idempotency (no request can create, lose or double money)', () => {
  it('100 parallel submits from one account never exceed its free margin', async () => {
    const u = await trade.demoUser();
    // Each order needs 1087.75 margin + 0.543875 fee: at most 9 fit in 10,000 USD.
    const results = await Promise.all(
      Array.from({ length: 100 }, () => trade.submit(u.token, trade.marketOrder(1, { cont: '1.00' }))),
    );
    const ok = results.filter((r) => r.code === 1).length;
    expect(ok).toBe(9);
    expect(results.filter((r) => r.code !== 1).every((r) => r.code === 1304)).toBe(true);
    expect((await trade.myDeal(u.token, 1)).total).toBe(9);
    await trade.expectLedgerBalanced(u.id);
  });

  it('a close racing the stop-loss trigger books the position once', async () => {
    const u = await trade.demoUser();
    const opened = await trade.submit(u.token, trade.marketOrder(1, { stop_loss_price: '1.08700' }));
    const before = Number(await trade.balanceOf(u.id));
    const [closed] = await Promise.all([
      trade.call(u.token, '/v1/api/forex/close', { id: opened.data.Id }),
      trade.setPrice('EURUSD', 1.0865),
    ]);
    await trade.engineIdle();
    expect([1, 1306]).toContain(closed.code);
    const history = await trade.myDeal(u.token, 3);
    expect(history.total).toBe(1);
    const pnl = history.data[0]!.FactProfits;
    expect(Number(await trade.balanceOf(u.id))).toBeCloseTo(before + pnl, 6);
    await trade.expectLedgerBalanced(u.id);
    await trade.setPrice('EURUSD', 1.08763);
  });

  it('a retried submit with the same Idempotency-Key returns the first order, once', async () => {
    const u = await trade.demoUser();
    const headers = { 'idempotency-key': `key-${Date.now()}` };
    const [a, b] = [
      await trade.submit(u.token, trade.marketOrder(1), headers),
      await trade.submit(u.token, trade.marketOrder(1), headers),
    ];
    expect(a.code).toBe(1);
    expect(b.data.Id).toBe(a.data.Id);
    expect((await trade.myDeal(u.token, 1)).total).toBe(1);
  });
});

describe('stop-out and negative balance protection (DESIGN §5)', () => {
  it('closes the biggest loser first at the stop-out level, and never leaves a negative balance', async () => {
    const u = await trade.demoUser();
    const big = await trade.submit(u.token, trade.marketOrder(1, { cont: '4.00', multiple: 500 }));
    const small = await trade.submit(u.token, {
      ...trade.marketOrder(1, { cont: '1.00', multiple: 500 }),
      forex_id: trade.pairId('GBPUSD'),
    });
    expect([big.code, small.code]).toEqual([1, 1]);
    // EURUSD −250 pips on 4 lots = −10,000 USD: equity far below 50% of margin.
    await trade.setPrice('EURUSD', 1.06263);
    await trade.engineCycle(); // the cycle's screen finds the account below the level
    const history = await trade.myDeal(u.token, 3);
    expect(history.data.find((o) => o.Id === big.data.Id)?.CloseReason).toBe('stop_out');
    expect(Number(await trade.balanceOf(u.id))).toBeGreaterThanOrEqual(0);
    await trade.expectLedgerBalanced(u.id);
    await trade.setPrice('EURUSD', 1.08763);
  });
});

describe('demo reset (SPEC §6) and fund records (SPEC §3)', () => {
  it('reset restores 10,000 USD and clears orders; fund records list every change with memos', async () => {
    const u = await trade.demoUser();
    await trade.submit(u.token, trade.marketOrder(1));
    await trade.submit(u.token, trade.marketOrder(1, { status: 0, target_price: '1.08000' }));
    const reset = body(
      await t.app.inject({
        url: '/v1/api/main/user/resetForexDemoAccount',
        headers: { authorization: u.token },
      }),
    );
    expect(reset.code).toBe(1);
    expect(await trade.balanceOf(u.id)).toBe('10000.000000');
    expect((await trade.myDeal(u.token, 1)).total + (await trade.myDeal(u.token, 0)).total).toBe(0);
    const records = body<{ data: { Value: number; MemoTran: string }[]; total: number }>(
      await t.app.inject({
        url: '/v1/api/main/accountLog/forexChange?page=1',
        headers: { authorization: u.token, lang: 'en' },
      }),
    ).data;
    expect(records.data.map((r) => r.MemoTran)).toEqual([
      'Demo account reset',
      'Trading fee',
      'Demo account funds',
    ]);
    await trade.expectLedgerBalanced(u.id);
  });
});
