import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairs } from '../src/db/schema.js';
import { eq } from 'drizzle-orm';
import { body, buildTestApp, TEST_BACKFILL_BARS, type TestApp } from './helper.js';
import { drained, waitFor } from './wait.js';

interface Item {
  Id: number;
  Code: string;
  ShowCode: string;
  NameShowTrans: string;
  MarketStatus: number;
  PricePrecision: number;
  HasForexMultiple: { Value: number }[];
  ForexQuotations: { Close: number; Open: number; Change: number; Bid: number; Ask: number };
}
interface Point {
  Time: number;
  Open: number;
  High: number;
  Low: number;
  Close: number;
}

let t: TestApp;
let list: Item[];
beforeAll(async () => {
  t = await buildTestApp();
  list = body<Item[]>(await t.app.inject({ url: '/v1/api/forex/trade_list' })).data;
});
afterAll(() => t.close());

const byCode = (code: string) => {
  const item = list.find((i) => i.Code === code);
  if (!item) throw new Error(`no ${code}`);
  return item;
};

describe('instruments (DESIGN §4, SPEC §3 trade pair)', () => {
  it('seeds the 12 pairs with every SPEC field and a live quote', () => {
    expect(list.map((i) => i.Code)).toEqual([
      'EURUSD',
      'GBPUSD',
      'USDJPY',
      'AUDUSD',
      'USDCHF',
      'USDCAD',
      'NZDUSD',
      'EURGBP',
      'EURJPY',
      'GBPJPY',
      'XAUUSD',
      'XAGUSD',
    ]);
    const eur = byCode('EURUSD');
    expect(eur).toMatchObject({
      ShowCode: 'EUR/USD',
      MarketStatus: 1,
      PricePrecision: 5,
      Pip: 0.01,
      ForexMinCont: 0.01,
      ForexContNum: 100000,
    });
    expect(eur.HasForexMultiple.map((m) => m.Value)).toEqual([10, 20, 50, 100, 200, 500]);
    expect(eur.ForexQuotations.Close).toBeGreaterThan(0.5);
    expect(eur.ForexQuotations.Ask).toBeGreaterThan(eur.ForexQuotations.Bid);
    expect(byCode('USDJPY').PricePrecision).toBe(3);
    expect(byCode('XAUUSD').PricePrecision).toBe(2);
  });

  it('translates names by the lang header and searches code, show code and name', async () => {
    const hk = body<Item[]>(
      await t.app.inject({ url: '/v1/api/forex/trade_list', headers: { lang: 'hk' } }),
    ).data;
    expect(hk.find((i) => i.Code === 'EURUSD')?.NameShowTrans).toBe('歐元 / 美元');
    const search = async (q: string, lang = 'en') =>
      body<Item[]>(
        await t.app.inject({
          url: `/v1/api/forex/trade_list?searchCurrency=${encodeURIComponent(q)}`,
          headers: { lang },
        }),
      ).data.map((i) => i.Code);
    expect(await search('eur/u')).toEqual(['EURUSD']);
    expect(await search('jpy')).toEqual(['USDJPY', 'EURJPY', 'GBPJPY']);
    expect(await search('gold')).toEqual(['XAUUSD']);
    expect(await search('黃金', 'hk')).toEqual(['XAUUSD']);
    expect(await search('zzz')).toEqual([]);
  });

  it('lists categories in the caller language', async () => {
    const cats = body<{ Code: string; Name: string }[]>(
      await t.app.inject({ url: '/v1/api/forex/getCategories', headers: { lang: 'de' } }),
    ).data;
    expect(cats.map((c) => c.Code)).toEqual(['majors', 'crosses', 'metals']);
    expect(cats[2]?.Name).toBe('Edelmetalle');
  });

  it('an admin switch closes a pair: MarketStatus 0 and its ticks are ignored', async () => {
    const eur = byCode('EURUSD');
    await t.ctx.db.update(pairs).set({ enabled: 0 }).where(eq(pairs.code, 'EURUSD'));
    t.ctx.market.setPairs(await t.ctx.db.select().from(pairs));
    await t.market.ingest([
      { code: 'EURUSD', bid: 1.2, ask: 1.20012, timeMs: t.clock.now().getTime(), volume: 1 },
    ]);
    const closed = body<Item[]>(await t.app.inject({ url: '/v1/api/forex/trade_list?searchCurrency=EURUSD' }))
      .data[0];
    expect(closed?.MarketStatus).toBe(0);
    expect(closed?.ForexQuotations.Close).toBe(eur.ForexQuotations.Close);
    await t.ctx.db.update(pairs).set({ enabled: 1 }).where(eq(pairs.code, 'EURUSD'));
    t.ctx.market.setPairs(await t.ctx.db.select().from(pairs));
  });
});

