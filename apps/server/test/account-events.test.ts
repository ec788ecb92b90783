import { parseServerFrame } from '@fxdesk/contract';
import { decimalAdd, roundFigure } from '@fxdesk/domain';
import { describe, expect, it } from 'vitest';
import type { AccountEvent } from '../src/events.js';
import { adminCall, staffToken } from './admin-helper.js';
import { fundsKit } from './funds-helpers.js';
import { type TestApp } from './helper.js';
import { socketLoginAndSubscribe } from './socket-helpers.js';
import { withTradingApp } from './trading-helpers.js';
import { waitFor } from './wait.js';

/**
 * One event per committed order or balance change (ARCHITECTURE "Order and balance events"):
 * subscribers (engine, socket pushes, copy trading) hear every change once, and balance changes
 * from funds and the back office reach the engine and the client's screens at once.
 */
let t: TestApp;
const kit = fundsKit(() => t);
const trade = withTradingApp(['EURUSD'], (app) => (t = app));

interface TradeFrame {
  type: string;
  data: { Balance: number; TransOrder: { Id: number }[] };
}

/** A socket logged in as the user, collecting its FOREX_TRADE and FOREX_CLOSED frames. */
async function listen(token: string) {
  const ws = await t.app.injectWS('/v1/ws');
  const frames: TradeFrame[] = [];
  ws.on('message', (d) => {
    const frame = JSON.parse(d.toString()) as TradeFrame;
    if (frame.type === 'FOREX_TRADE' || frame.type === 'FOREX_CLOSED') frames.push(frame);
  });
  await socketLoginAndSubscribe(ws, token, ['FOREX_TRADE', 'FOREX_CLOSED']);
  return { frames, close: () => ws.terminate() };
}

const pushedBalance = (frames: TradeFrame[], balance: number) =>
  frames.some((f) => f.type === 'FOREX_TRADE' && f.data.Balance === balance);

describe('balance changes outside trading reach the engine and the screens at once', () => {
  it("an admin adjustment: the engine judges the account on the new balance and the client's socket is pushed", async () => {
    const u = await trade.demoUser();
    const opened = await trade.submit(u.token, trade.marketOrder(1));
    expect(opened.code).toBe(1);
    const socket = await listen(u.token);
    try {
      const finance = await staffToken(t, 'finance');
      const booked = String(await trade.balanceOf(u.id));
      const before = Number(booked);
      const res = await adminCall(t, finance, 'POST', `/admin/api/clients/${u.id}/adjust`, {
        amount: '125.5',
        reason: 'Goodwill credit',
        idempotency_key: `push-${u.id}-0001`,
      });
      expect(res.code).toBe(1);
      // The push rounds a balance as every balance answer does (toward zero, 2 decimals).
      const expected = Number(roundFigure(decimalAdd(booked, '125.5'), 'balance'));
      // No tick moves after the adjustment: only the event can tell the engine and the socket.
      await waitFor(() => pushedBalance(socket.frames, expected));
      expect(t.ctx.trading.engine!.balanceOf(u.id)).toBeCloseTo(before + 125.5, 6);
    } finally {
      socket.close();
    }
  });

  it('an adjustment that takes the account below the stop-out level stops it out without waiting for a tick', async () => {
    const u = await trade.demoUser();
    const opened = await trade.submit(u.token, trade.marketOrder(1));
    expect(opened.code).toBe(1);
    const finance = await staffToken(t, 'finance');
    // Margin ≈ 108.77 USD: a balance of 40 USD puts equity under 50 % of it.
    const take = Number(await trade.balanceOf(u.id)) - 40;
    const res = await adminCall(t, finance, 'POST', `/admin/api/clients/${u.id}/adjust`, {
      amount: `-${take.toFixed(2)}`,
      reason: 'Chargeback',
      idempotency_key: `stop-${u.id}-0001`,
    });
    expect(res.code).toBe(1);
    await waitFor(async () => (await trade.myDeal(u.token, 1)).total === 0);
    await trade.engineIdle();
    expect((await trade.myDeal(u.token, 3)).data[0]).toMatchObject({
      Id: opened.data.Id,
      CloseReason: 'stop_out',
    });
    await trade.expectLedgerBalanced(u.id);
  });

  it("an approved deposit and a withdrawal request push the client's new balance", async () => {
    const u = await kit.realUser();
    const charge = await kit.claimDeposit(u, '300');
    expect(charge.code).toBe(1);
    const socket = await listen(u.token);
    try {
      await t.ctx.deposits.approve(charge.data.id, '300', 'finance@test');
      await waitFor(() => pushedBalance(socket.frames, 300));
      const { currency: trc, method } = await kit.bindTrc20(u);
      expect(method.code).toBe(1);
      const drawn = await kit.draw(u, {
        draw_currency_id: trc.id,
        number: '100',
        draw_method_id: method.data.id,
      });
      expect(drawn.code).toBe(1);
      await waitFor(() => pushedBalance(socket.frames, 200));
    } finally {
      socket.close();
    }
  });
});

