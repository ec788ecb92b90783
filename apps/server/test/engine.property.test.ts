import fc from 'fast-check';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, ledgerEntries, orders } from '../src/db/schema.js';
import { AppError } from '../src/http/errors.js';
import { buildTestApp, type TestApp } from './helper.js';
import { ledgerOf } from './ledger-helpers.js';
import { setPrice } from './trading-helpers.js';

/** The pairs traded, where they start, and one pip of each. EURGBP converts through GBPUSD. */
const PAIRS = {
  EURUSD: { start: 1.08763, pip: 0.0001, digits: 5 },
  EURGBP: { start: 0.8536, pip: 0.0001, digits: 5 },
  USDJPY: { start: 151.237, pip: 0.01, digits: 3 },
  GBPUSD: { start: 1.27415, pip: 0.0001, digits: 5 },
} as const;
type Code = keyof typeof PAIRS;
const TRADED = ['EURUSD', 'EURGBP', 'USDJPY'] as const;

type Step =
  | {
      kind: 'order';
      account: number;
      pair: (typeof TRADED)[number];
      side: 1 | 2;
      lots: number;
      leverage: number;
      /** 0: market; otherwise a pending order this many pips from the market (sign: above/below). */
      pendingPips: number;
      slPips: number;
      tpPips: number;
    }
  | { kind: 'move'; pips: Record<Code, number> }
  | { kind: 'close' | 'cancel'; account: number; pick: number };

const ACCOUNTS = 3;
const account = fc.integer({ min: 0, max: ACCOUNTS - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      account,
      pair: fc.constantFrom(...TRADED),
      side: fc.constantFrom(1 as const, 2 as const),
      lots: fc.integer({ min: 1, max: 300 }),
      leverage: fc.constantFrom(50, 100, 200, 500),
      pendingPips: fc.oneof(fc.constant(0), fc.integer({ min: -25, max: 25 })),
      slPips: fc.integer({ min: 0, max: 150 }),
      tpPips: fc.integer({ min: 0, max: 150 }),
    }),
  },
  {
    weight: 4,
    // A random walk wide enough to hit targets, stops and stop-outs, conversion rate included.
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      pips: fc.record({
        EURUSD: fc.integer({ min: -60, max: 60 }),
        EURGBP: fc.integer({ min: -60, max: 60 }),
        USDJPY: fc.integer({ min: -60, max: 60 }),
        GBPUSD: fc.integer({ min: -40, max: 40 }),
      }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('close' as const), account, pick: fc.nat(20) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), account, pick: fc.nat(20) }) },
);
const scenario = fc.array(step, { minLength: 6, maxLength: 16 });

/** A fixed scenario: a buy limit 20 pips under the market cancelled, a yen position closed by hand. */
const COVERING: Step[] = [
  {
    kind: 'order',
    account: 0,
    pair: 'EURUSD',
    side: 1,
    lots: 10,
    leverage: 100,
    pendingPips: -20,
    slPips: 0,
    tpPips: 0,
  },
  { kind: 'cancel', account: 0, pick: 0 },
  {
    kind: 'order',
    account: 1,
    pair: 'USDJPY',
    side: 2,
    lots: 10,
    leverage: 100,
    pendingPips: 0,
    slPips: 0,
    tpPips: 0,
  },
  { kind: 'close', account: 1, pick: 0 },
];

const ignoreRefusals = (error: unknown) => {
  if (!(error instanceof AppError)) throw error;
};

async function placeOrder(t: TestApp, user: { id: number }, o: Extract<Step, { kind: 'order' }>) {
  const spec = PAIRS[o.pair];
  const quote = t.ctx.market.quote(o.pair)!;
  // SL/TP sit on the right side of the price the order fills or closes at (the close side for a
  // market order, the target for a pending one); wrong ones are refused, as a user's would be.
  const ref = o.pendingPips ? quote.bid + o.pendingPips * spec.pip : o.side === 1 ? quote.bid : quote.ask;
  const away = (pips: number, dir: number) =>
    pips ? (ref + dir * pips * spec.pip).toFixed(spec.digits) : undefined;
  const down = o.side === 1 ? -1 : 1;
  await t.ctx.trading.service
    .submit(
      { id: user.id, sessionId: 0, isDemo: true },
      {
        type: o.side,
        cont: (o.lots / 100).toFixed(2),
        forex_id: t.ctx.market.pairByCode(o.pair)!.id,
        status: o.pendingPips ? 0 : 1,
        multiple: o.leverage,
        target_price: o.pendingPips ? ref.toFixed(spec.digits) : undefined,
        stop_loss_price: away(o.slPips, down),
        target_profit_price: away(o.tpPips, -down),
      },
    )
    .catch(ignoreRefusals);
}

/** The user's close or cancel of one of their live orders (by position in id order). */
async function userAction(t: TestApp, user: { id: number }, s: Extract<Step, { kind: 'close' | 'cancel' }>) {
  const status = s.kind === 'close' ? 1 : 0;
  const mine = await t.ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, user.id), eq(orders.status, status)))
    .orderBy(asc(orders.id));
  const target = mine[s.pick % Math.max(1, mine.length)];
  if (!target) return;
  const service = t.ctx.trading.service;
  await (
    s.kind === 'close' ? service.close(user.id, target.id, 'manual') : service.cancel(user.id, target.id)
  ).catch(ignoreRefusals);
}

