import { describe, expect, it } from 'vitest';
import { type TestApp } from './helper.js';
import { CHANNELS } from '../src/realtime/bus.js';
import { withTradingApp } from './trading-helpers.js';
import { drained, waitFor } from './wait.js';

interface Frame {
  type: string;
  data?: { TransOrder?: { Id: number }[] };
  atMs: number;
}

interface ForexTradeFrame {
  ProfitsTotal: number;
  HazardRate: number;
  CautionMoneyAll: number;
  Equity: number;
  FreeMargin: number;
  TransOrder: { Id: number; UpdatePrice: number; FactProfits: number }[];
}

let t: TestApp;
// Manual timers: the engine cycle and the push throttle run on the fake clock's time, which the
// tests move; no frame count depends on how fast this machine is.
const trade = withTradingApp(['EURUSD', 'USDJPY', 'GBPUSD'], (app) => (t = app), { manualTimers: true });

/** Moves the fake clock in 50 ms steps, letting each engine cycle and its frames finish. */
async function runFor(ms: number, socket: { drained: () => Promise<void> }): Promise<void> {
  for (let passed = 0; passed < ms; passed += 50) {
    t.clock.advance(50);
    await trade.engineIdle();
    await socket.drained();
  }
}

/**
 * A socket logged in as the user, collecting FOREX_TRADE frames with their arrival times on the
 * fake clock (and the types of the other frames it is answered with).
 */
async function listen(token: string) {
  const ws = await t.app.injectWS('/v1/ws');
  const frames: Frame[] = [];
  const answers: string[] = [];
  ws.on('message', (d) => {
    const frame = JSON.parse(d.toString()) as Frame;
    if (frame.type === 'FOREX_TRADE') frames.push({ ...frame, atMs: t.clock.now().getTime() });
    else answers.push(frame.type);
  });
  ws.send(JSON.stringify({ type: 'login', params: { token } }));
  ws.send(JSON.stringify({ type: 'sub', params: ['FOREX_TRADE'] }));
  await waitFor(() => answers.includes('login_result') && answers.includes('sub_result'), 'login and sub');
  return {
    frames,
    /** Every frame sent to this socket so far has arrived (a ping answered). */
    drained: () => drained(ws),
    close: () => ws.terminate(),
  };
}

/** The most frames that arrived in any window of one second (fake-clock time). */
function busiestSecond(frames: Frame[]): number {
  let most = 0;
  for (const first of frames) {
    const within = frames.filter((f) => f.atMs >= first.atMs && f.atMs - first.atMs < 1000);
    most = Math.max(most, within.length);
  }
  return most;
}

describe('FOREX_TRADE is throttled per account (DESIGN §5: at most 4 a second)', () => {
  it('a burst of 30 parallel orders pushes at most 4 frames a second, and the last one holds all 30', async () => {
    const u = await trade.demoUser();
    const socket = await listen(u.token);
    // Between two engine cycles (every 250 ms), so the orders' own push and the cycles' pushes
    // would make 5 in a second without the throttle.
    t.clock.advance(100);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => trade.submit(u.token, trade.marketOrder(1, { cont: '0.01' }))),
    );
    expect(results.every((r) => r.code === 1)).toBe(true);
    await trade.engineIdle();
    await socket.drained();
    // A tick every 100 ms meanwhile: every engine cycle (each 250 ms) has this account to push.
    for (let i = 0; i < 12; i++) {
      await t.market.ingest([trade.tickOf('EURUSD', 1.08763 + i * 0.0001)]);
      await runFor(100, socket);
    }
    socket.close();
    // The orders' own push, then one a cycle while the second has room: never more than 4.
    expect(busiestSecond(socket.frames)).toBe(4);
    // Held-back pushes are not lost: the newest frame carries every position.
    expect(socket.frames.at(-1)!.data!.TransOrder).toHaveLength(30);
    await trade.setPrice('EURUSD', 1.08763);
  });

  it("the owner's own change pushes at once when allowed; one right after waits for the next cycle", async () => {
    const u = await trade.demoUser();
    const engine = t.ctx.trading.engine!;
    const socket = await listen(u.token);
    engine.stop(); // no cycle: only the immediate path can push
    try {
      const first = await trade.submit(u.token, trade.marketOrder(1, { cont: '0.01' }));
      await engine.idle();
      expect(socket.frames.map((f) => f.data!.TransOrder!.map((o) => o.Id))).toEqual([[first.data.Id]]);
      const second = await trade.submit(u.token, trade.marketOrder(1, { cont: '0.01' }));
      await engine.idle();
      await socket.drained();
      expect(socket.frames).toHaveLength(1);
      engine.start();
      // The next cycle pushes both.
      await runFor(250, socket);
      expect(socket.frames).toHaveLength(2);
      expect(
        socket.frames
          .at(-1)!
          .data!.TransOrder!.map((o) => o.Id)
          .sort(),
      ).toEqual([first.data.Id, second.data.Id].sort());
    } finally {
      engine.stop();
      engine.start();
      socket.close();
    }
  });
});

