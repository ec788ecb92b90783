import { vi } from 'vitest';

/** A fetch double that answers each call from `reply` and records what was asked. */
export function mockFetch(
  reply: (url: URL, init: RequestInit) => unknown | Response | Promise<unknown | Response>,
) {
  return vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost/');
    const result = await reply(url, init);
    if (result instanceof Response) return result;
    return new Response(JSON.stringify(result), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

export const ok = <T>(data: T, msg = 'ok') => ({ code: 1, msg, data });

export function headersOf(init: RequestInit | undefined): Record<string, string> {
  return (init?.headers ?? {}) as Record<string, string>;
}

/** The calls a fetch double received for one path, in order, as [input, init] pairs. */
export const callsTo = (fetch: ReturnType<typeof mockFetch>, path: string) =>
  fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://h/').pathname === path);

/** The API client's way to the screen (session end, toasts, spinner) as spies, for its deps. */
export const clientUiSpies = () => ({
  onUnauthorized: vi.fn(),
  toastError: vi.fn(),
  toastSuccess: vi.fn(),
  showLoading: vi.fn(),
  hideLoading: vi.fn(),
  transportMessage: (code: string) => `network ${code}`,
});
