import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_BACKOFF_AFTER, LOGIN_BACKOFF_MAX_SECONDS } from '../src/modules/auth/login-limits.js';
import { body, buildTestApp, hongKongAreaId, type TestApp } from './helper.js';

/**
 * Issue 14 §4–5: the per-account login limit was keyed on the raw string (a number written 7 ways
 * got 70 guesses), `send_email type=1` and the reset flow told known accounts from unknown ones,
 * and 10 wrong passwords locked the owner out for 15 minutes.
 */
let t: TestApp;
let hk: number;
beforeAll(async () => {
  t = await buildTestApp();
  hk = await hongKongAreaId(t);
});
afterAll(() => t.close());

let seq = 0;
const freshEmail = () => `enum${++seq}_${Date.now()}@example.com`;

function post(url: string, fields: Record<string, string | number>, ip = '10.77.0.1') {
  return t.app.inject({ method: 'POST', url, payload: fields, remoteAddress: ip, headers: { lang: 'en' } });
}
const codeOf = async (url: string, fields: Record<string, string | number>, ip?: string) =>
  body(await post(url, fields, ip)).code;

async function registerEmail(email: string) {
  expect(await codeOf('/api/notify/send_email', { to: email, type: 1 }, '10.77.9.9')).toBe(1);
  const code = await t.lastCode(email);
  const form = { type: 1, account: email, password: 'correct horse 1', re_password: 'correct horse 1' };
  expect(await codeOf('/api/user/register', { ...form, sms_code: code }, '10.77.9.9')).toBe(1);
}

async function registerMobile(): Promise<string> {
  const number = `6${String(Date.now()).slice(-7)}`;
  expect(await codeOf('/api/notify/send_sms', { to: number, area_id: hk, type: 1 }, '10.77.9.8')).toBe(1);
  const code = await t.lastCode(`+852${number}`);
  const form = {
    type: 2,
    area_id: hk,
    mobile: number,
    password: 'mobile pass 1',
    re_password: 'mobile pass 1',
  };
  expect(await codeOf('/api/user/register', { ...form, sms_code: code }, '10.77.9.8')).toBe(1);
  return number;
}

const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

describe('login limits are keyed on the resolved account', () => {
  it('one mobile number written 7 ways is one account: at most 10 guesses from one IP, not 70', async () => {
    const number = await registerMobile();
    const spellings = [
      `+852${number}`,
      `+852 ${number}`,
      `852${number}`,
      `(852) ${number}`,
      `+852-${number.slice(0, 4)}-${number.slice(4)}`,
      number,
      ` ${number} `,
    ];
    const codes: number[] = [];
    for (let round = 0; round < 10; round++) {
      for (const account of spellings) {
        codes.push(
          await codeOf(
            '/api/user/loginForU',
            { account, password: `wrong-${round}`, login_type: 2 },
            '10.77.1.1',
          ),
        );
      }
    }
    const seen = tally(codes);
    expect(seen[1101]).toBeLessThanOrEqual(10);
    expect((seen[1101] ?? 0) + (seen[1003] ?? 0)).toBe(70);
    // The owner, from another device, is slowed at most a minute — not locked out.
    t.clock.advance(LOGIN_BACKOFF_MAX_SECONDS * 1000);
    expect(
      await codeOf(
        '/api/user/loginForU',
        { account: number, password: 'mobile pass 1', login_type: 2 },
        '10.77.1.2',
      ),
    ).toBe(1);
  });

  it('guesses from 100 IPs are slowed by a backoff, and the owner still logs in (no lock-out)', async () => {
    const email = freshEmail();
    await registerEmail(email);
    const codes: number[] = [];
    for (let i = 0; i < 100; i++)
      codes.push(
        await codeOf('/api/user/loginForU', { account: email, password: `guess-${i}` }, `10.78.0.${i}`),
      );
    const seen = tally(codes);
    // Five free failures, then one try per backoff slot; the fake clock does not move meanwhile.
    expect(seen[1101]).toBe(LOGIN_BACKOFF_AFTER + 1);
    expect(seen[1003]).toBe(100 - LOGIN_BACKOFF_AFTER - 1);
    const refused = body(
      await post('/api/user/loginForU', { account: email, password: 'correct horse 1' }, '10.78.1.1'),
    );
    expect(refused.code).toBe(1003);
    expect(refused.msg).toMatch(/\d+/);
    t.clock.advance(LOGIN_BACKOFF_MAX_SECONDS * 1000);
    expect(
      await codeOf('/api/user/loginForU', { account: email, password: 'correct horse 1' }, '10.78.1.1'),
    ).toBe(1);
  });

  it('the backoff doubles and is capped: a guesser gets one try per minute at most', async () => {
    const email = freshEmail();
    await registerEmail(email);
    let tries = 0;
    // 30 minutes of guessing from ever-new IPs, one attempt a second.
    for (let s = 0; s < 1800; s += 1) {
      t.clock.advance(1000);
      if (s % 10 !== 0) continue; // sample every 10 s to keep the test quick
      const code = await codeOf(
        '/api/user/loginForU',
        { account: email, password: `g-${s}` },
        `10.79.${s >> 8}.${s & 255}`,
      );
      if (code === 1101) tries++;
    }
    // 5 free + 1,2,4,8,16,32 s slots + ~60 s slots over 30 minutes: far below 180 samples.
    expect(tries).toBeLessThan(45);
    expect(tries).toBeGreaterThan(LOGIN_BACKOFF_AFTER);
  });
});

