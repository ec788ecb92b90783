import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.js';
import { CHANNELS } from '../src/realtime/bus.js';
import { body, buildTestApp, type TestApp } from './helper.js';
import { tradingKit } from './trading-helpers.js';
import { waitFor } from './wait.js';

/**
 * Issue 14 §7: during a failover the API node kept filling market orders at quotes up to 3.1 s
 * old and /healthz said the feed was "up". Every node now refuses market orders, client closes
 * and pending fills when it has heard nothing from the feed (ticks or the leader's heartbeat)
 * for PRICE_STALE_MS, and after such a gap deals a pair again only once that pair has ticked.
 * Here the feed is stopped: no tick arrives while the fake clock moves on.
 */
let t: TestApp;
const trade = tradingKit(() => t);
beforeAll(async () => {
  t = await buildTestApp({}, { PRICE_STALE_MS: '2000' });
  await t.market.listen();
  await trade.setPrice('EURUSD', 1.08763);
});
afterAll(() => t.close());

const health = async () => {
  const res = await t.app.inject({ url: '/healthz' });
  return {
    http: res.statusCode,
    report: body<{ status: string; feed: { status: string; last_heard_age_ms: number } }>(res).data,
  };
};

/** The feed falls silent for `ms` (the fake clock moves, no tick or heartbeat arrives). */
const silence = (ms: number) => t.clock.advance(ms);

