import fc from 'fast-check';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, ledgerEntries, orders } from '../src/db/schema.js';
import { AppError } from '../src/http/errors.js';
import { buildTestApp, type TestApp } from './helper.js';
import { setPrice } from './trading-helpers.js';

interface Scenario {
  orders: { account: number; side: 1 | 2; lots: number; leverage: number; slPips: number; tpPips: number }[];
  path: number[];
}

const scenario: fc.Arbitrary<Scenario> = fc.record({
  orders: fc.array(
    fc.record({
      account: fc.integer({ min: 0, max: 2 }),
      side: fc.constantFrom(1 as const, 2 as const),
      lots: fc.integer({ min: 1, max: 300 }),
      leverage: fc.constantFrom(50, 100, 200, 500),
      slPips: fc.integer({ min: 0, max: 150 }),
      tpPips: fc.integer({ min: 0, max: 150 }),
    }),
    { minLength: 1, maxLength: 8 },
  ),
  // Pip moves per tick: a random walk wide enough to hit stops, targets and stop-outs.
  path: fc.array(fc.integer({ min: -60, max: 60 }), { minLength: 3, maxLength: 12 }),
});

const START = 1.08763;

/** Runs one scenario on demo accounts and returns each account's ledger (kind, amount). */
async function run(t: TestApp, s: Scenario, tag: string): Promise<string[][]> {
  // A new hour per scenario: demo creation is rate-limited per IP per hour.
  t.clock.advance(3_600_000);
  await setPrice(t, 'EURUSD', START);
  const eur = t.ctx.market.pairByCode('EURUSD')!;
  const users: { id: number; token: string }[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await t.app.inject({ url: `/api/user/createAccountDemoForU?demo_id=${tag}-${i}` });
    const data = (res.json() as { data: { token: string; user: { id: number } } }).data;
    users.push({ id: data.user.id, token: data.token });
  }
  for (const o of s.orders) {
    const user = users[o.account]!;
    const pip = 0.0001;
    const ref = o.side === 1 ? START : START + 0.00012;
    await t.ctx.trading.service
      .submit(
        { id: user.id, sessionId: 0, isDemo: true },
        {
          type: o.side,
          cont: (o.lots / 100).toFixed(2),
          forex_id: eur.id,
          status: 1,
          multiple: o.leverage,
          target_price: undefined,
          stop_loss_price: o.slPips ? (ref + (o.side === 1 ? -1 : 1) * o.slPips * pip).toFixed(5) : undefined,
          target_profit_price: o.tpPips
            ? (ref + (o.side === 1 ? 1 : -1) * o.tpPips * pip).toFixed(5)
            : undefined,
        },
      )
      .catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
      });
  }
  const engine = t.ctx.trading.engine!;
  let price = START;
  for (const move of s.path) {
    price = Math.max(0.5, price + move * 0.0001);
    await setPrice(t, 'EURUSD', price);
    await engine.idle();
    await engine.revalueNow();
    await engine.idle();
    for (const user of users) await checkAccount(t, user.id);
  }
  const ledgers: string[][] = [];
  for (const user of users) {
    const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.userId, user.id));
    const rows = await t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, account!.id))
      .orderBy(asc(ledgerEntries.id));
    ledgers.push(rows.map((r) => `${r.kind}:${r.amount}`));
  }
  await setPrice(t, 'EURUSD', START);
  return ledgers;
}

/** DESIGN §5/§6 invariants for one account after a tick has been fully processed. */
async function checkAccount(t: TestApp, userId: number): Promise<void> {
  const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.userId, userId));
  const [sum] = await t.ctx.db
    .select({ s: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, account!.id));
  expect(Number(sum!.s)).toBeCloseTo(Number(account!.balance), 9);
  expect(Number(account!.balance)).toBeGreaterThanOrEqual(0);
  const open = await t.ctx.db.select().from(orders).where(eq(orders.accountId, account!.id));
  const live = open.filter((o) => o.status === 1);
  if (live.length > 0) {
    const snap = await t.ctx.trading.service.snapshot(userId);
    // No account with open positions sits at or below the stop-out level (50%).
    expect(Number(snap.metrics.riskRatePercent)).toBeGreaterThan(50);
  }
  const negatives = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.accountId} = ${account!.id} and ${ledgerEntries.balanceAfter} < 0`);
  const protections = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(
      sql`${ledgerEntries.accountId} = ${account!.id} and ${inArray(ledgerEntries.kind, ['negative_balance_reset'])}`,
    );
  // A balance below zero only ever appears right before its protection entry.
  expect(negatives[0]!.n).toBeLessThanOrEqual(protections[0]!.n);
}

describe('dealing engine properties (DESIGN §5)', () => {
  it('random orders and price paths: no account left below stop-out, Σ ledger = balance, never negative', async () => {
    const t = await buildTestApp();
    try {
      let n = 0;
      await fc.assert(
        fc.asyncProperty(scenario, async (s) => {
          await run(t, s, `prop-${++n}-${Date.now()}`);
        }),
        { numRuns: 8 },
      );
    } finally {
      await t.close();
    }
  }, 180_000);

  it('replaying the same scenario gives an identical ledger', async () => {
    const s = fc.sample(scenario, { numRuns: 1, seed: 42 })[0]!;
    const a = await buildTestApp();
    const b = await buildTestApp();
    try {
      const first = await run(a, s, 'replay');
      const second = await run(b, s, 'replay');
      expect(second).toEqual(first);
      expect(first.flat().length).toBeGreaterThan(3);
    } finally {
      await a.close();
      await b.close();
    }
  }, 120_000);
});
