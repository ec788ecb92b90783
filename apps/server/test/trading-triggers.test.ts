import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, ledgerEntries } from '../src/db/schema.js';
import { type TestApp } from './helper.js';
import { withTradingApp } from './trading-helpers.js';

let t: TestApp;
const trade = withTradingApp(['EURUSD'], (app) => (t = app));

describe('triggers see every tick of a batch (DESIGN §5: SL/TP checked on every tick)', () => {
  it('a spike inside one batch that crosses a stop loss and comes back closes at the crossing tick', async () => {
    const u = await trade.demoUser();
    const opened = await trade.submit(u.token, trade.marketOrder(1, { stop_loss_price: '1.08500' }));
    expect(opened.data.OriginPrice).toBe(1.08775);
    const before = Number(await trade.balanceOf(u.id));
    // The batch ends at 1.08760, above the stop: only the middle tick touches it.
    await trade.feedBatch('EURUSD', [1.0862, 1.0849, 1.0876]);
    const history = await trade.myDeal(u.token, 3);
    expect(history.data[0]).toMatchObject({
      Id: opened.data.Id,
      CloseReason: 'stop_loss',
      ClosePrice: 1.0849,
    });
    // (1.08490 − 1.08775) × 10,000 = −28.5 USD, booked at the crossing tick, not the batch's last.
    expect(history.data[0]!.FactProfits).toBe(-28.5);
    expect(Number(await trade.balanceOf(u.id))).toBeCloseTo(before - 28.5, 6);
    await trade.expectLedgerBalanced(u.id);
  });

  it("a short whose take profit is touched inside a batch closes at that tick's ask", async () => {
    const u = await trade.demoUser();
    await trade.setPrice('EURUSD', 1.08763);
    const opened = await trade.submit(u.token, trade.marketOrder(2, { target_profit_price: '1.08600' }));
    await trade.feedBatch('EURUSD', [1.087, 1.0858, 1.0877]); // the middle tick's ask 1.08592 ≤ 1.086
    const history = await trade.myDeal(u.token, 3);
    expect(history.data[0]).toMatchObject({
      Id: opened.data.Id,
      CloseReason: 'take_profit',
      ClosePrice: 1.08592,
    });
    // (1.08763 − 1.08592) × 10,000 = 17.1 USD.
    expect(history.data[0]!.FactProfits).toBeCloseTo(17.1, 6);
  });

  it('a pending buy limit touched only inside a batch fills at its target', async () => {
    const u = await trade.demoUser();
    const limit = await trade.submit(u.token, trade.marketOrder(1, { status: 0, target_price: '1.08600' }));
    await trade.feedBatch('EURUSD', [1.087, 1.0858, 1.0876]);
    const holding = await trade.myDeal(u.token, 1);
    expect(holding.data.map((o) => [o.Id, o.OriginPrice])).toEqual([[limit.data.Id, 1.086]]);
    expect((await trade.myDeal(u.token, 0)).total).toBe(0);
  });
});

describe('ledger entries name who booked them (wallet issue: actor)', () => {
  it('the client for their own orders and closes; the engine for fills, stops and protection', async () => {
    const u = await trade.demoUser();
    await trade.setPrice('EURUSD', 1.08763);
    const stopped = await trade.submit(u.token, trade.marketOrder(1, { stop_loss_price: '1.08500' }));
    const manual = await trade.submit(u.token, trade.marketOrder(1));
    const pending = await trade.submit(u.token, trade.marketOrder(1, { status: 0, target_price: '1.08600' }));
    expect((await trade.call(u.token, '/v1/api/forex/close', { id: manual.data.Id })).code).toBe(1);
    await trade.feedBatch('EURUSD', [1.0858, 1.0849]);
    const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.userId, u.id));
    const rows = await t.ctx.db
      .select({ kind: ledgerEntries.kind, refId: ledgerEntries.refId, actor: ledgerEntries.actor })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, account!.id), eq(ledgerEntries.refType, 'order')))
      .orderBy(asc(ledgerEntries.id));
    const me = `user:${u.id}`;
    expect(rows).toEqual([
      { kind: 'fee', refId: String(stopped.data.Id), actor: me },
      { kind: 'fee', refId: String(manual.data.Id), actor: me },
      { kind: 'realized_pnl', refId: String(manual.data.Id), actor: me },
      { kind: 'fee', refId: String(pending.data.Id), actor: 'engine' },
      { kind: 'realized_pnl', refId: String(stopped.data.Id), actor: 'engine' },
    ]);
    await trade.expectLedgerBalanced(u.id);
  });
});
