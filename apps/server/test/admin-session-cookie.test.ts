import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminSessions, auditLog } from '../src/db/schema.js';
import { CSRF_HEADER, STAFF_COOKIE } from '../src/modules/admin/staff-cookie.js';
import { codeAt, enrolledStaff, STAFF_PASSWORD } from './admin-helper.js';
import { body, type TestApp, withDirectAndProxiedApps } from './helper.js';

/**
 * Issue 14: the staff session lived in localStorage, readable by any script on the origin the
 * public client shares. It is now an httpOnly, SameSite=Strict cookie scoped to /admin, with a
 * CSRF token in a header and a Sec-Fetch-Site / Origin check.
 */
let t: TestApp;
let proxied: TestApp;
withDirectAndProxiedApps((direct, behindProxy) => {
  t = direct;
  proxied = behindProxy;
});

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', lang: 'en' };

function setCookieOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  return (
    (Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith(`${STAFF_COOKIE}=`)) ?? ''
  );
}

async function browserLogin(app: TestApp = t, headers: Record<string, string> = {}) {
  const { id, email, secret } = await enrolledStaff(app, 'owner');
  const res = await app.app.inject({
    method: 'POST',
    url: '/admin/api/auth/login',
    payload: { email, password: STAFF_PASSWORD, totp: codeAt(app, secret) },
    headers: { ...SAME_ORIGIN, ...headers },
  });
  const cookie = res.cookies.find((c) => c.name === STAFF_COOKIE)!;
  const data = body<{ csrf_token: string; token?: string; role: string }>(res).data;
  return {
    res,
    id,
    email,
    cookie: `${STAFF_COOKIE}=${cookie.value}`,
    token: cookie.value,
    csrf: data.csrf_token,
    data,
  };
}

const me = (cookie: string, headers: Record<string, string> = SAME_ORIGIN) =>
  t.app.inject({ url: '/admin/api/me', headers: { ...headers, cookie } });

describe('staff session cookie', () => {
  it('login sets an httpOnly, SameSite=Strict cookie scoped to /admin; the body carries no session token', async () => {
    const { res, data, token, csrf } = await browserLogin();
    expect(body(res).code).toBe(1);
    const set = setCookieOf(res);
    expect(set).toMatch(/; HttpOnly/);
    expect(set).toMatch(/; SameSite=Strict/);
    expect(set).toMatch(/; Path=\/admin(;|$)/);
    expect(set).not.toMatch(/Secure/); // plain HTTP: a Secure cookie would never come back
    expect(data.token).toBeUndefined();
    expect(JSON.stringify(body(res))).not.toContain(token);
    expect(csrf).toMatch(/^[\w-]{43}$/);
    expect(csrf).not.toBe(token);
  });

  it('is Secure when the request came over TLS', async () => {
    const { res } = await browserLogin(proxied, { 'x-forwarded-proto': 'https' });
    expect(setCookieOf(res)).toMatch(/; Secure/);
  });

  it('authenticates reads from the console; /me hands the CSRF token back after a reload', async () => {
    const { cookie, csrf, email } = await browserLogin();
    const res = body<{ email: string; csrf_token: string }>(await me(cookie));
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ email, csrf_token: csrf });
    // Typed in the address bar (Sec-Fetch-Site: none) and an old browser without the header.
    expect(body(await me(cookie, { 'sec-fetch-site': 'none' })).code).toBe(1);
    expect(body(await me(cookie, {})).code).toBe(1);
  });

  it('refuses a state-changing request without the CSRF token, or with another one; nothing is written', async () => {
    const { cookie, csrf, id } = await browserLogin();
    const other = await browserLogin();
    for (const headers of [
      {},
      { [CSRF_HEADER]: other.csrf },
      { [CSRF_HEADER]: `${csrf}x` },
      { [CSRF_HEADER]: '' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/admin/api/auth/logout',
        headers: { ...SAME_ORIGIN, ...headers, cookie },
      });
      expect(body(res).code).toBe(1940);
      expect(body(res).msg).toMatch(/refused for your security/);
    }
    // The session is still live and no logout was audited.
    expect(body(await me(cookie)).code).toBe(1);
    const sessions = await t.ctx.db.select().from(adminSessions).where(eq(adminSessions.adminId, id));
    expect(sessions.map((s) => s.revokedAt)).toEqual([null]);
    const audited = await t.ctx.db.select().from(auditLog).where(eq(auditLog.adminId, id));
    expect(audited.map((r) => r.action)).toEqual(['staff.login']);
    // With the token, the same request works and the cookie is cleared.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/admin/api/auth/logout',
      headers: { ...SAME_ORIGIN, [CSRF_HEADER]: csrf, cookie },
    });
    expect(body(ok).code).toBe(1);
    expect(setCookieOf(ok)).toMatch(new RegExp(`^${STAFF_COOKIE}=;.*Max-Age=0`));
    expect(body(await me(cookie)).code).toBe(999);
  });

  it('refuses the cookie when a browser says the request came from another site or origin', async () => {
    const { cookie, csrf } = await browserLogin();
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      expect(body(await me(cookie, headers)).code, JSON.stringify(headers)).toBe(1940);
      const post = await t.app.inject({
        method: 'POST',
        url: '/admin/api/auth/logout',
        headers: { ...headers, [CSRF_HEADER]: csrf, cookie },
      });
      expect(body(post).code).toBe(1940);
    }
    // An Origin naming this host is the console itself.
    const host = { host: 'console.example:8080' };
    expect(body(await me(cookie, { ...host, origin: 'http://console.example:8080' })).code).toBe(1);
    expect(body(await me(cookie, { ...host, origin: 'http://console.example' })).code).toBe(1940);
    expect(body(await me(cookie)).code).toBe(1);
  });

  it('refuses a login form posted from another site', async () => {
    const { email, secret } = await enrolledStaff(t, 'support');
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/auth/login',
      payload: { email, password: STAFF_PASSWORD, totp: codeAt(t, secret) },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(body(res).code).toBe(1940);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('the cookie of a revoked or idle session is refused like a missing one (999)', async () => {
    const { cookie } = await browserLogin();
    t.clock.advance(31 * 60_000);
    expect(body(await me(cookie)).code).toBe(999);
  });
});