describe('klines (SPEC §7 kline, abbreviated_cache_kline; DESIGN §4)', () => {
  it('serves backfilled history ascending, continuous with the live price', async () => {
    const eur = byCode('EURUSD');
    for (const period of ['1min', '5min', '15min', '30min', '60min', '1day']) {
      const bars = body<Point[]>(
        await t.app.inject({ url: `/v1/api/forex/kline?forex_id=${eur.Id}&period=${period}` }),
      ).data;
      expect(bars.length).toBeGreaterThanOrEqual(TEST_BACKFILL_BARS);
      for (let i = 1; i < bars.length; i++) expect(bars[i]!.Time).toBeGreaterThan(bars[i - 1]!.Time);
      for (const b of bars) expect(b.Low).toBeLessThanOrEqual(Math.min(b.Open, b.Close));
      expect(bars.at(-1)?.Close).toBe(eur.ForexQuotations.Close);
    }
  });

  it('ticks move the quote and the open bar; a new minute opens a new bar', async () => {
    const eur = byCode('EURUSD');
    const url = `/v1/api/forex/kline?forex_id=${eur.Id}&period=1min`;
    const before = body<Point[]>(await t.app.inject({ url })).data;
    const now = t.clock.now().getTime();
    const nextMinute = (Math.floor(now / 60_000) + 1) * 60_000;
    const price = Number((eur.ForexQuotations.Close + 0.0005).toFixed(5));
    await t.market.ingest([
      { code: 'EURUSD', bid: price, ask: price + 0.00012, timeMs: nextMinute + 1_000, volume: 3 },
    ]);
    const after = body<Point[]>(await t.app.inject({ url })).data;
    expect(after.at(-1)).toMatchObject({ Time: nextMinute / 1000, Open: price, Close: price });
    expect(after.length === before.length || after.length === before.length + 1).toBe(true);
    const quote = body<Item[]>(await t.app.inject({ url: '/v1/api/forex/trade_list?searchCurrency=EURUSD' }))
      .data[0];
    expect(quote?.ForexQuotations.Close).toBe(price);
    const mini = body<Point[]>(
      await t.app.inject({ url: `/v1/api/forex/abbreviated_cache_kline?forex_id=${eur.Id}&period=60min` }),
    ).data;
    expect(mini.length).toBeLessThanOrEqual(48);
    expect(mini.at(-1)?.Close).toBe(price);
  });

  it('bars survive a restart: flushed bars are read back', async () => {
    const eur = byCode('EURUSD');
    await t.market.flush();
    const stored = await import('../src/modules/market/market.repository.js').then((m) =>
      m.loadBars(t.ctx.db, eur.Id, '1min', 2),
    );
    expect(stored.at(-1)?.close).toBe(t.ctx.market.openBar('EURUSD', '1min')?.close);
  });

  it('refuses an unknown forex_id and a bad period with clear messages', async () => {
    const unknown = body(
      await t.app.inject({ url: '/v1/api/forex/kline?forex_id=9999&period=1min', headers: { lang: 'en' } }),
    );
    expect(unknown).toMatchObject({ code: 1200, msg: 'This product does not exist' });
    const bad = body(
      await t.app.inject({
        url: `/v1/api/forex/kline?forex_id=${byCode('EURUSD').Id}&period=2min`,
        headers: { lang: 'en' },
      }),
    );
    expect(bad.code).toBe(1001);
    expect(bad.msg).toContain('1min, 5min');
    expect(body(await t.app.inject({ url: '/v1/api/forex/kline?forex_id=abc&period=1min' })).code).toBe(1001);
  });

  it('serves a local SVG logo per pair', async () => {
    const res = await t.app.inject({ url: '/logos/EURUSD.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('EUR');
  });
});

describe('socket /v1/ws with market topics (DESIGN §8)', () => {
  it('streams DAY_MARKET, DAY_MARKET_BATCH and KLINE.{code} after sub; pong for ping', async () => {
    const ws = await t.app.injectWS('/v1/ws');
    const frames: { type: string; data?: unknown; code?: number }[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(data.toString())));
    ws.send(JSON.stringify({ type: 'ping' }));
    ws.send(JSON.stringify({ type: 'sub', params: ['DAY_MARKET', 'DAY_MARKET_BATCH', 'KLINE.GBPUSD'] }));
    await waitFor(() => ['pong', 'sub_result'].every((type) => frames.some((f) => f.type === type)));
    const gbp = byCode('GBPUSD');
    const bid = Number((gbp.ForexQuotations.Close + 0.0001).toFixed(5));
    await t.market.ingest([
      { code: 'GBPUSD', bid, ask: bid + 0.00015, timeMs: t.clock.now().getTime() + 120_000, volume: 1 },
    ]);
    await drained(ws);
    expect(frames.find((f) => f.type === 'sub_result')?.code).toBe(1);
    expect(frames.find((f) => f.type === 'DAY_MARKET')?.data).toMatchObject({
      symbol: 'GBPUSD',
      quotation: { close: bid },
    });
    expect(frames.find((f) => f.type === 'DAY_MARKET_BATCH')?.data).toEqual([
      expect.objectContaining({ symbol: 'GBPUSD' }),
    ]);
    const periods = frames
      .filter((f) => f.type === 'KLINE.GBPUSD')
      .map((f) => (f.data as { kline: { Period: string } }).kline.Period);
    expect(periods.sort()).toEqual(['15min', '1day', '1min', '30min', '5min', '60min']);
    ws.terminate();
  });

  it('login with a bad token answers another code; with a real token 1', async () => {
    const demo = body<{ token: string }>(
      await t.app.inject({ url: '/api/user/createAccountDemoForU?demo_id=socket-test-1' }),
    );
    const ws = await t.app.injectWS('/v1/ws');
    const frames: { type: string; code?: number }[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(data.toString())));
    ws.send(JSON.stringify({ type: 'login', params: { token: 'nope' } }));
    ws.send(JSON.stringify({ type: 'login', params: { token: demo.data.token } }));
    await waitFor(() => frames.filter((f) => f.type === 'login_result').length === 2, 'two login answers');
    expect(frames.filter((f) => f.type === 'login_result').map((f) => f.code)).toEqual([999, 1]);
    ws.terminate();
  });
});
