import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeStep, totpAt } from '../src/modules/security/totp.js';
import { fundsKit } from './funds-helpers.js';
import { body, buildTestApp, postForm, type TestApp } from './helper.js';
import { waitFor } from './wait.js';

/**
 * Issue 14, "protections real brokers give clients": two-factor on login and withdrawals, the
 * sessions list, security e-mails, the 24 h withdrawal hold and confirmed withdrawal methods.
 * Every refusal is asserted on its code and on nothing having happened.
 */
let t: TestApp;
const kit = fundsKit(() => t);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 3600_000;
const TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
type Headers = Record<string, string>;

const post = async <T = unknown>(url: string, fields: Record<string, string | number>, h: Headers) =>
  body<T>(await postForm(t.app, url, fields, h));
const code = (secret: string, stepOffset = 0) =>
  totpAt(secret, timeStep(t.clock.now().getTime()) + stepOffset);

async function usdt(h: Headers) {
  const currencies = (
    await kit.get<{ id: number; protocol: string }[]>('/api/account/draw_symbol_list?type=1', h)
  ).data;
  return currencies.find((c) => c.protocol === 'TRC20')!;
}

/** A funded, certified client with a confirmed TRC20 address, past every hold. */
async function readyClient() {
  const u = await kit.funded('500');
  const currency = await usdt(u.h);
  const method = await kit.bindCoin(u, currency.id, TRC20);
  const fields = { draw_currency_id: currency.id, number: '20', draw_method_id: method.data.id };
  return { ...u, currency, methodId: method.data.id, fields };
}

/** Turns two-factor on through the API; returns the secret and the recovery codes. */
async function enrol(h: Headers) {
  const setup = await post<{ secret: string; otpauth_url: string }>('/api/user/totp_setup', {}, h);
  expect(setup.code).toBe(1);
  const enabled = await post<{ recovery_codes: string[] }>(
    '/api/user/totp_enable',
    { code: code(setup.data.secret) },
    h,
  );
  expect(enabled.code).toBe(1);
  return { secret: setup.data.secret, recovery: enabled.data.recovery_codes };
}

const login = (email: string, extra: Record<string, string> = {}, ua = 'test-agent') =>
  postForm(
    t.app,
    '/api/user/loginForU',
    { account: email, password: 'funds pass 1', ...extra },
    { 'user-agent': ua, lang: 'en' },
  );

describe('two-factor enrolment', () => {
  it('a wrong code does not enable it; a right one does, shows 8 recovery codes once and starts the 24 h hold', async () => {
    const u = await kit.realUser();
    const setup = await post<{ secret: string; otpauth_url: string }>('/api/user/totp_setup', {}, u.h);
    expect(setup.data.otpauth_url).toContain(`secret=${setup.data.secret}`);
    const wrong = await post(
      '/api/user/totp_enable',
      { code: code(setup.data.secret) === '000000' ? '111111' : '000000' },
      u.h,
    );
    expect(wrong.code).toBe(1501);
    expect((await kit.get<{ totp_enabled: boolean }>('/api/user/security', u.h)).data.totp_enabled).toBe(
      false,
    );
    const enabled = await post<{ recovery_codes: string[] }>(
      '/api/user/totp_enable',
      { code: code(setup.data.secret) },
      u.h,
    );
    expect(enabled.data.recovery_codes).toHaveLength(8);
    const state = await kit.get<{
      totp_enabled: boolean;
      recovery_codes_left: number;
      withdraw_hold_until: string;
    }>('/api/user/security', u.h);
    expect(state.data).toMatchObject({ totp_enabled: true, recovery_codes_left: 8 });
    expect(Date.parse(state.data.withdraw_hold_until) - t.clock.now().getTime()).toBe(DAY_MS);
    // A second setup while on is refused; so is enabling without a setup.
    expect((await post('/api/user/totp_setup', {}, u.h)).code).toBe(1923);
    const other = await kit.realUser();
    expect((await post('/api/user/totp_enable', { code: '123456' }, other.h)).code).toBe(1925);
  });

  it('disable needs the current password and a current code; each wrong one changes nothing', async () => {
    const u = await kit.realUser();
    const { secret } = await enrol(u.h);
    t.clock.advance(30_000);
    expect(
      (await post('/api/user/totp_disable', { password: 'wrong pass 1', code: code(secret) }, u.h)).code,
    ).toBe(1927);
    expect(
      (await post('/api/user/totp_disable', { password: 'funds pass 1', code: '000000' }, u.h)).code,
    ).toBe(1501);
    expect((await kit.get<{ totp_enabled: boolean }>('/api/user/security', u.h)).data.totp_enabled).toBe(
      true,
    );
    expect(
      (await post('/api/user/totp_disable', { password: 'funds pass 1', code: code(secret) }, u.h)).code,
    ).toBe(1);
    expect((await kit.get<{ totp_enabled: boolean }>('/api/user/security', u.h)).data.totp_enabled).toBe(
      false,
    );
    expect(
      (await post('/api/user/totp_disable', { password: 'funds pass 1', code: '123456' }, u.h)).code,
    ).toBe(1924);
  });
});

