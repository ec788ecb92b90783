import fc from 'fast-check';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, fundCurrencies, ledgerEntries, users, withdrawMethods } from '../src/db/schema.js';
import { AppError } from '../src/http/errors.js';
import { newInviteCode, newUid } from '../src/modules/security/secrets.js';
import { openAccount } from '../src/modules/wallet/ledger.js';
import { writeSetting } from '../src/modules/settings/settings.repository.js';
import { buildTestApp, type TestApp } from './helper.js';
import { expectLedgerMatchesAccount } from './ledger-helpers.js';
import { setPrice } from './trading-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // The property is about money, not identity: withdrawals here need no certified account.
  await writeSetting(t.ctx.db, 'withdraw_requires_kyc', 0);
  await setPrice(t, 'EURUSD', 1.08763);
});
afterAll(() => t.close());

/** SPEC §9 withdraw fee: a fixed-fee currency (USDT-TRC20, 1 USD) and a rate-fee one (EUR, 0.1 %). */
type FeeKind = 'fixed' | 'rate';

type Step =
  | { kind: 'deposit'; amount: number; approve: boolean }
  | { kind: 'withdraw'; amount: number; pay: boolean; fee: FeeKind }
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
    fee: fc.constantFrom<FeeKind>('fixed', 'rate'),
  }),
  fc.record({
    kind: fc.constant('trade' as const),
    lots: fc.integer({ min: 1, max: 50 }),
    side: fc.constantFrom(1 as const, 2 as const),
    movePips: fc.integer({ min: -80, max: 80 }),
  }),
);

interface Currencies {
  fixed: number;
  rate: number;
}
let currencies: Currencies;

/** The seeded fixed-fee coin currency and rate-fee bank currency (SPEC §9). */
async function feeCurrencies(): Promise<Currencies> {
  const rows = await t.ctx.db.select().from(fundCurrencies);
  const fixed = rows.find((c) => c.code === 'USDT' && c.protocol === 'TRC20' && c.feeType === 1);
  const rate = rows.find((c) => c.code === 'EUR' && c.feeType !== 1);
  if (!fixed || !rate) throw new Error('seeded fixed- and rate-fee currencies expected');
  return { fixed: fixed.id, rate: rate.id };
}

async function freshUser(): Promise<{ id: number; methods: Record<FeeKind, number> }> {
  const [user] = await t.ctx.db
    .insert(users)
    .values({
      uid: newUid(),
      inviteCode: newInviteCode(),
      email: `prop-${Date.now()}-${Math.random()}@example.com`,
    })
    .returning();
  await openAccount(t.ctx.db, user!.id);
  const [coin, bank] = await t.ctx.db
    .insert(withdrawMethods)
    .values([
      {
        userId: user!.id,
        type: 1,
        currencyId: currencies.fixed,
        dcAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
        // Written straight to the store: confirmed as if the e-mailed code had been entered.
        confirmedAt: new Date(0),
      },
      {
        userId: user!.id,
        type: 2,
        currencyId: currencies.rate,
        bankName: 'Example Bank',
        bankAddress: '1 Example Street',
        payeeName: 'Prop Tester',
        payeeAccount: 'DE00 1234',
        confirmedAt: new Date(0),
      },
    ])
    .returning();
  return { id: user!.id, methods: { fixed: coin!.id, rate: bank!.id } };
}

/** DESIGN §6 invariants: Σ entries = balance, Σ lock entries = lock_balance, neither negative. */
async function checkInvariants(userId: number): Promise<void> {
  const { balance, lock } = await expectLedgerMatchesAccount(t, userId);
  expect(balance.startsWith('-')).toBe(false);
  expect(lock.startsWith('-')).toBe(false);
}

/**
 * Only the refusals a random sequence legitimately meets are swallowed; any other error (a
 * broken invariant, a ledger assertion, an unexpected code) fails the property.
 */
const refusedWith =
  (...names: string[]) =>
  (error: unknown): undefined => {
    if (error instanceof AppError && names.includes(error.name)) return undefined;
    throw error;
  };
const WITHDRAW_REFUSALS = ['INSUFFICIENT_FUNDS', 'AMOUNT_INVALID', 'WITHDRAW_NET_ZERO'];
const ORDER_REFUSALS = ['INSUFFICIENT_MARGIN'];
// The engine may close the position first (stop out) once the price moves.
const CLOSE_REFUSALS = ['ORDER_STATE_CHANGED', 'ORDER_NOT_FOUND'];

/** What the sequences did, to prove the property exercised every path it claims to. */
const seen = { withdrawals: 0, paid: 0, rejected: 0, closes: 0, rateFees: 0 };
const userIds: number[] = [];

describe('ledger invariants over random operation sequences (DESIGN §6)', () => {
  it('hold after every deposit, withdrawal (fixed and rate fee), review, fee and realized P&L', async () => {
    const eur = t.ctx.market.pairByCode('EURUSD')!;
    currencies = await feeCurrencies();
    // Each sequence starts with a credited deposit, so withdrawals and trades have money to move.
    const opening = fc.record({
      kind: fc.constant('deposit' as const),
      amount: fc.integer({ min: 500, max: 5000 }),
      approve: fc.constant(true),
    });
    await fc.assert(
      fc.asyncProperty(opening, fc.array(step, { minLength: 3, maxLength: 10 }), async (first, rest) => {
        const user = await freshUser();
        userIds.push(user.id);
        const session = { id: user.id, sessionId: 0, isDemo: false };
        for (const s of [first, ...rest]) {
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
                draw_currency_id: currencies[s.fee],
                number: String(s.amount),
                memo: '',
                draw_method_id: user.methods[s.fee],
              })
              .catch(refusedWith(...WITHDRAW_REFUSALS));
            if (w) {
              seen.withdrawals += 1;
              if (s.fee === 'rate') seen.rateFees += 1;
              await t.ctx.withdrawals.review(w.id, s.pay ? 'pay' : 'reject', 'prop');
              seen[s.pay ? 'paid' : 'rejected'] += 1;
            }
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
              .catch(refusedWith(...ORDER_REFUSALS));
            await setPrice(t, 'EURUSD', 1.08763 + s.movePips / 10_000);
            if (order) {
              const closed = await t.ctx.trading.service
                .close(user.id, order.id, 'manual')
                .catch(refusedWith(...CLOSE_REFUSALS));
              if (closed !== undefined) seen.closes += 1;
            }
            await setPrice(t, 'EURUSD', 1.08763);
          }
          await checkInvariants(user.id);
        }
      }),
      { numRuns: 12 },
    );

    // The property did what it claims: withdrawals (with a rate fee too), payouts, rejections
    // and realized P&L all happened, as the ledger itself records.
    expect(seen.withdrawals).toBeGreaterThan(0);
    expect(seen.rateFees).toBeGreaterThan(0);
    expect(seen.paid).toBeGreaterThan(0);
    expect(seen.rejected).toBeGreaterThan(0);
    expect(seen.closes).toBeGreaterThan(0);
    const kinds = await t.ctx.db
      .select({ kind: ledgerEntries.kind, n: count() })
      .from(ledgerEntries)
      .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
      .where(inArray(accounts.userId, userIds))
      .groupBy(ledgerEntries.kind);
    const booked = Object.fromEntries(kinds.map((k) => [k.kind, k.n]));
    for (const kind of ['withdraw_lock', 'withdraw_paid', 'withdraw_unlock', 'realized_pnl'])
      expect({ kind, booked: (booked[kind] ?? 0) > 0 }).toEqual({ kind, booked: true });
  }, 120_000);
});