describe('one event per order change, after commit, to every subscriber', () => {
  it('open, edit, fill, cancel and close each reach a subscriber once, with the committed row', async () => {
    const seen: AccountEvent[] = [];
    const unsubscribe = t.ctx.events.subscribe({ name: 'test', on: (event) => void seen.push(event) });
    // A failing subscriber is logged; the change and the other subscribers go on.
    const unsubscribeBroken = t.ctx.events.subscribe({
      name: 'broken',
      on: () => {
        throw new Error('subscriber bug');
      },
    });
    try {
      const u = await trade.demoUser();
      await trade.setPrice('EURUSD', 1.08763);
      const position = await trade.submit(u.token, trade.marketOrder(1));
      expect(position.code).toBe(1);
      expect((await trade.setStopLoss(u.token, position.data.Id, '1.08')).code).toBe(1);
      const limit = await trade.submit(u.token, trade.marketOrder(1, { status: 0, target_price: '1.08600' }));
      const other = await trade.submit(u.token, trade.marketOrder(1, { status: 0, target_price: '1.08000' }));
      expect((await trade.call(u.token, '/v1/api/forex/cancel_trade', { id: other.data.Id })).code).toBe(1);
      await trade.setPrice('EURUSD', 1.0858);
      await trade.engineIdle();
      expect((await trade.call(u.token, '/v1/api/forex/close', { id: position.data.Id })).code).toBe(1);
      const mine = seen.filter((e) => e.kind === 'order' && e.order.userId === u.id);
      expect(mine.map((e) => e.kind === 'order' && [e.change, e.order.id, e.order.status])).toEqual([
        ['opened', position.data.Id, 1],
        ['stops_changed', position.data.Id, 1],
        ['placed', limit.data.Id, 0],
        ['placed', other.data.Id, 0],
        ['cancelled', other.data.Id, 3],
        ['filled', limit.data.Id, 1],
        ['closed', position.data.Id, 3],
      ]);
      const closed = mine.at(-1)!;
      expect(closed.kind === 'order' && closed.order.closeReason).toBe('manual');
      expect(closed.kind === 'order' && closed.balanceUsd).toBe(await trade.balanceOf(u.id));
    } finally {
      unsubscribe();
      unsubscribeBroken();
    }
  });
});

describe('the socket speaks only the contract (packages/contract socket.ts)', () => {
  it('every frame the server sends parses with the shared schemas, each topic and answer included', async () => {
    const u = await trade.demoUser();
    const ws = await t.app.injectWS('/v1/ws');
    const raw: string[] = [];
    ws.on('message', (d) => raw.push(d.toString()));
    const types = () => new Set(raw.map((r) => (JSON.parse(r) as { type: string }).type));
    const send = (message: unknown) =>
      ws.send(typeof message === 'string' ? message : JSON.stringify(message));
    send({ type: 'login', params: { token: u.token } });
    send({
      type: 'sub',
      params: ['DAY_MARKET', 'DAY_MARKET_BATCH', 'KLINE.EURUSD', 'FOREX_TRADE', 'FOREX_CLOSED'],
    });
    send({ type: 'sub', params: ['NOT_A_TOPIC'] });
    send({ type: 'ping' });
    send('{not json');
    send({ type: 'dance' });
    await waitFor(() => types().has('error') && types().has('pong') && types().has('sub_result'));
    await trade.setPrice('EURUSD', 1.08771);
    const opened = await trade.submit(u.token, trade.marketOrder(1));
    expect((await trade.call(u.token, '/v1/api/forex/close', { id: opened.data.Id })).code).toBe(1);
    await waitFor(
      () => types().has('FOREX_CLOSED') && types().has('FOREX_TRADE') && types().has('KLINE.EURUSD'),
    );
    send({ type: 'unsub', params: ['DAY_MARKET'] });
    send({ type: 'logout' });
    await waitFor(() => types().has('logout_result') && types().has('unsub_result'));
    ws.terminate();
    for (const text of raw) expect(parseServerFrame(JSON.parse(text)), text).toBeDefined();
    expect([...types()].sort()).toEqual(
      [
        'DAY_MARKET',
        'DAY_MARKET_BATCH',
        'FOREX_CLOSED',
        'FOREX_TRADE',
        'KLINE.EURUSD',
        'error',
        'login_result',
        'logout_result',
        'pong',
        'sub_result',
        'unsub_result',
      ].sort(),
    );
  });
});