describe('stale-price guard (PRICE_STALE_MS = 2 s)', () => {
  it('market orders and closes are refused after 2 s without feed news; pending orders may still be placed', async () => {
    const u = await trade.demoUser();
    await trade.setPrice('EURUSD', 1.0877);
    expect((await trade.submit(u.token, trade.marketOrder(1))).code).toBe(1);
    const [position] = (await trade.myDeal(u.token, 1)).data;

    silence(1_900);
    expect((await health()).report.status).toBe('up');
    silence(200);
    const refused = await trade.submit(u.token, trade.marketOrder(1), { lang: 'fr' });
    expect(refused.code).toBe(1904);
    expect(refused.msg).toMatch(/prix ne sont pas à jour/);
    expect((await trade.call(u.token, '/v1/api/forex/close', { id: position!.Id })).code).toBe(1904);
    expect((await trade.myDeal(u.token, 1)).data).toHaveLength(1);
    const pending = await trade.submit(u.token, { ...trade.marketOrder(1), status: 0, target_price: '1.05' });
    expect(pending.code).toBe(1);

    const { http, report } = await health();
    expect(http).toBe(200);
    expect(report.status).toBe('degraded');
    expect(report.feed.status).toBe('stale');
    expect(report.feed.last_heard_age_ms).toBeGreaterThan(2_000);

    // The feed comes back: dealing resumes at once.
    await trade.setPrice('EURUSD', 1.0878);
    expect((await health()).report.status).toBe('up');
    expect((await trade.call(u.token, '/v1/api/forex/close', { id: position!.Id })).code).toBe(1);
  });

  const heartbeat = async () => {
    await t.ctx.bus.publish(CHANNELS.heartbeat, String(t.clock.now().getTime()));
    // The bus delivers the beat on a later turn: wait for the node to have heard it.
    await waitFor(async () => (await health()).report.status === 'up', 'healthz up after the heartbeat');
  };

  it('the leader heartbeat keeps a quiet market live on every node', async () => {
    const u = await trade.demoUser();
    await trade.setPrice('EURUSD', 1.0881);
    for (let beat = 0; beat < 3; beat++) {
      silence(1_500);
      await heartbeat();
    }
    // 4.5 s without a EURUSD tick, but the feed was never silent for 2 s: the quote is current.
    expect((await trade.submit(u.token, trade.marketOrder(2))).code).toBe(1);
  });

  it('after a gap a pair deals again only once it ticks, not on the new leader’s heartbeat or another pair’s tick', async () => {
    const u = await trade.demoUser();
    await trade.setPrice('EURUSD', 1.0882);
    silence(5_000); // the leader died; a standby takes over
    expect((await trade.submit(u.token, trade.marketOrder(1))).code).toBe(1904);
    await heartbeat();
    expect((await trade.submit(u.token, trade.marketOrder(1))).code).toBe(1904);
    await trade.setPrice('GBPUSD', 1.2702);
    const cable = await trade.submit(u.token, trade.marketOrder(1, { forex_id: trade.pairId('GBPUSD') }));
    expect(cable.code).toBe(1);
    expect((await trade.submit(u.token, trade.marketOrder(1))).code).toBe(1904);
    await trade.setPrice('EURUSD', 1.0883);
    expect((await trade.submit(u.token, trade.marketOrder(1))).code).toBe(1);
    expect((await trade.call(u.token, '/v1/api/forex/close', { id: cable.data.Id })).code).toBe(1);
  });

  it('after a gap a cross deals again only once its USD conversion rate ticked too (EURJPY needs USDJPY)', async () => {
    const u = await trade.demoUser();
    await trade.setPrice('USDJPY', 151.21);
    await trade.setPrice('EURJPY', 164.52);
    const eurjpy = { forex_id: trade.pairId('EURJPY') };
    const opened = await trade.submit(u.token, trade.marketOrder(1, eurjpy));
    expect(opened.code).toBe(1);

    silence(5_000); // the leader died; the new leader's first EURJPY tick arrives, USDJPY is quiet
    await heartbeat();
    await trade.setPrice('EURJPY', 164.61);
    expect(t.ctx.market.quoteInCurrentRun('EURJPY')).toBe(true);
    // The margin, the fee and the P&L would become USD at the USDJPY bid from before the gap.
    const refused = await trade.submit(u.token, trade.marketOrder(1, eurjpy), { lang: 'de' });
    expect(refused.code).toBe(1904);
    expect(refused.msg).toMatch(/Kurse sind gerade nicht aktuell/);
    const close = () => trade.call(u.token, '/v1/api/forex/close', { id: opened.data.Id });
    expect((await close()).code).toBe(1904);
    expect((await trade.myDeal(u.token, 1)).data.map((o) => o.Id)).toEqual([opened.data.Id]);

    await trade.setPrice('USDJPY', 151.34);
    expect((await trade.submit(u.token, trade.marketOrder(1, eurjpy))).code).toBe(1);
    expect((await close()).code).toBe(1);

    // A halted USDJPY gets no ticks: its frozen rate converts as before, gap or not.
    const usdjpy = t.ctx.market.pairByCode('USDJPY')!;
    t.ctx.market.setPairs([{ ...usdjpy, enabled: 0 }]);
    try {
      silence(5_000);
      await heartbeat();
      await trade.setPrice('EURJPY', 164.66);
      expect((await trade.submit(u.token, trade.marketOrder(1, eurjpy))).code).toBe(1);
    } finally {
      t.ctx.market.setPairs([usdjpy]);
    }
  });

  it('a batch this node reads late counts from when the leader sent it, not from when it was read', async () => {
    const u = await trade.demoUser();
    await trade.setPrice('EURUSD', 1.0884);
    const sentAt = t.clock.now().getTime() + 100;
    silence(1_900); // this node's event loop was busy: the leader's batch below waited on the bus
    await t.ctx.bus.publish(
      CHANNELS.ticks,
      JSON.stringify({ origin: 'the-leader', sentAt, ticks: [['EURUSD', 1.0885, 1.08865, sentAt, 1]] }),
    );
    await waitFor(() => t.ctx.market.quote('EURUSD')?.bid === 1.0885, "the leader's batch applied");
    silence(400); // 2.2 s after the leader sent its last batch, 0.4 s after it was read here
    expect((await trade.submit(u.token, trade.marketOrder(1))).code).toBe(1904);
  });

  it('a pending fill is refused while prices are stale; the order stays pending', async () => {
    const u = await trade.demoUser();
    await trade.setPrice('EURUSD', 1.0879);
    const placed = await trade.submit(u.token, trade.marketOrder(1, { status: 0, target_price: '1.06' }));
    expect(placed.code).toBe(1);
    const [order] = (await trade.myDeal(u.token, 0)).data;
    silence(3_000);
    await expect(t.ctx.trading.service.fill(u.id, order!.Id)).rejects.toMatchObject({ code: 1904 });
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, order!.Id));
    expect(row!.status).toBe(0);
  });
});
