import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verificationCodes } from '../src/db/schema.js';
import { body, hongKongAreaId, postForm, type TestApp, withTestApp } from './helper.js';

let t: TestApp;
withTestApp((app) => (t = app));

let seq = 0;
const freshEmail = () => `reset${++seq}_${Date.now()}@example.com`;
/** Every call from its own address unless a test is about the per-IP limits. */
const freshIp = () => `10.20.${Math.floor(seq / 250)}.${(seq++ % 250) + 1}`;

function post(url: string, fields: Record<string, string | number>, ip = freshIp(), token?: string) {
  return postForm(t.app, url, fields, token ? { authorization: token } : {}, ip);
}

const PASSWORD = 'correct horse 1';

async function registerEmail(email: string): Promise<string> {
  expect(body(await post('/api/notify/send_email', { to: email, type: 1 })).code).toBe(1);
  const code = await t.lastCode(email);
  const res = body<{ token: string }>(
    await post('/api/user/register', {
      type: 1,
      account: email,
      password: PASSWORD,
      re_password: PASSWORD,
      sms_code: code,
    }),
  );
  expect(res.code).toBe(1);
  t.clock.advance(61_000);
  return res.data.token;
}

const login = async (account: string, password: string) =>
  body(await post('/api/user/loginForU', { account, password })).code;

const resetForm = (account: string, code: string, password = 'reset pass 12') => ({
  type: 1,
  account,
  new_password: password,
  secondary_password: password,
  auth_code: code,
});

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describe('reset code requests reveal nothing about which accounts exist', () => {
  it('the per-IP hourly limit counts unknown and known accounts alike', async () => {
    const known = freshEmail();
    await registerEmail(known);
    const ip = '10.30.0.1';
    for (let i = 0; i < 20; i++)
      expect(body(await post('/api/notify/send_email', { to: freshEmail(), type: 2 }, ip)).code).toBe(1);
    const toKnown = body(await post('/api/notify/send_email', { to: known, type: 2 }, ip));
    const toUnknown = body(await post('/api/notify/send_email', { to: freshEmail(), type: 2 }, ip));
    expect(toKnown.code).toBe(1003);
    expect(toUnknown).toEqual(toKnown);
  });

  it('a caller over the IP limit does not take the target’s 60 s cooldown', async () => {
    const known = freshEmail();
    await registerEmail(known);
    const ip = '10.30.0.2';
    for (let i = 0; i < 20; i++) await post('/api/notify/send_email', { to: freshEmail(), type: 2 }, ip);
    expect(body(await post('/api/notify/send_email', { to: known, type: 2 }, ip)).code).toBe(1003);
    expect(body(await post('/api/notify/send_email', { to: known, type: 2 }, '10.30.0.3')).code).toBe(1);
    expect(await t.lastMessage(known)).toMatch(/\b\d{6}\b/);
  });
});

describe('forget_password by mobile without area_id (SPEC §7 sends none)', () => {
  it('finds the account like login does and resets with the SMS code', async () => {
    const hk = await hongKongAreaId(t);
    const number = `6${String(Date.now()).slice(-7)}`;
    expect(body(await post('/api/notify/send_sms', { to: number, area_id: hk, type: 1 })).code).toBe(1);
    const reg = body(
      await post('/api/user/register', {
        type: 2,
        area_id: hk,
        mobile: number,
        password: PASSWORD,
        re_password: PASSWORD,
        sms_code: await t.lastCode(`+852${number}`),
      }),
    );
    expect(reg.code).toBe(1);
    t.clock.advance(61_000);
    expect(body(await post('/api/notify/send_sms', { to: number, area_id: hk, type: 2 })).code).toBe(1);
    const code = await t.lastCode(`+852${number}`);
    const res = body(
      await post('/api/user/forget_password', { ...resetForm(number, code), type: 2 }, undefined),
    );
    expect(res.code).toBe(1);
    expect(await login(`+852${number}`, 'reset pass 12')).toBe(1);
    expect(await login(`+852${number}`, PASSWORD)).toBe(1101);
  });

  it('an unknown mobile without area_id gets the wrong-code answer', async () => {
    const res = body(
      await post('/api/user/forget_password', { ...resetForm('61234999', '123456'), type: 2 }),
    );
    expect(res.code).toBe(1102);
  });
});

describe('forget_password failures change nothing', () => {
  it('a wrong, expired or unknown-account code leaves the old password working', async () => {
    const email = freshEmail();
    await registerEmail(email);
    expect(body(await post('/api/notify/send_email', { to: email, type: 2 })).code).toBe(1);
    const code = await t.lastCode(email);
    const wrong = body(await post('/api/user/forget_password', resetForm(email, otherThan(code))));
    expect(wrong.code).toBe(1102);
    const unknown = body(await post('/api/user/forget_password', resetForm(freshEmail(), code)));
    expect(unknown.code).toBe(1102);
    t.clock.advance(10 * 60_000 + 1000);
    const expired = body(await post('/api/user/forget_password', resetForm(email, code)));
    expect(expired.code).toBe(1102);
    expect(await login(email, 'reset pass 12')).toBe(1101);
    expect(await login(email, PASSWORD)).toBe(1);
  });

  it('a reused code is refused as a code error and the first reset stands', async () => {
    const email = freshEmail();
    await registerEmail(email);
    await post('/api/notify/send_email', { to: email, type: 2 });
    const code = await t.lastCode(email);
    expect(body(await post('/api/user/forget_password', resetForm(email, code, 'first reset 1'))).code).toBe(
      1,
    );
    const reused = body(await post('/api/user/forget_password', resetForm(email, code, 'second reset 2')));
    expect(reused.code).toBe(1102);
    expect(await login(email, 'second reset 2')).toBe(1101);
    expect(await login(email, 'first reset 1')).toBe(1);
  });

  it('amend_password with a wrong or reused code leaves the password as it was', async () => {
    const email = freshEmail();
    const token = await registerEmail(email);
    await post('/api/notify/send_email', { to: email, type: 2 });
    const code = await t.lastCode(email);
    const amend = (auth_code: string, new_password: string) =>
      post('/api/user/amend_password', { new_password, auth_code, type: 1 }, freshIp(), token);
    expect(body(await amend(otherThan(code), 'amended pass 1')).code).toBe(1102);
    expect(await login(email, 'amended pass 1')).toBe(1101);
    expect(await login(email, PASSWORD)).toBe(1);
    expect(body(await amend(code, 'amended pass 2')).code).toBe(1);
    expect(body(await amend(code, 'amended pass 3')).code).toBe(1102);
    expect(await login(email, 'amended pass 3')).toBe(1101);
    expect(await login(email, 'amended pass 2')).toBe(1);
  });

  it('mismatched passwords are refused before the code is tried', async () => {
    const email = freshEmail();
    await registerEmail(email);
    await post('/api/notify/send_email', { to: email, type: 2 });
    const code = await t.lastCode(email);
    const res = body(
      await post('/api/user/forget_password', {
        ...resetForm(email, code),
        secondary_password: 'something else',
      }),
    );
    expect(res.code).toBe(1106);
    const [row] = await t.ctx.db
      .select({ n: count() })
      .from(verificationCodes)
      .where(eq(verificationCodes.target, email));
    expect(row?.n).toBe(2);
    expect(await login(email, PASSWORD)).toBe(1);
  });
});
