import { backfillBars } from '@fxdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBars, upsertBars } from '../src/modules/market/market.repository.js';
import { BARS_IN_MEMORY } from '../src/modules/market/market-state.js';
import { SOCKET_LIMITS } from '../src/realtime/protocol.js';
import { body, buildTestApp, type TestApp } from './helper.js';

/** Bad input on the market calls and the socket (SPEC §7, STYLE habits 5 and 8). */

interface Point {
  Time: number;
  Close: number;
}

let t: TestApp;
let eurId: number;
beforeAll(async () => {
  t = await buildTestApp();
  eurId = t.ctx.market.pairByCode('EURUSD')!.id;
});
afterAll(() => t.close());

const get = async (url: string) => body<unknown>(await t.app.inject({ url, headers: { lang: 'en' } }));

describe('abbreviated_cache_kline and trade_list refuse bad input (SPEC §7)', () => {
  it('an unknown forex_id answers PAIR_NOT_FOUND; a bad period or id answers a validation error', async () => {
    const url = '/v1/api/forex/abbreviated_cache_kline';
    expect(await get(`${url}?forex_id=9999&period=60min`)).toMatchObject({
      code: 1200,
      msg: 'This product does not exist',
    });
    const badPeriod = await get(`${url}?forex_id=${eurId}&period=2h`);
    expect(badPeriod.code).toBe(1001);
    expect(badPeriod.msg).toContain('1min, 5min');
    expect((await get(`${url}?forex_id=-1&period=60min`)).code).toBe(1001);
    expect((await get(`${url}?period=60min`)).code).toBe(1001);
    expect((await get(`${url}?forex_id=${eurId}&period=60min`)).code).toBe(1);
  });

  it('searchCurrency is limited to 32 characters', async () => {
    expect((await get(`/v1/api/forex/trade_list?searchCurrency=${'e'.repeat(32)}`)).code).toBe(1);
    const long = await get(`/v1/api/forex/trade_list?searchCurrency=${'e'.repeat(33)}`);
    expect(long.code).toBe(1001);
    expect(long.data).toBeNull();
  });
});

describe('kline serves at least 500 bars (SPEC §7 kline)', () => {
  it('returns ≥ 500 bars oldest first, ending at the live price', async () => {
    const close = t.ctx.market.quote('EURUSD')!.close;
    const history = backfillBars({
      endBid: close,
      precision: 5,
      annualVolatility: 0.07,
      period: '1min',
      count: 700,
      endTimeMs: t.clock.now().getTime(),
      seed: 5,
    });
    // Stored bars win (the live open bar stays); the older ones fill in, as a first boot does.
    await upsertBars(
      t.ctx.db,
      history.map((b) => ({ pairId: eurId, period: '1min', ...b })),
      2000,
      { keepExisting: true },
    );
    t.ctx.market.setBars('EURUSD', '1min', await loadBars(t.ctx.db, eurId, '1min', BARS_IN_MEMORY));
    const bars = body<Point[]>(
      await t.app.inject({ url: `/v1/api/forex/kline?forex_id=${eurId}&period=1min` }),
    ).data;
    expect(bars.length).toBeGreaterThanOrEqual(500);
    for (let i = 1; i < bars.length; i++) expect(bars[i]!.Time).toBeGreaterThan(bars[i - 1]!.Time);
    expect(bars.at(-1)?.Close).toBe(close);
  });
});

describe('socket frame limits (DESIGN §8)', () => {
  it('a frame over 4 KiB closes the socket with 1009 (message too big)', async () => {
    const ws = await t.app.injectWS('/v1/ws');
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    const pad = 'x'.repeat(SOCKET_LIMITS.maxFrameBytes + 1);
    ws.send(JSON.stringify({ type: 'ping', params: pad }));
    expect(await closed).toBe(1009);
  });

  it('a frame at the limit is served', async () => {
    const ws = await t.app.injectWS('/v1/ws');
    // The server's first answer: a frame, or the socket closing.
    const answer = new Promise<string>((resolve) => {
      ws.once('message', (data) => resolve((JSON.parse(data.toString()) as { type: string }).type));
      ws.once('close', (code) => resolve(`closed with ${code}`));
    });
    const envelope = JSON.stringify({ type: 'ping', params: '' });
    ws.send(
      JSON.stringify({ type: 'ping', params: 'x'.repeat(SOCKET_LIMITS.maxFrameBytes - envelope.length) }),
    );
    expect(await answer).toBe('pong');
    ws.terminate();
  });
});
