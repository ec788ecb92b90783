import fc from 'fast-check';
import { decimalCompare, equityDays, tradeDays } from '@fxdesk/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  orders,
  traderDays,
  traderLeverages,
  traderPairs,
  traderTradeDays,
  users,
} from '../src/db/schema.js';
import { newInviteCode, newUid } from '../src/modules/security/secrets.js';
import { openAccount, post } from '../src/modules/wallet/ledger.js';
import { closePositionAndPost, insertOrder } from '../src/modules/trading/orders.repository.js';
import { type TestApp, withTestApp } from './helper.js';
import { ledgerOfAccount } from './ledger-helpers.js';

let t: TestApp;
withTestApp((app) => (t = app));

type Step =
  | { kind: 'deposit'; amount: number; days: number }
  | { kind: 'withdraw'; amount: number; days: number }
  | { kind: 'trade'; pnl: number; fee: number; pair: number; leverage: number; days: number };

const days = fc.integer({ min: 0, max: 3 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 1, max: 5000 }), days }),
  fc.record({ kind: fc.constant('withdraw' as const), amount: fc.integer({ min: 1, max: 3000 }), days }),
  fc.record({
    kind: fc.constant('trade' as const),
    // P&L in cents, fee in cents: exact decimals with 2 places.
    pnl: fc.integer({ min: -200_000, max: 200_000 }),
    fee: fc.integer({ min: 0, max: 2_000 }),
    pair: fc.integer({ min: 0, max: 2 }),
    leverage: fc.constantFrom(50, 100, 200),
    days,
  }),
);

async function freshAccount() {
  const [user] = await t.ctx.db
    .insert(users)
    .values({ uid: newUid(), inviteCode: newInviteCode(), email: `stats-${Math.random()}@example.com` })
    .returning();
  return { userId: user!.id, accountId: await openAccount(t.ctx.db, user!.id) };
}

const cents = (n: number) => (n / 100).toFixed(2);
const dayOfDate = (d: Date) => d.toISOString().slice(0, 10);

/** Replays a step on the real ledger and order statements, at `at`. */
async function apply(s: Step, who: { userId: number; accountId: number }, at: Date, pairIds: number[]) {
  const { db } = t.ctx;
  if (s.kind === 'deposit') {
    await db.transaction((tx) =>
      post(tx, { accountId: who.accountId, kind: 'deposit', amount: String(s.amount), at }),
    );
    return;
  }
  if (s.kind === 'withdraw') {
    // Only what the balance holds moves to the lock (withdraw_lock), as a real request does.
    await db.transaction(async (tx) => {
      const [row] = await tx
        .execute(sql`select balance::text as b from accounts where id = ${who.accountId}`)
        .then((r) => (r as unknown as { rows: { b: string }[] }).rows);
      const amount = Math.min(s.amount, Math.floor(Number(row!.b)));
      if (amount <= 0) return;
      await post(tx, {
        accountId: who.accountId,
        kind: 'withdraw_lock',
        amount: String(-amount),
        lockAmount: String(amount),
        at,
      });
    });
    return;
  }
  await db.transaction(async (tx) => {
    const row = await insertOrder(tx, {
      userId: who.userId,
      accountId: who.accountId,
      pairId: pairIds[s.pair]!,
      side: 1,
      entryType: 1,
      status: 1,
      pendingKind: null,
      lots: '0.10',
      leverage: s.leverage,
      unitsPerLot: '100000',
      targetPrice: null,
      openPrice: '1.1',
      stopLoss: null,
      takeProfit: null,
      margin: '110',
      fee: cents(s.fee),
      createdAt: at,
      openedAt: at,
    });
    if (s.fee > 0)
      await post(tx, {
        accountId: who.accountId,
        kind: 'fee',
        amount: `-${cents(s.fee)}`,
        refType: 'order',
        refId: String(row.id),
        allowNegative: true,
        at,
      });
    await closePositionAndPost(
      tx,
      row.id,
      { closePrice: '1.1', realizedPnl: cents(s.pnl), closeReason: 'manual', closedAt: at },
      {
        accountId: who.accountId,
        kind: 'realized_pnl',
        amount: cents(s.pnl),
        refType: 'order',
        refId: String(row.id),
        allowNegative: true,
        at,
      },
    );
  });
}

