import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_APPROVE } from '../src/modules/funds/card-provider.js';
import { adminCall, staffToken } from './admin-helper.js';
import { fundsKit } from './funds-helpers.js';
import { body, buildTestApp, type TestApp } from './helper.js';

/**
 * Security issue, defect 2: with the default configuration nobody can credit an account with a
 * test card, and with the sandbox enabled its callbacks cannot be forged from public facts.
 */
const cardBody = (number: string) => ({
  number: '1000000',
  card_number: number,
  exp: '12/30',
  cvc: '123',
  holder: 'Alex Morgan',
});

describe('card deposits by default (no CARD_PROVIDER)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const kit = fundsKit(() => t);

  it('are not offered, refuse the sandbox test card and credit nothing', async () => {
    const u = await kit.realUser();
    const info = body(await t.app.inject({ url: '/api/quickCharge/card_info', headers: u.h }));
    expect(info).toMatchObject({ code: 1, data: { enabled: false, sandbox: false } });
    const refused = body(
      await t.app.inject({
        method: 'POST',
        url: '/api/quickCharge/card_submit',
        payload: cardBody(SANDBOX_APPROVE),
        headers: { ...u.h, lang: 'de' },
      }),
    );
    expect(refused.code).toBe(1413);
    expect(refused.msg).toContain('Karte');
    expect((await kit.account(u.id)).balance).toBe(0);
    await kit.expectLedger(u.id);
  });

  it('refuse provider callbacks, however they are signed', async () => {
    const callback = body(
      await t.app.inject({
        method: 'POST',
        url: '/api/quickCharge/card_callback',
        payload: { payment_id: 'sbx_x', status: 'approved', signature: 'f'.repeat(64) },
      }),
    );
    expect(callback.code).toBe(1413);
  });

  it('show as off in the back office system card', async () => {
    const token = await staffToken(t, 'owner');
    const system = await adminCall<{ card_provider: string }>(t, token, 'GET', '/admin/api/system');
    expect(system.data.card_provider).toBe('off');
  });
});

describe('the card sandbox when enabled (CARD_PROVIDER=sandbox)', () => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { CARD_PROVIDER: 'sandbox' } });
    other = await buildTestApp({ env: { CARD_PROVIDER: 'sandbox' } });
  });
  afterAll(async () => {
    await t.close();
    await other.close();
  });
  const kit = fundsKit(() => t);

  it('is marked sandbox for the client and the back office', async () => {
    const u = await kit.realUser();
    const info = body(await t.app.inject({ url: '/api/quickCharge/card_info', headers: u.h }));
    expect(info).toMatchObject({ code: 1, data: { enabled: true, sandbox: true } });
    const token = await staffToken(t, 'owner');
    const system = await adminCall<{ card_provider: string }>(t, token, 'GET', '/admin/api/system');
    expect(system.data.card_provider).toBe('sandbox');
  });

  it('signs callbacks with a random per-install secret: the old path-derived one is refused', async () => {
    const u = await kit.realUser();
    const declined = body(
      await t.app.inject({
        method: 'POST',
        url: '/api/quickCharge/card_submit',
        payload: cardBody('4000000000000002'),
        headers: u.h,
      }),
    );
    expect(declined.code).toBe(1408);
    const [row] = (await t.ctx.database.withSession((s) =>
      s.query<{ provider_ref: string }>('select provider_ref from charges where user_id = $1', [u.id]),
    )) as { provider_ref: string }[];
    const payment = row!.provider_ref;
    // What defect 2 forged: a secret derived from the data directory's path.
    const derived = createHash('sha256').update(`fxdesk-sandbox:${t.ctx.config.dataDir}`).digest('hex');
    const forged = createHmac('sha256', derived).update(`${payment}:approved`).digest('hex');
    const answer = body(
      await t.app.inject({
        method: 'POST',
        url: '/api/quickCharge/card_callback',
        payload: { payment_id: payment, status: 'approved', signature: forged },
      }),
    );
    expect(answer.code).toBe(1411);
    expect((await kit.account(u.id)).balance).toBe(0);

    type Signer = { cards: { sign(a: string, b: string): Promise<string> } };
    const mine = await (t.ctx.deposits as unknown as Signer).cards.sign(payment, 'approved');
    const theirs = await (other.ctx.deposits as unknown as Signer).cards.sign(payment, 'approved');
    expect(mine).toMatch(/^[0-9a-f]{64}$/);
    expect(theirs).not.toBe(mine); // two installs never share a secret
  });

  it('never lists the secret among the settings', async () => {
    const token = await staffToken(t, 'owner');
    const settings = await adminCall<Record<string, unknown>>(t, token, 'GET', '/admin/api/settings');
    expect(JSON.stringify(settings.data)).not.toMatch(/secret/i);
  });
});
