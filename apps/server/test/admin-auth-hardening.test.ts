import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, auditLog, pairs } from '../src/db/schema.js';
import { STAFF_FAILS_AUDITED_PER_IP, STAFF_LOGIN_FAILS_PER_IP } from '../src/modules/admin/admin-auth.js';
import { adminKit, STAFF_PASSWORD } from './admin-helper.js';
import { buildTestApp, type TestApp } from './helper.js';

/**
 * Issue 14 §4–5: the staff password change asked for neither the current password nor a TOTP code
 * and left the other sessions alive; `must_change_password` was enforced only by the console;
 * staff login had no per-IP limit and audited every failure; admin inputs accepted zero lot steps
 * and `PUT /admin/api/company {}` answered 500.
 */
let t: TestApp;
const admin = adminKit(() => t);
let owner: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await admin.staffToken('owner');
});
afterAll(() => t.close());

const STEP_MS = 30_000;

async function signedIn(role: 'support' | 'finance' = 'support') {
  const staff = await admin.enrolledStaff(role);
  return { ...staff, token: await secondSession(staff) };
}

/** Signs the enrolled staff member in once more, with the next step's code: a new session's token. */
async function secondSession(staff: { email: string; secret: string }) {
  t.clock.advance(STEP_MS);
  const res = await admin.signIn(staff);
  expect(res.code).toBe(1);
  return res.data.token!;
}

const changePassword = (token: string, payload: object) =>
  admin.call(token, 'POST', '/admin/api/auth/password', payload);

describe('staff password change re-authenticates and ends the other sessions', () => {
  it('refuses a change without the current password and a TOTP code (1001), a wrong password (1101), a wrong code (1501)', async () => {
    const s = await signedIn();
    expect((await changePassword(s.token, { password: 'a brand new password' })).code).toBe(1001);
    t.clock.advance(STEP_MS);
    const wrongPassword = await changePassword(s.token, {
      current_password: 'not my password',
      totp: admin.codeAt(s.secret),
      password: 'a brand new password',
    });
    expect(wrongPassword.code).toBe(1101);
    const wrongTotp = await changePassword(s.token, {
      current_password: STAFF_PASSWORD,
      totp: admin.wrongCode(s.secret),
      password: 'a brand new password',
    });
    expect(wrongTotp.code).toBe(1501);
    // Nothing changed: the old password still signs in.
    const [row] = await t.ctx.db.select().from(admins).where(eq(admins.id, s.id));
    expect(row!.passwordHash).toMatch(/argon2/);
    expect((await admin.login({ email: s.email, password: 'a brand new password' })).code).toBe(1101);
  });

  it('a re-authenticated change keeps this session, revokes the others, and the new password works', async () => {
    const s = await signedIn();
    const other = await secondSession(s);
    t.clock.advance(STEP_MS);
    const res = await changePassword(s.token, {
      current_password: STAFF_PASSWORD,
      totp: admin.codeAt(s.secret),
      password: 'a brand new password',
    });
    expect(res.code).toBe(1);
    expect((await admin.call(s.token, 'GET', '/admin/api/me')).code).toBe(1);
    expect((await admin.call(other, 'GET', '/admin/api/me')).code).toBe(999);
    t.clock.advance(STEP_MS);
    const login = await admin.login({
      email: s.email,
      password: 'a brand new password',
      totp: admin.codeAt(s.secret),
    });
    expect(login.code).toBe(1);
  });
});