describe('copy-trading statistics (DESIGN §7)', () => {
  it('kept incrementally by the database equal a from-scratch recomputation', async () => {
    const pairIds = ['EURUSD', 'USDJPY', 'XAUUSD'].map((code) => t.ctx.market.pairByCode(code)!.id);
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 100, max: 20_000 }),
        fc.array(step, { minLength: 1, maxLength: 14 }),
        async (opening, rest) => {
          const steps: Step[] = [{ kind: 'deposit', amount: opening, days: 0 }, ...rest];
          runs += 1;
          const who = await freshAccount();
          let at = Date.parse('2026-10-01T10:00:00Z');
          for (const s of steps) {
            at += s.days * 86_400_000 + 60_000;
            await apply(s, who, new Date(at), pairIds);
          }
          const { db } = t.ctx;
          const entries = await ledgerOfAccount(t, who.accountId);
          const expected = equityDays(
            entries.map((e) => ({
              day: dayOfDate(e.createdAt),
              kind: e.kind,
              amount: e.amount,
              balanceAfter: e.balanceAfter,
            })),
          );
          const kept = await db
            .select()
            .from(traderDays)
            .where(eq(traderDays.accountId, who.accountId))
            .orderBy(asc(traderDays.day));
          expect(kept.map((d) => [d.day, d.openBalance, d.closeBalance, d.flow, d.pnl])).toEqual(
            expected.map((d) => [
              d.day,
              Number(d.openBalance).toFixed(6),
              Number(d.closeBalance).toFixed(6),
              Number(d.flow).toFixed(6),
              Number(d.pnl).toFixed(6),
            ]),
          );
          // The return index, exactly (decimal comparison: the column pads to 12 places).
          expect(kept.map((d, i) => decimalCompare(d.twrIndex, expected[i]!.twrIndex))).toEqual(
            kept.map(() => 0),
          );

          const closed = await db.select().from(orders).where(eq(orders.accountId, who.accountId));
          const expectedTrades = tradeDays(
            closed.map((o) => ({
              day: dayOfDate(o.closedAt!),
              realizedPnl: o.realizedPnl!,
              pairId: o.pairId,
              leverage: o.leverage,
            })),
          );
          const keptTrades = await db
            .select()
            .from(traderTradeDays)
            .where(eq(traderTradeDays.accountId, who.accountId))
            .orderBy(asc(traderTradeDays.day));
          expect(
            keptTrades.map((d) => [d.day, d.closedOrders, d.wins, Number(d.grossPnl).toFixed(6)]),
          ).toEqual(
            expectedTrades.map((d) => [d.day, d.closedOrders, d.wins, Number(d.grossPnl).toFixed(6)]),
          );
          const pairs = await db.select().from(traderPairs).where(eq(traderPairs.accountId, who.accountId));
          const leverages = await db
            .select()
            .from(traderLeverages)
            .where(eq(traderLeverages.accountId, who.accountId));
          const countBy = (keys: number[]) => {
            const m = new Map<number, number>();
            for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
            return [...m].sort((a, b) => a[0] - b[0]);
          };
          expect(pairs.map((p) => [p.pairId, p.closedOrders]).sort((a, b) => a[0]! - b[0]!)).toEqual(
            countBy(closed.map((o) => o.pairId)),
          );
          expect(leverages.map((p) => [p.leverage, p.closedOrders]).sort((a, b) => a[0]! - b[0]!)).toEqual(
            countBy(closed.map((o) => o.leverage)),
          );
        },
      ),
      { numRuns: 25 },
    );
    expect(runs).toBe(25);
  }, 120_000);
});
