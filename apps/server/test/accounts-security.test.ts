import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../src/db/schema.js';
import { body, postForm, type TestApp, withTestApp } from './helper.js';

let t: TestApp;
withTestApp((app) => (t = app));

let seq = 0;
const freshEmail = () => `sec${++seq}_${Date.now()}@example.com`;

/** A form POST from a given client address (the rate limits are per IP). */
function post(url: string, fields: Record<string, string | number>, ip = '127.0.0.1') {
  return postForm(t.app, url, fields, {}, ip);
}

const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

async function register(email: string, password = 'correct horse 1') {
  expect(body(await post('/api/notify/send_email', { to: email, type: 1 }, '10.9.9.9')).code).toBe(1);
  const code = await t.lastCode(email);
  const res = body(
    await post(
      '/api/user/register',
      { type: 1, account: email, password, re_password: password, sms_code: code },
      '10.9.9.9',
    ),
  );
  expect(res.code).toBe(1);
}

/**
 * A fresh e-mail sent a registration code: the code, a wrong one, and the register form that
 * still lacks its code.
 */
async function registrationCodeSent() {
  const email = freshEmail();
  expect(body(await post('/api/notify/send_email', { to: email, type: 1 })).code).toBe(1);
  const code = await t.lastCode(email);
  const wrong = code === '000000' ? '111111' : '000000';
  const form = { type: 1, account: email, password: 'passw0rd!', re_password: 'passw0rd!' };
  return { email, code, wrong, form };
}

describe('at most 5 tries per code, even under concurrent requests', () => {
  it('20 wrong codes fired at once: 5 are evaluated, the right code is then refused', async () => {
    const { email, code, wrong, form } = await registrationCodeSent();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/user/register', { ...form, sms_code: wrong })),
    );
    const codes = results.map((r) => body(r).code);
    expect(count(codes, 1102)).toBe(4);
    expect(count(codes, 1103)).toBe(16);
    const [row] = await t.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.target, email));
    expect(row?.attempts).toBe(5);
    const late = body(await post('/api/user/register', { ...form, sms_code: code }));
    expect(late.code).toBe(1103);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('19 wrong codes and the right one last, all at once: the right one is not evaluated', async () => {
    const { email, code, wrong, form } = await registrationCodeSent();
    const answers = [...Array.from({ length: 19 }, () => wrong), code];
    const results = await Promise.all(
      answers.map((answer) => post('/api/user/register', { ...form, sms_code: answer }, '10.2.0.1')),
    );
    expect(body(results[19]!).code).toBe(1103);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});

describe('login rate limits hold under concurrent requests', () => {
  it('20 wrong passwords at once from one IP: at most 10 are checked; that IP is refused, the owner elsewhere is not', async () => {
    const email = freshEmail();
    await register(email);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/api/user/loginForU', { account: email, password: `wrong-${i}` }, '10.1.0.1'),
      ),
    );
    const codes = results.map((r) => body(r).code);
    expect(count(codes, 1101)).toBeLessThanOrEqual(10);
    expect(count(codes, 1101)).toBeGreaterThanOrEqual(5);
    expect(count(codes, 1101) + count(codes, 1003)).toBe(20);
    const right = { account: email, password: 'correct horse 1' };
    expect(body(await post('/api/user/loginForU', right, '10.1.0.1')).code).toBe(1003);
    // Issue 14: failures from elsewhere slow the account down but never lock its owner out.
    t.clock.advance(60_000);
    expect(body(await post('/api/user/loginForU', right)).code).toBe(1);
  });

  it('50 wrong logins per IP at once: the limit holds across accounts', async () => {
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        post('/api/user/loginForU', { account: `nobody${i}@example.com`, password: 'whatever' }, '10.1.0.2'),
      ),
    );
    const codes = results.map((r) => body(r).code);
    expect(count(codes, 1101)).toBe(50);
    expect(count(codes, 1003)).toBe(10);
  });

  it('successful logins do not use up the failure allowance', async () => {
    const email = freshEmail();
    await register(email);
    for (let i = 0; i < 12; i++) {
      const ok = body(
        await post('/api/user/loginForU', { account: email, password: 'correct horse 1' }, '10.1.0.3'),
      );
      expect(ok.code).toBe(1);
    }
    for (let i = 0; i < 9; i++)
      await post('/api/user/loginForU', { account: email, password: `wrong-${i}` }, '10.1.0.3');
    t.clock.advance(60_000); // past the account backoff (issue 14), still inside the 15-minute window
    const ok = body(
      await post('/api/user/loginForU', { account: email, password: 'correct horse 1' }, '10.1.0.3'),
    );
    expect(ok.code).toBe(1);
  });
});