describe('must_change_password is enforced by the server', () => {
  it('after a reset, the one-time password opens only the password change (1900 elsewhere)', async () => {
    const s = await admin.enrolledStaff('support');
    const reset = await admin.call<{ password: string }>(
      owner,
      'POST',
      `/admin/api/staff/${s.id}/reset-password`,
    );
    expect(reset.code).toBe(1);
    t.clock.advance(STEP_MS);
    const login = await admin.login({
      email: s.email,
      password: reset.data.password,
      totp: admin.codeAt(s.secret),
    });
    expect(login.code).toBe(1);
    expect(login.data.must_change_password).toBe(true);
    const token = login.data.token!;
    const refused = await admin.call(token, 'GET', '/admin/api/clients');
    expect(refused.code).toBe(1900);
    expect(refused.msg).toMatch(/one-time password/);
    expect((await admin.call(token, 'GET', '/admin/api/dashboard')).code).toBe(1900);
    expect(
      (await admin.call<{ must_change_password: boolean }>(token, 'GET', '/admin/api/me')).data
        .must_change_password,
    ).toBe(true);
    t.clock.advance(STEP_MS);
    const changed = await changePassword(token, {
      current_password: reset.data.password,
      totp: admin.codeAt(s.secret),
      password: 'my own staff password',
    });
    expect(changed.code).toBe(1);
    expect((await admin.call(token, 'GET', '/admin/api/clients')).code).toBe(1);
  });
});

describe('staff login: a per-IP limit and no audit flood', () => {
  it(`${STAFF_LOGIN_FAILS_PER_IP} failures per IP (any e-mails), then 1003; at most ${STAFF_FAILS_AUDITED_PER_IP} audit rows`, async () => {
    const ip = '198.51.100.23';
    const codes: number[] = [];
    for (let i = 0; i < 100; i++)
      codes.push((await admin.login({ email: `nobody${i}@fxdesk.test`, password: 'guess guess' }, ip)).code);
    expect(codes.filter((c) => c === 1101)).toHaveLength(STAFF_LOGIN_FAILS_PER_IP);
    expect(codes.filter((c) => c === 1003)).toHaveLength(100 - STAFF_LOGIN_FAILS_PER_IP);
    const [{ n } = { n: 0 }] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.ip, ip), eq(auditLog.action, 'staff.login_failed')));
    expect(n).toBe(STAFF_FAILS_AUDITED_PER_IP);
    // Another address is not affected.
    expect(
      (await admin.login({ email: 'nobody@fxdesk.test', password: 'guess guess' }, '198.51.100.24')).code,
    ).toBe(1101);
  });
});

describe('admin inputs are validated to sane ranges (1001, nothing written)', () => {
  const auditCount = async () =>
    (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;

  it('PUT /admin/api/company {} and other empty patches answer 1001, not 500', async () => {
    const before = await auditCount();
    const eurusd = t.ctx.market.pairByCode('EURUSD')!;
    for (const [method, url] of [
      ['PUT', '/admin/api/company'],
      ['PUT', `/admin/api/instruments/${eurusd.id}`],
      ['PUT', '/admin/api/funds/currencies/1'],
    ] as const) {
      const res = await admin.call(owner, method, url, {});
      expect({ url, code: res.code }).toEqual({ url, code: 1001 });
    }
    expect(await auditCount()).toBe(before);
  });

  it.each([{ lotStep: '0' }, { lotStep: '0.0000' }, { minLots: '0' }, { minLots: '0.00' }])(
    'instrument %j is refused and the pair keeps trading',
    async (patch) => {
      const eurusd = t.ctx.market.pairByCode('EURUSD')!;
      const res = await admin.call(owner, 'PUT', `/admin/api/instruments/${eurusd.id}`, patch);
      expect(res.code).toBe(1001);
      const [row] = await t.ctx.db.select().from(pairs).where(eq(pairs.id, eurusd.id));
      expect(Number(row!.lotStep)).toBeGreaterThan(0);
      expect(Number(row!.minLots)).toBeGreaterThan(0);
    },
  );

  it('a withdraw currency with min > max, or a zero USD price, is refused', async () => {
    expect(
      (
        await admin.call(owner, 'PUT', '/admin/api/funds/currencies/1', {
          minAmount: '500',
          maxAmount: '100',
        })
      ).code,
    ).toBe(1001);
    expect(
      (await admin.call(owner, 'PUT', '/admin/api/funds/currencies/1', { minAmount: '99999999' })).code,
    ).toBe(1001);
    expect((await admin.call(owner, 'PUT', '/admin/api/funds/currencies/1', { usdPrice: '0' })).code).toBe(
      1001,
    );
  });
});
