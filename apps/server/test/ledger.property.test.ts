import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ledgerEntries, users, withdrawMethods } from '../src/db/schema.js';
import { AppError } from '../src/http/errors.js';
import { newInviteCode, newUid } from '../src/modules/security/secrets.js';
import { openAccount } from '../src/modules/wallet/ledger.js';
import { buildTestApp, type TestApp } from './helper.js';
import { setPrice } from './trading-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await setPrice(t, 'EURUSD', 1.08763);
});
afterAll(() => t.close());

type Step =
  | { kind: 'deposit'; amount: number; approve: boolean }
  | { kind: 'withdraw'; amount: number; pay: boolean }
  | { kind: 'trade'; lots: number; side: 1 | 2; movePips: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    amount: fc.integer({ min: 10, max: 5000 }),
    approve: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    amount: fc.integer({ min: 10, max: 3000 }),
    pay: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('trade' as const),
    lots: fc.integer({ min: 1, max: 50 }),
    side: fc.constantFrom(1 as const, 2 as const),
    movePips: fc.integer({ min: -80, max: 80 }),
  }),
);

async function freshUser(): Promise<{ id: number; methodId: number }> {
  const [user] = await t.ctx.db
    .insert(users)
    .values({
      uid: newUid(),
      inviteCode: newInviteCode(),
      email: `prop-${Date.now()}-${Math.random()}@example.com`,
    })
    .returning();
  await openAccount(t.ctx.db, user!.id);
  const [method] = await t.ctx.db
    .insert(withdrawMethods)
    .values({ userId: user!.id, type: 1, currencyId: 1, dcAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' })
    .returning();
  return { id: user!.id, methodId: method!.id };
}

/** DESIGN §6 invariants: Σ entries = balance, Σ lock entries = lock_balance, neither negative. */
async function checkInvariants(userId: number): Promise<void> {
  const [row] = await t.ctx.db
    .select({
      sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text`,
      lockSum: sql<string>`coalesce(sum(${ledgerEntries.lockAmount}), 0)::text`,
      balance: accounts.balance,
      lock: accounts.lockBalance,
    })
    .from(accounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, accounts.id))
    .where(eq(accounts.userId, userId))
    .groupBy(accounts.balance, accounts.lockBalance);
  expect(Number(row!.sum)).toBeCloseTo(Number(row!.balance), 9);
  expect(Number(row!.lockSum)).toBeCloseTo(Number(row!.lock), 9);
  expect(Number(row!.balance)).toBeGreaterThanOrEqual(0);
  expect(Number(row!.lock)).toBeGreaterThanOrEqual(0);
}

const expected = (error: unknown) => {
  if (!(error instanceof AppError)) throw error;
};

describe('ledger invariants over random operation sequences (DESIGN §6)', () => {
  it('hold after every deposit, withdrawal, review, fee and realized P&L', async () => {
    const eur = t.ctx.market.pairByCode('EURUSD')!;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 10 }), async (steps) => {
        const user = await freshUser();
        const session = { id: user.id, sessionId: 0, isDemo: false };
        for (const s of steps) {
          if (s.kind === 'deposit') {
            const charge = await t.ctx.deposits.submitCoin(user.id, {
              number: String(s.amount),
              proofImg: '',
              address: '',
              charge_id: 1,
            });
            if (s.approve) await t.ctx.deposits.approve(charge.id, String(s.amount), 'prop');
            else await t.ctx.deposits.reject(charge.id, 'no', 'prop');
          } else if (s.kind === 'withdraw') {
            const w = await t.ctx.withdrawals
              .request(user.id, {
                draw_currency_id: 1,
                number: String(s.amount),
                memo: '',
                draw_method_id: user.methodId,
              })
              .catch(expected);
            if (w) await t.ctx.withdrawals.review(w.id, s.pay ? 'pay' : 'reject', 'prop');
          } else {
            const order = await t.ctx.trading.service
              .submit(session, {
                type: s.side,
                cont: (s.lots / 100).toFixed(2),
                forex_id: eur.id,
                status: 1,
                target_price: undefined,
                stop_loss_price: undefined,
                target_profit_price: undefined,
                multiple: 100,
              })
              .catch(expected);
            await setPrice(t, 'EURUSD', 1.08763 + s.movePips / 10_000);
            if (order) await t.ctx.trading.service.close(user.id, order.id, 'manual').catch(expected);
            await setPrice(t, 'EURUSD', 1.08763);
          }
          await checkInvariants(user.id);
        }
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
