import { equityDays } from '@fxdesk/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, copyTraders, orders, traderDays } from '../src/db/schema.js';
import { seedDemoTraders, STYLES } from '../src/modules/copy/demo-traders.js';
import { body, type TestApp } from './helper.js';
import { expectLedgerMatchesAccount, ledgerOfAccount } from './ledger-helpers.js';
import { withTradingApp } from './trading-helpers.js';

let t: TestApp;
withTradingApp(['EURUSD'], (app) => (t = app));

describe('demo traders (DESIGN §7: the ranking is alive on a fresh install)', () => {
  it('seeds 20 marked demo traders of every style with three weeks of closed trades, once', async () => {
    const started = Date.now();
    expect(await seedDemoTraders(t.ctx, 20)).toBe(20);
    const seedMs = Date.now() - started;
    expect(seedMs).toBeLessThan(20_000);
    expect(await seedDemoTraders(t.ctx, 20)).toBe(0);
    const traders = await t.ctx.db.select().from(copyTraders).where(eq(copyTraders.isDemo, true));
    expect(traders).toHaveLength(20);
    expect(new Set(traders.map((r) => r.style))).toEqual(new Set(Object.keys(STYLES)));

    const list = body<{
      data: { id: number; is_demo: boolean; total_trade_num: number; spark: number[] }[];
      total: number;
    }>(await t.app.inject({ url: '/api/follow/list?page=1' })).data;
    expect(list.total).toBe(20);
    expect(list.data.every((r) => r.is_demo && r.total_trade_num > 0)).toBe(true);
    expect(list.data.some((r) => r.spark.length > 5)).toBe(true);

    for (const trader of traders.slice(0, 5)) {
      // Every account's ledger sums to its balance, and the statistics equal a recomputation.
      await expectLedgerMatchesAccount(t, trader.userId);
      const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.userId, trader.userId));
      const entries = await ledgerOfAccount(t, account!.id);
      const expected = equityDays(
        entries.map((e) => ({
          day: e.createdAt.toISOString().slice(0, 10),
          kind: e.kind,
          amount: e.amount,
          balanceAfter: e.balanceAfter,
        })),
      );
      const kept = await t.ctx.db
        .select()
        .from(traderDays)
        .where(eq(traderDays.accountId, account!.id))
        .orderBy(asc(traderDays.day));
      expect(kept.map((d) => Number(d.twrIndex).toFixed(10))).toEqual(
        expected.map((d) => Number(d.twrIndex).toFixed(10)),
      );
      const closed = await t.ctx.db.select().from(orders).where(eq(orders.userId, trader.userId));
      expect(closed.length).toBeGreaterThan(0);
      const first = Math.min(...closed.map((o) => o.openedAt!.getTime()));
      expect(t.clock.now().getTime() - first).toBeGreaterThan(14 * 86_400_000);
    }

    // The trader page and the back-test have something to show at once.
    const id = list.data[0]!.id;
    const detail = body<{ equity: unknown[]; trades: unknown[]; max_drawdown: number }>(
      await t.app.inject({ url: `/api/follow/detail?id=${id}` }),
    ).data;
    expect(detail.equity.length).toBeGreaterThan(10);
    expect(detail.trades.length).toBeGreaterThan(0);
    const bt = body<{ equity: unknown[]; trades: number }>(
      await t.app.inject({ url: `/api/follow/backtest?trader_id=${id}&amount=5000&multiple=1&days=21` }),
    );
    expect(bt.code).toBe(1);
    expect(bt.data.trades + (bt.data as unknown as { skipped: number }).skipped).toBeGreaterThan(0);
  }, 60_000);
});
