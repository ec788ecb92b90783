import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { charges, withdrawals, withdrawMethods } from '../src/db/schema.js';
import { FUNDS_CAPS } from '../src/modules/funds/caps.js';
import { fundsKit } from './funds-helpers.js';
import { body, postForm, type TestApp, withTestApp } from './helper.js';

/**
 * Issue 14 §5: no cap on pending items — 300 pending 1 M deposit claims in 0.3 s, 100 bank
 * accounts, 100 pending withdrawals by one client. Each cap holds under concurrent requests.
 */
let t: TestApp;
withTestApp((app) => (t = app));

const { PNG, realUser, upload, get, account, expectLedger, funded, bindCoin, trc20, drawAtOnce } = fundsKit(
  () => t,
);

const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

describe('per-client caps on pending items', () => {
  it(`deposit claims: ${FUNDS_CAPS.pendingDeposits} waiting at most, even 30 at once; a reviewed one frees a place`, async () => {
    const u = await realUser();
    const { url } = (await upload(u.token, PNG)).data;
    const channels = (await get<{ id: number }[]>('/api/quickCharge/info', u.h)).data;
    const claim = () =>
      t.app.inject({
        url: `/api/quickCharge/submit?number=1000000&proofImg=${encodeURIComponent(url)}&charge_id=${channels[0]!.id}`,
        headers: { ...u.h, lang: 'de' },
      });
    const results = await Promise.all(Array.from({ length: 30 }, claim));
    const answers = results.map((r) => body(r));
    expect(tally(answers.map((a) => a.code))).toEqual({
      1: FUNDS_CAPS.pendingDeposits,
      1901: 30 - FUNDS_CAPS.pendingDeposits,
    });
    expect(answers.find((a) => a.code === 1901)!.msg).toContain(`${FUNDS_CAPS.pendingDeposits} Einzahlungen`);
    const [{ n } = { n: 0 }] = await t.ctx.db
      .select({ n: count() })
      .from(charges)
      .where(and(eq(charges.userId, u.id), eq(charges.status, 0)));
    expect(n).toBe(FUNDS_CAPS.pendingDeposits);

    const first = answers.find((a) => a.code === 1) as { data: { id: number } };
    await t.ctx.deposits.reject(first.data.id, 'not received', 'finance@test');
    expect(body(await claim()).code).toBe(1);
    expect(body(await claim()).code).toBe(1901);
  });

  it(`withdrawal methods: ${FUNDS_CAPS.withdrawMethods} saved at most, even 25 at once; deleting one frees a place`, async () => {
    const u = await realUser();
    const usdt = await trc20(u);
    const bank = (await get<{ id: number }[]>('/api/account/draw_symbol_list?type=2', u.h)).data[0]!;
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        i % 2
          ? bindCoin(u, usdt.id, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')
          : postForm(
              t.app,
              '/api/wallet/bind_draw_method',
              {
                type: 2,
                draw_id: bank.id,
                bank_name: 'Bank',
                bank_address: 'Street 1',
                payee_name: 'Me',
                payee_account: `12345${i}`,
              },
              u.h,
            ).then((r) => body<{ id: number }>(r)),
      ),
    );
    expect(tally(results.map((r) => r.code))).toEqual({
      1: FUNDS_CAPS.withdrawMethods,
      1902: 25 - FUNDS_CAPS.withdrawMethods,
    });
    const kept = results.find((r) => r.code === 1)!;
    expect(
      (await postForm(t.app, '/api/wallet/del_draw_method', { id: kept.data.id }, u.h)).json().code,
    ).toBe(1);
    expect((await bindCoin(u, usdt.id, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).code).toBe(1);
    const [{ n } = { n: 0 }] = await t.ctx.db
      .select({ n: count() })
      .from(withdrawMethods)
      .where(and(eq(withdrawMethods.userId, u.id), isNull(withdrawMethods.deletedAt)));
    expect(n).toBe(FUNDS_CAPS.withdrawMethods);
  });

  it(`withdrawals: ${FUNDS_CAPS.pendingWithdrawals} waiting at most, even 20 at once; only those are locked`, async () => {
    const u = await funded('5000');
    expect(tally(await drawAtOnce(u, 20, '100'))).toEqual({
      1: FUNDS_CAPS.pendingWithdrawals,
      1903: 20 - FUNDS_CAPS.pendingWithdrawals,
    });
    expect(await account(u.id)).toEqual({
      balance: 5000 - 100 * FUNDS_CAPS.pendingWithdrawals,
      lock: 100 * FUNDS_CAPS.pendingWithdrawals,
    });
    const [{ n } = { n: 0 }] = await t.ctx.db
      .select({ n: count() })
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, u.id), eq(withdrawals.status, 0)));
    expect(n).toBe(FUNDS_CAPS.pendingWithdrawals);
    await expectLedger(u.id);
  });
});
