import { expect } from 'vitest';
import { admins } from '../src/db/schema.js';
import type { StaffRole } from '../src/modules/backoffice/permissions.js';
import { newTotpSecret, timeStep, totpAt } from '../src/modules/admin/totp.js';
import { hashPassword } from '../src/modules/security/passwords.js';
import type { LightMyRequestResponse } from 'fastify';
import { STAFF_COOKIE } from '../src/modules/admin/staff-cookie.js';
import { body, imageUpload, type TestApp } from './helper.js';

export const STAFF_PASSWORD = 'staff password 1';

/** The TOTP code of `secret` at the test clock, `offset` steps away. */
export const codeAt = (t: TestApp, secret: string, offset = 0) =>
  totpAt(secret, timeStep(t.clock.now().getTime()) + offset);

/** A code of `secret` that is certainly wrong now (and in the neighbouring steps). */
export function wrongCode(t: TestApp, secret: string): string {
  const near = new Set([-1, 0, 1].map((o) => codeAt(t, secret, o)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!near.has(candidate)) return candidate;
  }
}

export interface LoginData {
  enroll?: boolean;
  enrollment_token?: string;
  secret?: string;
  token?: string;
  csrf_token?: string;
  role?: string;
  must_change_password?: boolean;
}

/** The staff session token a login or enrolment set in its (httpOnly) cookie, if any. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === STAFF_COOKIE && c.value !== '')?.value;
}

/**
 * The envelope of a login or enrolment, with the session token from its cookie added as
 * `data.token`: tests then call the API like a tool does, with `authorization` (no CSRF check).
 */
export function withSessionToken<T extends object>(res: LightMyRequestResponse) {
  const envelope = body<T & { token?: string }>(res);
  const token = sessionCookieOf(res);
  if (token && envelope.data && typeof envelope.data === 'object') envelope.data.token = token;
  return envelope;
}

export async function adminLogin(t: TestApp, fields: Record<string, string>, remoteAddress?: string) {
  return withSessionToken<LoginData>(
    await t.app.inject({
      method: 'POST',
      url: '/admin/api/auth/login',
      payload: fields,
      headers: { lang: 'en' },
      ...(remoteAddress ? { remoteAddress } : {}),
    }),
  );
}

/** Signs an enrolled staff member in with the right password and the current code: the answer. */
export function signIn(t: TestApp, staff: { email: string; secret: string }, remoteAddress?: string) {
  return adminLogin(
    t,
    { email: staff.email, password: STAFF_PASSWORD, totp: codeAt(t, staff.secret) },
    remoteAddress,
  );
}

/** A staff member with TOTP already enrolled (not signed in). */
export async function enrolledStaff(t: TestApp, role: StaffRole) {
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@fxdesk.test`;
  const secret = newTotpSecret();
  const [row] = await t.ctx.db
    .insert(admins)
    .values({ email, passwordHash: await hashPassword(STAFF_PASSWORD), role, totpSecret: secret })
    .returning({ id: admins.id });
  return { id: row!.id, email, secret };
}

/** A staff member with TOTP already enrolled; returns a live session token. */
export async function staffToken(t: TestApp, role: StaffRole): Promise<string> {
  const res = await signIn(t, await enrolledStaff(t, role));
  expect(res.code).toBe(1);
  return res.data.token!;
}

/** Calls an /admin/api route with a staff token. */
export async function adminCall<T = unknown>(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return body<T>(await t.app.inject({ method, url, payload, headers: { authorization: token, lang: 'en' } }));
}

/** POSTs one image to a back-office upload route (multipart field `file`) with a staff token. */
export async function adminUpload(
  t: TestApp,
  token: string,
  url: string,
  bytes: Buffer,
  filename = 'logo.png',
) {
  const { payload, headers } = imageUpload(bytes, filename);
  return body<{ url: string }>(
    await t.app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: token } }),
  );
}

/**
 * The back-office helpers bound to one app (read lazily: a file's app is built in beforeAll), so a
 * test writes `admin.call(token, 'GET', '/admin/api/me')` rather than threading the app through
 * every call.
 */
export function adminKit(app: () => TestApp) {
  return {
    codeAt: (secret: string, offset?: number) => codeAt(app(), secret, offset),
    wrongCode: (secret: string) => wrongCode(app(), secret),
    login: (fields: Record<string, string>, remoteAddress?: string) =>
      adminLogin(app(), fields, remoteAddress),
    signIn: (staff: { email: string; secret: string }, remoteAddress?: string) =>
      signIn(app(), staff, remoteAddress),
    enrolledStaff: (role: StaffRole) => enrolledStaff(app(), role),
    staffToken: (role: StaffRole) => staffToken(app(), role),
    call: <T = unknown>(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      adminCall<T>(app(), token, method, url, payload),
  };
}