describe('live revaluation (DESIGN §5: float marks every cycle, exact figures for booking)', () => {
  it('FOREX_TRADE from the engine cycle matches the exact account figures, cross rates included', async () => {
    const u = await trade.demoUser();
    await trade.setPrice('EURGBP', 0.8536);
    const events: { userId: number; type: string; data: ForexTradeFrame }[] = [];
    await t.ctx.bus.subscribe(CHANNELS.account, (payload) => events.push(JSON.parse(payload) as never));
    const opened = [
      await trade.submit(u.token, trade.marketOrder(1, { cont: '0.30' })),
      await trade.submit(u.token, { ...trade.marketOrder(2), forex_id: trade.pairId('USDJPY') }),
      await trade.submit(u.token, {
        ...trade.marketOrder(1, { cont: '0.20' }),
        forex_id: trade.pairId('EURGBP'),
      }),
      await trade.submit(u.token, trade.marketOrder(1, { status: 0, target_price: '1.07000' })),
    ];
    expect(opened.map((o) => o.code)).toEqual([1, 1, 1, 1]);
    await trade.setPrice('EURUSD', 1.08123);
    await trade.setPrice('USDJPY', 150.731);
    await trade.setPrice('EURGBP', 0.85977);
    await trade.setPrice('GBPUSD', 1.26915); // moves the EURGBP position's value in USD only
    const engine = t.ctx.trading.engine!;
    await engine.idle();
    events.length = 0;
    await engine.revalueNow();
    await engine.idle();
    const push = events.filter((e) => e.userId === u.id && e.type === 'FOREX_TRADE').at(-1)?.data;
    const exact = await t.ctx.trading.service.snapshot(u.id);
    expect(push).toBeDefined();
    expect(push!.ProfitsTotal).toBeCloseTo(Number(exact.metrics.floatingPnlUsd), 5);
    expect(push!.CautionMoneyAll).toBeCloseTo(Number(exact.metrics.usedMarginUsd), 6);
    // Both sides round these to cents (or hundredths of a percent), the push from float marks and
    // the snapshot from exact figures: one step apart at most, when the value sits on a boundary.
    const withinOneStep = (pushed: number, exact: string | null) =>
      expect(Math.abs(pushed - Number(exact))).toBeLessThanOrEqual(0.010001);
    withinOneStep(push!.Equity, exact.metrics.equityUsd);
    withinOneStep(push!.FreeMargin, exact.metrics.freeMarginUsd);
    withinOneStep(push!.HazardRate, exact.metrics.riskRatePercent);
    const open = (await trade.myDeal(u.token, 1)).data;
    expect(push!.TransOrder.map((o) => o.Id).sort()).toEqual(open.map((o) => o.Id).sort());
    for (const order of open) {
      const mark = push!.TransOrder.find((o) => o.Id === order.Id)!;
      expect(mark.UpdatePrice).toBe(order.UpdatePrice);
      // The booked figure rounds down at 6 dp, the live mark to the nearest.
      expect(Math.abs(mark.FactProfits - order.FactProfits)).toBeLessThan(0.0000011);
    }
    for (const o of opened.slice(0, 3)) await trade.call(u.token, '/v1/api/forex/close', { id: o.data.Id });
    await trade.call(u.token, '/v1/api/forex/cancel_trade', { id: opened[3]!.data.Id });
    await trade.expectLedgerBalanced(u.id);
    await trade.setPrice('EURUSD', 1.08763);
    await trade.setPrice('USDJPY', 151.237);
    await trade.setPrice('GBPUSD', 1.27415);
  });

  it('a move of the conversion rate alone can stop an account out', async () => {
    const u = await trade.demoUser();
    await trade.setPrice('EURGBP', 0.8536);
    await trade.setPrice('GBPUSD', 1.27415);
    // 6 lots of EURGBP at 500:1 hold ~1,305 USD of margin.
    const opened = await trade.submit(u.token, {
      ...trade.marketOrder(1, { cont: '6.00', multiple: 500 }),
      forex_id: trade.pairId('EURGBP'),
    });
    expect(opened.code).toBe(1);
    // −7,200 GBP ≈ −9,170 USD: equity ~800 USD, risk ~60 %, above the 50 % level.
    await trade.setPrice('EURGBP', 0.8416);
    // One engine cycle (its stop-out screen included), run now rather than waited for.
    await t.ctx.trading.engine!.revalueNow();
    await trade.engineIdle();
    expect((await trade.myDeal(u.token, 1)).data.map((o) => o.Id)).toEqual([opened.data.Id]);
    // The same GBP loss is worth ~9,580 USD once GBP rises: equity ~400 USD, risk ~30 %.
    await trade.setPrice('GBPUSD', 1.33);
    await t.ctx.trading.engine!.revalueNow();
    await trade.engineIdle();
    expect((await trade.myDeal(u.token, 3)).data.find((o) => o.Id === opened.data.Id)?.CloseReason).toBe(
      'stop_out',
    );
    expect(Number(await trade.balanceOf(u.id))).toBeGreaterThanOrEqual(0);
    await trade.expectLedgerBalanced(u.id);
    await trade.setPrice('EURGBP', 0.8536);
    await trade.setPrice('GBPUSD', 1.27415);
  });
});