describe('login with two-factor', () => {
  it('asks for the code only after a right password; a wrong password answers 1101 whatever the code', async () => {
    const u = await kit.realUser();
    const { secret } = await enrol(u.h);
    t.clock.advance(30_000);
    expect(body(await login(u.email)).code).toBe(1500);
    const wrongPassword = await postForm(t.app, '/api/user/loginForU', {
      account: u.email,
      password: 'wrong pass 1',
      totp_code: code(secret),
    });
    expect(body(wrongPassword).code).toBe(1101);
    expect(body(await login(u.email, { totp_code: '000000' })).code).toBe(1501);
    const right = code(secret);
    const ok = body<{ token: string }>(await login(u.email, { totp_code: right }));
    expect(ok.code).toBe(1);
    // The same code again, in its window: refused as a replay.
    expect(body(await login(u.email, { totp_code: right })).code).toBe(1501);
  });

  it('a recovery code works once', async () => {
    const u = await kit.realUser();
    const { recovery } = await enrol(u.h);
    expect(body(await login(u.email, { totp_code: recovery[0]! })).code).toBe(1);
    expect(body(await login(u.email, { totp_code: recovery[0]! })).code).toBe(1501);
    expect(
      (await kit.get<{ recovery_codes_left: number }>('/api/user/security', u.h)).data.recovery_codes_left,
    ).toBe(7);
  });

  it('wrong codes are limited per account and IP: the sixth guess is refused without being checked', async () => {
    const u = await kit.realUser();
    const { secret } = await enrol(u.h);
    for (let i = 0; i < 5; i++) expect(body(await login(u.email, { totp_code: '000000' })).code).toBe(1501);
    // Even the right code is not evaluated once the limit is reached.
    expect(body(await login(u.email, { totp_code: code(secret) })).code).toBe(1003);
  });
});

