import { vi } from 'vitest';
import type { StaffRole } from '../shared/auth/permissions';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
  headers: Record<string, string>;
}

type Reply = { code: number; msg: string; data: unknown } | Response;

/**
 * A fetch double for the admin API: `routes` maps "METHOD /path" to an answer (an envelope or a
 * function of the call). Unknown routes answer a 404 envelope. Every call is recorded.
 */
export function fakeApi(routes: Record<string, Reply | ((call: Call) => Reply | Promise<Reply>)>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost/');
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const answer =
      typeof route === 'function'
        ? await route(call)
        : (route ?? { code: 1002, msg: 'Not found', data: null });
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  const callsTo = (method: string, path: string) =>
    calls.filter((c) => c.method === method && c.path === path);
  return { fetch, calls, callsTo };
}

export const ok = <T>(data: T, msg = 'Success') => ({ code: 1, msg, data });
export const fail = (code: number, msg: string) => ({ code, msg, data: null });

/**
 * The answers the console's frame asks for on every screen: the signed-in member (`me`) and the
 * dashboard's waiting counts, with nothing waiting. Spread into a `fakeApi` map.
 */
export const frameRoutes = (role: StaffRole, id = 1, email = `${role}@fxdesk.local`) => ({
  'GET /admin/api/me': ok({ id, email, role }),
  'GET /admin/api/dashboard': ok({ deposits_waiting: 0, withdrawals_waiting: 0 }),
});
