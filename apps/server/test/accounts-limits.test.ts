import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users, verificationCodes } from '../src/db/schema.js';
import { body, buildTestApp, hongKongAreaId, postForm, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    captchaDrawer: () => ({ svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', text: 'AbCd' }),
  });
});
afterAll(() => t.close());

let seq = 0;
const freshEmail = () => `limit${++seq}_${Date.now()}@example.com`;
const HOUR = 3_600_000;

function post(url: string, fields: Record<string, string | number>, ip: string) {
  return postForm(t.app, url, fields, {}, ip);
}
const get = (url: string, ip: string) => t.app.inject({ url, remoteAddress: ip });

const rows = async (table: typeof users | typeof verificationCodes | typeof outboxMessages) =>
  (await t.ctx.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('per-IP limits (DESIGN §7)', () => {
  it('send-code: 20 per IP per hour, the 21st is refused and sends nothing', async () => {
    const ip = '10.40.0.1';
    for (let i = 0; i < 20; i++)
      expect(body(await post('/api/notify/send_email', { to: freshEmail(), type: 1 }, ip)).code).toBe(1);
    const [codes, outbox] = [await rows(verificationCodes), await rows(outboxMessages)];
    const email = freshEmail();
    const refused = body(await post('/api/notify/send_email', { to: email, type: 1 }, ip));
    expect(refused.code).toBe(1003);
    expect(await t.lastMessage(email)).toBeUndefined();
    expect([await rows(verificationCodes), await rows(outboxMessages)]).toEqual([codes, outbox]);
    // Another address is not affected; the same one is served again an hour later.
    expect(body(await post('/api/notify/send_email', { to: email, type: 1 }, '10.40.0.2')).code).toBe(1);
    t.clock.advance(HOUR);
    expect(body(await post('/api/notify/send_email', { to: freshEmail(), type: 1 }, ip)).code).toBe(1);
  });

  it('login: after 50 failures from one IP even a right password from it waits; other IPs do not', async () => {
    const email = freshEmail();
    await post('/api/notify/send_email', { to: email, type: 1 }, '10.40.1.9');
    const form = { type: 1, account: email, password: 'limit pass 1', re_password: 'limit pass 1' };
    const code = await t.lastCode(email);
    expect(body(await post('/api/user/register', { ...form, sms_code: code }, '10.40.1.9')).code).toBe(1);
    const ip = '10.40.1.1';
    for (let i = 0; i < 50; i++) {
      const res = body(
        await post('/api/user/loginForU', { account: `x${i}@example.com`, password: 'nope' }, ip),
      );
      expect(res.code).toBe(1101);
    }
    const right = { account: email, password: 'limit pass 1' };
    expect(body(await post('/api/user/loginForU', right, ip)).code).toBe(1003);
    expect(body(await post('/api/user/loginForU', right, '10.40.1.2')).code).toBe(1);
    t.clock.advance(15 * 60_000);
    expect(body(await post('/api/user/loginForU', right, ip)).code).toBe(1);
  });

  it('demo accounts: 20 new devices per IP per hour; a known device still logs in', async () => {
    const ip = '10.40.2.1';
    const known = `known-device-${Date.now()}`;
    expect(body(await get(`/api/user/createAccountDemoForU?demo_id=${known}`, ip)).code).toBe(1);
    for (let i = 1; i < 20; i++)
      expect(body(await get(`/api/user/createAccountDemoForU?demo_id=dev-${i}-${Date.now()}`, ip)).code).toBe(
        1,
      );
    const before = await rows(users);
    const refused = body(await get(`/api/user/createAccountDemoForU?demo_id=dev-late-${Date.now()}`, ip));
    expect(refused.code).toBe(1003);
    expect(await rows(users)).toBe(before);
    expect(body(await get(`/api/user/createAccountDemoForU?demo_id=${known}`, ip)).code).toBe(1);
    t.clock.advance(HOUR);
    expect(body(await get(`/api/user/createAccountDemoForU?demo_id=dev-next-${Date.now()}`, ip)).code).toBe(
      1,
    );
  });

  it('captcha: 120 pictures per IP per hour', async () => {
    const ip = '10.40.3.1';
    for (let i = 0; i < 120; i++) expect(body(await get('/api/default/captcha', ip)).code).toBe(1);
    const refused = body(await get('/api/default/captcha', ip));
    expect(refused.code).toBe(1003);
    expect(refused.data).toBeNull();
    expect(body(await get('/api/default/captcha', '10.40.3.2')).code).toBe(1);
  });
});

describe('send_sms validation writes nothing', () => {
  it('refuses an unknown or missing area and a malformed number', async () => {
    const hk = await hongKongAreaId(t);
    const [codes, outbox] = [await rows(verificationCodes), await rows(outboxMessages)];
    const cases: [Record<string, string | number>, number][] = [
      [{ to: '91234567', area_id: 99999, type: 1 }, 1110],
      [{ to: '91234567', type: 1 }, 1001],
      [{ to: 'not-a-number', area_id: hk, type: 1 }, 1001],
      [{ to: '12', area_id: hk, type: 1 }, 1001],
      [{ to: '', area_id: hk, type: 1 }, 1001],
      [{ to: '91234567', area_id: hk, type: 3 }, 1001],
    ];
    for (const [form, code] of cases) {
      const res = body(await post('/api/notify/send_sms', form, '10.40.4.1'));
      expect({ form, code: res.code }).toEqual({ form, code });
    }
    expect([await rows(verificationCodes), await rows(outboxMessages)]).toEqual([codes, outbox]);
  });
});