/** Runs one scenario on demo accounts and returns each account's ledger (kind, amount). */
async function run(t: TestApp, steps: Step[], tag: string): Promise<string[][]> {
  // A new hour per scenario: demo creation is rate-limited per IP per hour.
  t.clock.advance(3_600_000);
  const prices = Object.fromEntries(Object.entries(PAIRS).map(([c, p]) => [c, p.start])) as Record<
    Code,
    number
  >;
  for (const code of Object.keys(PAIRS) as Code[]) await setPrice(t, code, prices[code]);
  const users: { id: number; token: string }[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const res = await t.app.inject({ url: `/api/user/createAccountDemoForU?demo_id=${tag}-${i}` });
    const data = (res.json() as { data: { token: string; user: { id: number } } }).data;
    users.push({ id: data.user.id, token: data.token });
  }
  const engine = t.ctx.trading.engine!;
  for (const s of steps) {
    if (s.kind === 'order') await placeOrder(t, users[s.account]!, s);
    else if (s.kind === 'move') {
      for (const code of Object.keys(PAIRS) as Code[]) {
        if (s.pips[code] === 0) continue;
        prices[code] = Math.max(PAIRS[code].start / 2, prices[code] + s.pips[code] * PAIRS[code].pip);
        await setPrice(t, code, prices[code]);
      }
    } else await userAction(t, users[s.account]!, s);
    await engine.idle();
    await engine.revalueNow();
    await engine.idle();
    for (const user of users) await checkAccount(t, user.id);
  }
  await tally(
    t,
    users.map((u) => u.id),
  );
  const ledgers: string[][] = [];
  for (const user of users) {
    ledgers.push((await ledgerOf(t, user.id)).map((r) => `${r.kind}:${r.amount}`));
  }
  return ledgers;
}

/** What the runs exercised, so a generator that stops reaching a path fails the test. */
const seen = { pendingFilled: 0, userClosed: 0, cancelled: 0, triggered: 0, crossPair: 0, yenPair: 0 };

async function tally(t: TestApp, userIds: number[]): Promise<void> {
  for (const userId of userIds) {
    for (const o of await t.ctx.db.select().from(orders).where(eq(orders.userId, userId))) {
      const code = t.ctx.market.pairById(o.pairId)?.code;
      if (o.entryType === 0 && o.openedAt) seen.pendingFilled++;
      if (o.closeReason === 'manual') seen.userClosed++;
      if (o.closeReason === 'cancelled') seen.cancelled++;
      if (o.closeReason === 'stop_loss' || o.closeReason === 'take_profit' || o.closeReason === 'stop_out')
        seen.triggered++;
      if (code === 'EURGBP') seen.crossPair++;
      if (code === 'USDJPY') seen.yenPair++;
    }
  }
}

/** DESIGN §5/§6 invariants for one account after a step has been fully processed. */
async function checkAccount(t: TestApp, userId: number): Promise<void> {
  const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.userId, userId));
  const id = account!.id;
  const [sum] = await t.ctx.db
    .select({ s: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, id));
  // Σ ledger = balance, exactly.
  expect(sum!.s.replace(/\.?0+$/, '')).toBe(account!.balance.replace(/\.?0+$/, ''));
  expect(Number(account!.balance)).toBeGreaterThanOrEqual(0);
  const open = await t.ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, id), eq(orders.status, 1)));
  if (open.length > 0) {
    const snap = await t.ctx.trading.service.snapshot(userId);
    // No account with open positions sits at or below the stop-out level (50%) after a cycle.
    expect(Number(snap.metrics.riskRatePercent)).toBeGreaterThan(50);
  }
  const [counts] = await t.ctx.db
    .select({
      negatives: sql<number>`count(*) filter (where ${ledgerEntries.balanceAfter} < 0)::int`,
      protections: sql<number>`count(*) filter (where ${ledgerEntries.kind} = 'negative_balance_reset')::int`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, id));
  // A balance below zero only ever appears right before its protection entry.
  expect(counts!.negatives).toBeLessThanOrEqual(counts!.protections);
}

describe('dealing engine properties (DESIGN §5)', () => {
  it('random market and pending orders, closes, cancels and price paths on three pairs keep every invariant', async () => {
    const t = await buildTestApp();
    try {
      let n = 0;
      await fc.assert(
        fc.asyncProperty(scenario, async (steps) => {
          await run(t, steps, `prop-${++n}-${Date.now()}`);
        }),
        // The example, the first of the 26 runs, reaches a cancel and a user's close whatever the seed draws.
        { numRuns: 26, examples: [[COVERING]] },
      );
      for (const [path, count] of Object.entries(seen))
        expect({ path, count }).not.toMatchObject({ count: 0 });
    } finally {
      await t.close();
    }
  }, 300_000);

  it('replaying the same scenario gives an identical ledger', async () => {
    // The busiest of a fixed sample: the most orders, so the replay has plenty to book.
    const orderCount = (steps: Step[]) => steps.filter((x) => x.kind === 'order').length;
    const steps = fc
      .sample(scenario, { numRuns: 20, seed: 42 })
      .reduce((best, next) => (orderCount(next) > orderCount(best) ? next : best));
    const a = await buildTestApp();
    const b = await buildTestApp();
    try {
      const first = await run(a, steps, 'replay');
      const second = await run(b, steps, 'replay');
      expect(second).toEqual(first);
      expect(first.flat().length).toBeGreaterThan(ACCOUNTS + 3);
    } finally {
      await a.close();
      await b.close();
    }
  }, 120_000);
});
