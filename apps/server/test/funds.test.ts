import { translate } from '@fxdesk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_APPROVE, SANDBOX_DECLINE } from '../src/modules/funds/card-provider.js';
import { body, buildTestApp, type TestApp } from './helper.js';
import { fundsKit } from './funds-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CARD_PROVIDER: 'sandbox' } });
});
afterAll(() => t.close());

const { PNG, realUser, upload, get, account, expectLedger } = fundsKit(() => t);

describe('uploads (SPEC §7 image_upload)', () => {
  it('accepts an image by its bytes and serves it to its owner with nosniff; refuses other bytes', async () => {
    const u = await realUser();
    const ok = await upload(u.token, PNG);
    expect(ok.code).toBe(1);
    expect(ok.data.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    // Private (DESIGN §7): no token, no image.
    expect((await t.app.inject({ url: ok.data.url })).statusCode).toBe(404);
    const served = await t.app.inject({ url: ok.data.url, headers: { authorization: u.token } });
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-type']).toBe('image/png');
    const html = await upload(u.token, Buffer.from('<html><script>alert(1)</script></html>'), 'evil.png');
    expect(html.code).toBe(1407);
    const big = await upload(u.token, Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]));
    expect([1005, 1407]).toContain(big.code);
  });
});

describe('deposits (DESIGN §6)', () => {
  it('a coin deposit waits for review; approval credits once, even 10 concurrent approvals', async () => {
    const u = await realUser();
    const { url } = (await upload(u.token, PNG)).data;
    const channels = (
      await get<{ id: number; protocol_code: string; address: string }[]>('/api/quickCharge/info', u.h)
    ).data;
    expect(channels.map((c) => c.protocol_code)).toEqual(['TRC20', 'ERC20', 'BTC']);
    const sub = await get<{ id: number }>(
      `/api/quickCharge/submit?number=250.50&proofImg=${encodeURIComponent(url)}&charge_id=${channels[0]!.id}`,
      u.h,
    );
    expect(sub.code).toBe(1);
    expect((await account(u.id)).balance).toBe(0);
    const waiting = await get<{ data: { credited_amount: number | null }[] }>(
      '/api/quickCharge/quick_ist?type=0&page=1',
      u.h,
    );
    expect(waiting.data.data[0]!.credited_amount).toBeNull();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => t.ctx.deposits.approve(sub.data.id, '250.50', 'finance@test')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await account(u.id)).balance).toBe(250.5);
    const list = await get<{ data: { status: number; status_name: string }[] }>(
      '/api/quickCharge/quick_ist?type=0&page=1',
      u.h,
    );
    // The amount is USD (what the form took); the coin is a label; the credit shows once finished.
    expect(list.data.data[0]).toMatchObject({
      status: 1,
      status_name: 'Completed',
      type: 0,
      method: 'coin',
      number: 250.5,
      currency_code: 'USDT',
      credited_amount: 250.5,
    });
    await expectLedger(u.id);
  });

  it('a rejected deposit carries its remark and credits nothing', async () => {
    const u = await realUser();
    const { url } = (await upload(u.token, PNG)).data;
    const wires = await get<{ id: number; bank_swift: string }[]>(
      '/api/quickCharge/wire_info?bank_coin=USD',
      u.h,
    );
    expect(wires.data[0]?.bank_swift).toBe('EXMPUS33');
    expect(
      (
        await get(
          `/api/quickCharge/wire_submit?number=500&proofImg=${encodeURIComponent(url)}&wire_id=999`,
          u.h,
        )
      ).code,
    ).toBe(1402);
    const sub = await get<{ id: number }>(
      `/api/quickCharge/wire_submit?number=500&proofImg=${encodeURIComponent(url)}&wire_id=${wires.data[0]!.id}`,
      u.h,
    );
    await t.ctx.deposits.reject(sub.data.id, 'Receipt does not match the amount', 'finance@test');
    await expect(t.ctx.deposits.approve(sub.data.id, '500', 'finance@test')).rejects.toMatchObject({
      name: 'RECORD_STATE_CHANGED',
    });
    const list = await get<{ data: { status: number; remark: string }[] }>(
      '/api/quickCharge/quick_ist?type=1&page=1',
      u.h,
    );
    expect(list.data.data[0]).toMatchObject({ status: 2, remark: 'Receipt does not match the amount' });
    expect((await account(u.id)).balance).toBe(0);
  });

  it('bank card: the sandbox approves 4242…, credits at once and a replayed callback credits nothing more', async () => {
    const u = await realUser();
    /** Charges 100 USD to the card numbered `n`. */
    const chargeCard = async (n: string) =>
      body(
        await t.app.inject({
          method: 'POST',
          url: '/api/quickCharge/card_submit',
          payload: { number: '100', card_number: n, exp: '12/30', cvc: '123', holder: 'Alex Morgan' },
          headers: u.h,
        }),
      );
    expect((await chargeCard(SANDBOX_DECLINE)).code).toBe(1408);
    expect((await chargeCard('4242424242424241')).code).toBe(1409);
    const approved = await chargeCard(SANDBOX_APPROVE);
    expect(approved.code).toBe(1);
    expect((await account(u.id)).balance).toBe(100);
    const [row] = await t.ctx.db
      .execute<{ provider_ref: string }>(
        sql`select provider_ref from charges where id = ${(approved.data as { id: number }).id}`,
      )
      .then((r) => (r as unknown as { rows: { provider_ref: string }[] }).rows);
    const payment = row!.provider_ref;
    const signature = await (
      t.ctx.deposits as unknown as { cards: { sign(a: string, b: string): Promise<string> } }
    ).cards.sign(payment, 'approved');
    for (let i = 0; i < 3; i++) {
      const replay = body(
        await t.app.inject({
          method: 'POST',
          url: '/api/quickCharge/card_callback',
          payload: { payment_id: payment, status: 'approved', signature },
        }),
      );
      expect(replay.code).toBe(1);
    }
    const forged = body(
      await t.app.inject({
        method: 'POST',
        url: '/api/quickCharge/card_callback',
        payload: { payment_id: payment, status: 'approved', signature: 'f'.repeat(64) },
      }),
    );
    expect(forged.code).toBe(1411);
    expect((await account(u.id)).balance).toBe(100);
    await expectLedger(u.id);

    // SPEC §3: a card payment is a bank deposit (type 1), its method kept apart; credited in USD.
    type Record = {
      type: number;
      method: string;
      status: number;
      remark: string;
      credited_amount: number | null;
    };
    const records = await get<{ data: Record[] }>('/api/quickCharge/quick_ist?type=1&page=1', u.h);
    expect(records.data.data.map((r) => r.type)).toEqual([1, 1]);
    expect(records.data.data[0]).toMatchObject({ method: 'card', status: 1, credited_amount: 100 });
    // The declined payment's remark is the platform's, in the reader's language.
    expect(records.data.data[1]).toMatchObject({ method: 'card', status: 2, credited_amount: null });
    expect(records.data.data[1]!.remark).toBe('The card was declined');
    const french = await get<{ data: Record[] }>('/api/quickCharge/quick_ist?type=1&page=1', {
      ...u.h,
      lang: 'fr',
    });
    expect(french.data.data[1]!.remark).not.toBe('The card was declined');
    expect(french.data.data[1]!.remark).toBe(translate('fr', 'errors.card_declined'));
  });

  it('refuses bad amounts and unknown channels, writing nothing', async () => {
    const u = await realUser();
    const { url } = (await upload(u.token, PNG)).data;
    for (const [number, code] of [
      ['-5', 1001],
      ['0', 1001],
      ['abc', 1001],
      ['1e9', 1001],
      ['5', 1404],
      ['99999999', 1404],
    ] as const) {
      const res = await get(
        `/api/quickCharge/submit?number=${number}&proofImg=${encodeURIComponent(url)}&charge_id=1`,
        u.h,
      );
      expect({ number, code: res.code }).toEqual({ number, code });
    }
    expect(
      (await get(`/api/quickCharge/submit?number=50&proofImg=${encodeURIComponent(url)}&charge_id=999`, u.h))
        .code,
    ).toBe(1401);
    expect((await get(`/api/quickCharge/submit?number=50&proofImg=x&charge_id=1`, u.h)).code).toBe(1001);
    expect((await get<{ total: number }>('/api/quickCharge/quick_ist?page=1', u.h)).data.total).toBe(0);
  });
});
