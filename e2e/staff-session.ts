import { createHash } from 'node:crypto';
import type { BrowserContext, Cookie } from 'playwright-core';

/**
 * The staff session is an httpOnly cookie scoped to /admin (issue 14); login and enrolment no
 * longer return the token in the body. Tests that call the back-office API as a tool read it
 * from Set-Cookie and send it in `authorization`; browser tests take it from the context.
 */
export const STAFF_COOKIE = 'fxdesk_staff';

/** `data` with `token` set from a staff login's or enrolment's Set-Cookie (if it set one). */
export function withStaffToken<T>(response: Response, data: T): T {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${STAFF_COOKIE}=`));
  const token = cookie?.slice(STAFF_COOKIE.length + 1).split(';')[0];
  if (token && data && typeof data === 'object') (data as { token?: string }).token = token;
  return data;
}

/** The console's session cookie in a browser context. */
export async function staffCookie(context: BrowserContext): Promise<Cookie | undefined> {
  return (await context.cookies()).find((c) => c.name === STAFF_COOKIE);
}

/** The CSRF token the server derives from a session token (apps/server staff-cookie.ts). */
export const csrfOf = (token: string) =>
  createHash('sha256').update(`fxdesk-staff-csrf:${token}`).digest('base64url');

/**
 * Signs a browser context into the console as a staff member whose session token a test holds:
 * the httpOnly cookie the server would have set, and (before any page script runs) what the
 * console keeps itself — who is signed in and the CSRF token, in English.
 */
export async function signInConsole(
  context: BrowserContext,
  baseURL: string,
  staff: { token: string; role: string; email: string },
): Promise<void> {
  await context.addCookies([
    { name: STAFF_COOKIE, value: staff.token, url: `${baseURL}/admin`, httpOnly: true, sameSite: 'Strict' },
  ]);
  await context.addInitScript(
    ([csrf, role, email]) => {
      localStorage.setItem('fxdesk.admin.lang', 'en');
      localStorage.setItem(
        'fxdesk.admin.session',
        JSON.stringify({ csrf, role, email, mustChangePassword: false }),
      );
    },
    [csrfOf(staff.token), staff.role, staff.email] as const,
  );
}