describe('withdrawals', () => {
  it('an unconfirmed method is refused; a wrong code and a too-early resend change nothing; the right code unlocks it', async () => {
    const u = await kit.funded('500');
    const currency = await usdt(u.h);
    const bound = await post<{ id: number; confirmed: number }>(
      '/api/wallet/bind_draw_method',
      { type: 1, draw_id: currency.id, dc_address: TRC20 },
      u.h,
    );
    expect(bound.data.confirmed).toBe(0);
    expect(await t.lastMessage(u.email)).toContain(TRC20);
    const fields = { draw_currency_id: currency.id, number: '20', draw_method_id: bound.data.id };
    expect((await kit.draw(u, fields)).code).toBe(1921);
    expect(
      (await post('/api/wallet/confirm_draw_method', { id: bound.data.id, code: '000000' }, u.h)).code,
    ).toBe(1928);
    expect((await post('/api/wallet/resend_draw_method_code', { id: bound.data.id }, u.h)).code).toBe(1104);
    t.clock.advance(61_000);
    expect((await post('/api/wallet/resend_draw_method_code', { id: bound.data.id }, u.h)).code).toBe(1);
    expect((await kit.confirmMethod(u, bound.data.id)).code).toBe(1);
    expect((await kit.draw(u, fields)).code).toBe(1);
    expect((await kit.account(u.id)).lock).toBe(20);
  });

  it("another client's method cannot be confirmed or resent (answers like an unknown one)", async () => {
    const a = await readyClient();
    const b = await kit.realUser();
    expect(
      (await post('/api/wallet/confirm_draw_method', { id: a.methodId, code: '123456' }, b.h)).code,
    ).toBe(1403);
    expect((await post('/api/wallet/resend_draw_method_code', { id: a.methodId }, b.h)).code).toBe(1403);
  });

  it('a password change holds withdrawals for 24 h with a message saying until when, and mails the client', async () => {
    const u = await readyClient();
    t.clock.advance(61_000); // SPEC §9: one code per target per 60 s (the register code went out).
    expect(body(await postForm(t.app, '/api/notify/send_email', { to: u.email, type: 2 })).code).toBe(1);
    const changed = await post(
      '/api/user/amend_password',
      { new_password: 'funds pass 2', auth_code: await t.lastCode(u.email), type: 1 },
      u.h,
    );
    expect(changed.code).toBe(1);
    expect(await t.lastMessage(u.email)).toMatch(/password of your FXDesk account was changed/);
    const held = await kit.draw(u, u.fields);
    expect(held.code).toBe(1920);
    const until = new Date(t.clock.now().getTime() + DAY_MS);
    expect(held.msg).toContain(String(until.getUTCFullYear()));
    expect(held.msg).toContain('UTC');
    const de = body(await postForm(t.app, '/api/account/draw', u.fields, { ...u.h, lang: 'de' }));
    expect(de.msg).toMatch(/gesperrt/);
    expect((await kit.account(u.id)).lock).toBe(0);
    t.clock.advance(DAY_MS - 1000);
    expect((await kit.draw(u, u.fields)).code).toBe(1920);
    t.clock.advance(1001);
    expect((await kit.draw(u, u.fields)).code).toBe(1);
  });

  it('with two-factor on, a withdrawal needs a code; two identical concurrent submits with one code make one withdrawal', async () => {
    const u = await readyClient();
    const { secret } = await enrol(u.h);
    expect((await kit.draw(u, u.fields)).code).toBe(1920);
    t.clock.advance(DAY_MS + 1);
    expect((await kit.draw(u, u.fields)).code).toBe(1500);
    expect((await kit.draw(u, { ...u.fields, totp_code: '000000' })).code).toBe(1501);
    const right = code(secret);
    const both = await Promise.all([
      kit.draw(u, { ...u.fields, totp_code: right }),
      kit.draw(u, { ...u.fields, totp_code: right }),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([1, 1501]);
    expect((await kit.account(u.id)).lock).toBe(20);
    await kit.expectLedger(u.id);
  });
});

describe('sessions', () => {
  it('lists live sessions with the current one marked; revoke one, then everywhere else', async () => {
    const u = await kit.realUser();
    const phone = body<{ token: string }>(
      await login(u.email, {}, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1'),
    );
    const laptop = body<{ token: string }>(
      await login(u.email, {}, 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0 Safari/537.36'),
    );
    const list = await kit.get<{ id: number; device: string; current: boolean }[]>(
      '/api/user/session_list',
      u.h,
    );
    expect(list.data).toHaveLength(3);
    expect(list.data.filter((s) => s.current)).toHaveLength(1);
    expect(list.data.map((s) => s.device)).toEqual(
      expect.arrayContaining(['Safari on iOS', 'Chrome on Windows']),
    );
    const phoneId = (
      await kit.get<{ id: number; current: boolean }[]>('/api/user/session_list', {
        authorization: phone.data.token,
      })
    ).data.find((s) => s.current)!.id;

    // Another client's session id answers like an unknown one and ends nothing.
    const other = await kit.realUser();
    expect((await post('/api/user/session_revoke', { id: phoneId }, other.h)).code).toBe(1922);
    expect((await kit.get('/api/user/info', { authorization: phone.data.token })).code).toBe(1);

    expect((await post('/api/user/session_revoke', { id: phoneId }, u.h)).code).toBe(1);
    expect((await kit.get('/api/user/info', { authorization: phone.data.token })).code).toBe(999);
    expect((await post('/api/user/session_revoke', { id: phoneId }, u.h)).code).toBe(1922);

    expect((await post('/api/user/session_revoke_others', {}, u.h)).code).toBe(1);
    expect((await kit.get('/api/user/info', { authorization: laptop.data.token })).code).toBe(999);
    expect((await kit.get('/api/user/info', u.h)).code).toBe(1);
    expect((await kit.get<unknown[]>('/api/user/session_list', u.h)).data).toHaveLength(1);
  });

  it("a revoked session's socket is logged out", async () => {
    const u = await kit.realUser();
    const second = body<{ token: string }>(await login(u.email, {}, 'other device'));
    const ws = await t.app.injectWS('/v1/ws');
    const frames: { type: string; code?: number }[] = [];
    ws.on('message', (d) => frames.push(JSON.parse(d.toString()) as { type: string; code?: number }));
    ws.send(JSON.stringify({ type: 'login', params: { token: second.data.token } }));
    await waitFor(() => frames.some((f) => f.type === 'login_result'));
    expect(frames.find((f) => f.type === 'login_result')?.code).toBe(1);
    const id = (
      await kit.get<{ id: number; current: boolean }[]>('/api/user/session_list', {
        authorization: second.data.token,
      })
    ).data.find((s) => s.current)!.id;
    expect((await post('/api/user/session_revoke', { id }, u.h)).code).toBe(1);
    await waitFor(() => frames.some((f) => f.type === 'login_result' && f.code === 999));
    ws.terminate();
  });
});

describe('security e-mails', () => {
  it('a login from a new device is mailed in the language of that login; the same device again is not', async () => {
    const u = await kit.realUser();
    const before = await t.lastMessage(u.email);
    await postForm(
      t.app,
      '/api/user/loginForU',
      { account: u.email, password: 'funds pass 1' },
      { 'user-agent': 'Mozilla/5.0 (Macintosh; Mac OS X 14) Firefox/130.0', lang: 'fr' },
    );
    const mail = await t.lastMessage(u.email);
    expect(mail).not.toBe(before);
    expect(mail).toContain('nouvel appareil');
    expect(mail).toContain('Firefox on macOS');
    await postForm(
      t.app,
      '/api/user/loginForU',
      { account: u.email, password: 'funds pass 1' },
      { 'user-agent': 'Mozilla/5.0 (Macintosh; Mac OS X 14) Firefox/130.0', lang: 'fr' },
    );
    expect(await t.lastMessage(u.email)).toBe(mail);
  });
});
