import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, orders } from '../src/db/schema.js';
import { sweepIdempotencyKeys } from '../src/modules/trading/idempotency.js';
import { body, type TestApp } from './helper.js';
import { type Order, withTradingApp } from './trading-helpers.js';

let t: TestApp;
const trade = withTradingApp(['EURUSD'], (app) => (t = app));

let keySeq = 0;
const newKey = () => `key-${Date.now()}-${++keySeq}`;

async function closeWithKey(token: string, id: number, key: string) {
  return body<Order>(
    await t.app.inject({
      method: 'POST',
      url: '/v1/api/forex/close',
      payload: { id },
      headers: { authorization: token, lang: 'en', 'idempotency-key': key },
    }),
  );
}

const ordersOf = async (userId: number) => t.ctx.db.select().from(orders).where(eq(orders.userId, userId));

describe('Idempotency-Key: the answer commits with the change and keys expire', () => {
  it('a crash right after the order commits still answers the retry with that order, not a second one', async () => {
    const u = await trade.demoUser();
    const key = newKey();
    const service = t.ctx.trading.service;
    const submitOrder = service.submit.bind(service);
    // The process "dies" between the commit and the reply: the change commits, then it throws.
    // (An event subscriber that throws no longer can: the events are told apart from the reply.)
    service.submit = async (...args) => {
      await submitOrder(...args);
      throw new Error('crash after commit');
    };
    let first;
    try {
      first = await t.app.inject({
        method: 'POST',
        url: '/v1/api/forex/submit',
        payload: trade.marketOrder(1),
        headers: { authorization: u.token, lang: 'en', 'idempotency-key': key },
      });
    } finally {
      service.submit = submitOrder;
    }
    expect(first.statusCode).toBe(500);
    const placed = await ordersOf(u.id);
    expect(placed).toHaveLength(1);
    const retry = await trade.submit(u.token, trade.marketOrder(1), { 'idempotency-key': key });
    expect(retry.code).toBe(1);
    expect(retry.data.Id).toBe(placed[0]!.id);
    expect(await ordersOf(u.id)).toHaveLength(1);
    await trade.expectLedgerBalanced(u.id);
  });

  it('a key whose first request never answered is refused for 60 s, then acts', async () => {
    const u = await trade.demoUser();
    const key = newKey();
    await t.ctx.db.insert(idempotencyKeys).values({ userId: u.id, key, route: 'submit' });
    expect((await trade.submit(u.token, trade.marketOrder(1), { 'idempotency-key': key })).code).toBe(1310);
    expect(await ordersOf(u.id)).toHaveLength(0);
    await t.ctx.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(and(eq(idempotencyKeys.userId, u.id), eq(idempotencyKeys.key, key)));
    const acted = await trade.submit(u.token, trade.marketOrder(1), { 'idempotency-key': key });
    expect(acted.code).toBe(1);
    const again = await trade.submit(u.token, trade.marketOrder(1), { 'idempotency-key': key });
    expect(again.data.Id).toBe(acted.data.Id);
    expect(await ordersOf(u.id)).toHaveLength(1);
  });

  it('the sweep deletes keys older than a day and keeps newer ones', async () => {
    const u = await trade.demoUser();
    const [oldKey, newOne] = [newKey(), newKey()];
    await t.ctx.db.insert(idempotencyKeys).values([
      { userId: u.id, key: oldKey, route: 'submit', createdAt: sql`now() - interval '25 hours'` },
      { userId: u.id, key: newOne, route: 'submit' },
    ]);
    expect(await sweepIdempotencyKeys(t.ctx.db)).toBeGreaterThanOrEqual(1);
    const left = await t.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, u.id));
    expect(left.map((r) => r.key)).toEqual([newOne]);
  });

  it('a retried close returns the first close instead of "already closed", and books once', async () => {
    const u = await trade.demoUser();
    const opened = await trade.submit(u.token, trade.marketOrder(1));
    const key = newKey();
    const first = await closeWithKey(u.token, opened.data.Id, key);
    expect(first.data).toMatchObject({ Status: 3, CloseReason: 'manual' });
    const retry = await closeWithKey(u.token, opened.data.Id, key);
    expect(retry.code).toBe(1);
    expect(retry.data).toEqual(first.data);
    await trade.expectLedgerBalanced(u.id);
  });

  it('two concurrent closes with one key book the position once; neither reports a failure of the close', async () => {
    const u = await trade.demoUser();
    const opened = await trade.submit(u.token, trade.marketOrder(1));
    const before = Number(await trade.balanceOf(u.id));
    const key = newKey();
    const answers = await Promise.all([
      closeWithKey(u.token, opened.data.Id, key),
      closeWithKey(u.token, opened.data.Id, key),
    ]);
    // One acts; the other gets the same answer or "still in progress" — never a second booking.
    expect(answers.some((a) => a.code === 1)).toBe(true);
    for (const a of answers) expect([1, 1310]).toContain(a.code);
    const history = await trade.myDeal(u.token, 3);
    expect(history.total).toBe(1);
    expect(Number(await trade.balanceOf(u.id))).toBeCloseTo(before + history.data[0]!.FactProfits, 6);
    await trade.expectLedgerBalanced(u.id);
  });
});

describe('my_deal history total (SPEC §7 all_fact_profits)', () => {
  it('sums the realized P&L of every closed order, not only the page shown', async () => {
    const u = await trade.demoUser();
    for (let i = 0; i < 22; i++) {
      const opened = await trade.submit(u.token, trade.marketOrder(1, { cont: '0.01' }));
      await trade.setPrice('EURUSD', 1.08763 + (i % 3) * 0.0001);
      await closeWithKey(u.token, opened.data.Id, newKey());
    }
    const page1 = await trade.myDeal(u.token, 3);
    expect(page1.total).toBe(22);
    expect(page1.data).toHaveLength(20);
    const rows = await ordersOf(u.id);
    const everyPage = rows.reduce((sum, r) => sum + Number(r.realizedPnl), 0);
    const firstPage = page1.data.reduce((sum, o) => sum + o.FactProfits, 0);
    expect(Math.abs(everyPage - firstPage)).toBeGreaterThan(0.01);
    expect(page1.all_fact_profits).toBeCloseTo(everyPage, 6);
    await trade.setPrice('EURUSD', 1.08763);
  });
});