describe('uniform answers for known and unknown accounts', () => {
  it('send_email type=1: a taken address answers like a new one, its owner gets a notice, no code', async () => {
    const taken = freshEmail();
    await registerEmail(taken);
    t.clock.advance(61_000);
    const fresh = freshEmail();
    const a = body(await post('/api/notify/send_email', { to: taken, type: 1 }, '10.77.2.1'));
    const b = body(await post('/api/notify/send_email', { to: fresh, type: 1 }, '10.77.2.1'));
    expect(a).toEqual(b);
    expect(a.code).toBe(1);
    const notice = await t.lastMessage(taken);
    expect(notice).toMatch(/already has one/);
    expect(notice).not.toMatch(/\b\d{6}\b/);
    // Register with any code for the taken address fails like a wrong code, not "already registered".
    const form = {
      type: 1,
      account: taken,
      password: 'another pass 2',
      re_password: 'another pass 2',
      sms_code: '123456',
    };
    expect(await codeOf('/api/user/register', form, '10.77.2.1')).toBe(1102);
  });

  it('send_email type=1 for taken addresses counts against the IP limit (20 an hour)', async () => {
    const taken = [freshEmail(), freshEmail()];
    for (const email of taken) await registerEmail(email);
    t.clock.advance(61_000);
    const ip = '10.77.3.1';
    expect(await codeOf('/api/notify/send_email', { to: taken[0]!, type: 1 }, ip)).toBe(1);
    for (let i = 0; i < 19; i++)
      expect(await codeOf('/api/notify/send_email', { to: freshEmail(), type: 1 }, ip)).toBe(1);
    expect(await codeOf('/api/notify/send_email', { to: taken[1]!, type: 1 }, ip)).toBe(1003);
    expect(await codeOf('/api/notify/send_email', { to: freshEmail(), type: 1 }, ip)).toBe(1003);
  });

  it('forget_password: wrong codes answer the same sequence for a known and an unknown account', async () => {
    const known = freshEmail();
    await registerEmail(known);
    const unknown = freshEmail();
    const sequence = async (account: string, ip: string) => {
      t.clock.advance(61_000);
      expect(await codeOf('/api/notify/send_email', { to: account, type: 2 }, ip)).toBe(1);
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        const code = (await t.lastMessage(account))?.match(/\b\d{6}\b/)?.[0];
        const wrong = code === '000000' ? '111111' : '000000';
        codes.push(
          await codeOf(
            '/api/user/forget_password',
            {
              type: 1,
              account,
              new_password: 'reset pass 12',
              secondary_password: 'reset pass 12',
              auth_code: wrong,
            },
            ip,
          ),
        );
      }
      return codes;
    };
    const knownCodes = await sequence(known, '10.77.4.1');
    const unknownCodes = await sequence(unknown, '10.77.4.2');
    expect(knownCodes).toEqual([1102, 1102, 1102, 1102, 1103, 1103, 1103]);
    expect(unknownCodes).toEqual(knownCodes);
  });

  it('forget_password by mobile without an area: unknown numbers answer like known ones', async () => {
    const number = await registerMobile();
    const attempt = (account: string) =>
      codeOf(
        '/api/user/forget_password',
        {
          type: 2,
          account,
          new_password: 'reset pass 12',
          secondary_password: 'reset pass 12',
          auth_code: '000000',
        },
        '10.77.5.1',
      );
    const knownCodes: number[] = [];
    const unknownCodes: number[] = [];
    for (let i = 0; i < 6; i++) knownCodes.push(await attempt(`+852${number}`));
    for (let i = 0; i < 6; i++) unknownCodes.push(await attempt('+85259999999'));
    expect(knownCodes).toEqual([1102, 1102, 1102, 1102, 1103, 1103]);
    expect(unknownCodes).toEqual(knownCodes);
  });

  it('wrong codes count against the IP: 30 an hour, then 1003', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 35; i++)
      codes.push(
        await codeOf(
          '/api/user/forget_password',
          {
            type: 1,
            account: `nobody${i}@example.com`,
            new_password: 'reset pass 12',
            secondary_password: 'reset pass 12',
            auth_code: '000000',
          },
          '10.77.6.1',
        ),
      );
    expect(tally(codes)[1003]).toBe(5);
  });
});
