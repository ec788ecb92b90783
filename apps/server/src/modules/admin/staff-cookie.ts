import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { tokenOf } from '../../http/auth-guard.js';

/**
 * Staff sessions travel in a cookie the console's script cannot read (issue 14: the token lived
 * in localStorage, on the same origin as the public client): httpOnly, SameSite=Strict, scoped
 * to /admin, Secure when the request came over TLS. A cookie is sent by the browser on its own,
 * so every cookie-authenticated request also proves it comes from the console:
 *  - Sec-Fetch-Site must be same-origin (or none: typed in the address bar); without it, an
 *    Origin header must name this host — for every method;
 *  - a POST/PUT/PATCH/DELETE carries the session's CSRF token in `x-csrf-token`. It is derived
 *    from the session token (a one-way hash), returned by login, enrolment and /admin/api/me, and
 *    useless without the cookie.
 * Tools outside a browser may send the session token (from Set-Cookie) in `authorization`
 * instead: a browser never attaches that header by itself, so no CSRF check applies to it.
 */
export const STAFF_COOKIE = 'fxdesk_staff';
export const CSRF_HEADER = 'x-csrf-token';
const COOKIE_PATH = '/admin';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The CSRF token of a session: a one-way function of its token (nothing more to store). */
export function csrfTokenOf(sessionToken: string): string {
  return createHash('sha256').update(`fxdesk-staff-csrf:${sessionToken}`).digest('base64url');
}

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

function sameString(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Refuses (1940) a request a browser sent from another site or another origin. */
export function assertSameOrigin(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) {
    if (site !== 'same-origin' && site !== 'none') throw new AppError('STAFF_REQUEST_REFUSED');
    return;
  }
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new AppError('STAFF_REQUEST_REFUSED');
  }
  if (host !== request.host) throw new AppError('STAFF_REQUEST_REFUSED');
}

/**
 * The staff session token of a request: the `authorization` header (tools), else the cookie,
 * which must pass the origin and, on a state-changing method, the CSRF check.
 */
export function staffTokenOf(request: FastifyRequest): string | undefined {
  const header = tokenOf(request);
  if (header) return header;
  const token = cookieValue(request, STAFF_COOKIE);
  if (!token) return undefined;
  assertSameOrigin(request);
  if (!SAFE_METHODS.has(request.method)) {
    const sent = request.headers[CSRF_HEADER];
    if (typeof sent !== 'string' || !sameString(sent, csrfTokenOf(token)))
      throw new AppError('STAFF_REQUEST_REFUSED');
  }
  return token;
}

function cookie(request: FastifyRequest, value: string, maxAgeS?: number): string {
  const parts = [`${STAFF_COOKIE}=${value}`, `Path=${COOKIE_PATH}`, 'HttpOnly', 'SameSite=Strict'];
  if (request.protocol === 'https') parts.push('Secure');
  if (maxAgeS !== undefined) parts.push(`Max-Age=${maxAgeS}`);
  return parts.join('; ');
}

/** Starts the browser's session: the cookie, and the CSRF token for the console's script. */
export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string): string {
  // A session cookie: the server ends the session after idle time (ADMIN_IDLE_MS) anyway.
  reply.header('set-cookie', cookie(request, token));
  return csrfTokenOf(token);
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', cookie(request, '', 0));
}

/** The CSRF token for the session this request used (for /admin/api/me after a reload). */
export function csrfTokenFor(request: FastifyRequest): string | null {
  const token = tokenOf(request) ?? cookieValue(request, STAFF_COOKIE);
  return token ? csrfTokenOf(token) : null;
}
