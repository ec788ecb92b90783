import { describe, expect, it, vi } from 'vitest';
import { apiPath } from '@fxdesk/contract';
import { ApiError, createApiClient, type ApiClientDeps, type ConsoleRoutes } from './client';

/** The console's routes, and a made-up one for the transport failures. */
type TestRoutes = ConsoleRoutes & { 'GET /x': { data: unknown } };

function setup(reply: (url: URL, init: RequestInit) => unknown, overrides: Partial<ApiClientDeps> = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const result = reply(new URL(String(input), 'http://h/'), init);
    return result instanceof Response ? result : new Response(JSON.stringify(result), { status: 200 });
  });
  const deps = {
    getCsrf: vi.fn((): string | null => 'csrf-token'),
    getLang: () => 'hk',
    onUnauthorized: vi.fn(),
    toastError: vi.fn(),
    transportMessage: (code: string) => `network ${code}`,
    fetch: fetch as unknown as typeof globalThis.fetch,
    ...overrides,
  };
  return { client: createApiClient<TestRoutes>(deps), deps, fetch };
}

describe('admin api client', () => {
  it('unwraps data and sends the CSRF token and the lang header; the session is the cookie, never a header', async () => {
    const { client, fetch } = setup(() => ({ code: 1, msg: 'Success', data: { id: 1 } }));
    await expect(client.get('/admin/api/me')).resolves.toEqual({ id: 1 });
    const init = fetch.mock.calls[0]?.[1];
    const headers = init?.headers as Record<string, string>;
    expect(headers['x-csrf-token']).toBe('csrf-token');
    expect(headers.authorization).toBeUndefined();
    expect(init?.credentials).toBe('same-origin');
    expect(headers.lang).toBe('hk');
  });

  it('sends JSON bodies and leaves empty query values out', async () => {
    const { client, fetch } = setup(() => ({ code: 1, msg: '', data: null }));
    await client.get('/admin/api/funds/deposits', { page: 2, status: undefined });
    await client.post(apiPath('/admin/api/funds/deposits/:id/approve', { id: 3 }), { amount: '100.50' });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/admin/api/funds/deposits?page=2');
    expect(String(fetch.mock.calls[1]?.[0])).toBe('/admin/api/funds/deposits/3/approve');
    expect(fetch.mock.calls[1]?.[1]?.body).toBe('{"amount":"100.50"}');
    expect((fetch.mock.calls[1]?.[1]?.headers as Record<string, string>)['content-type']).toBe(
      'application/json',
    );
  });

  it('rejects a business error with its code and toasts the server msg', async () => {
    const { client, deps } = setup(() => ({ code: 1502, msg: '無權限', data: null }));
    const error = await client.put('/admin/api/settings').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', code: 1502, message: '無權限' });
    expect(deps.toastError).toHaveBeenCalledWith('無權限');
  });

  it('a silent call rejects without a toast', async () => {
    const { client, deps } = setup(() => ({ code: 1501, msg: 'Wrong code', data: null }));
    await expect(
      client.post('/admin/api/auth/login', { email: 'a@b.co', password: 'x' }, { silent: true }),
    ).rejects.toMatchObject({
      code: 1501,
    });
    expect(deps.toastError).not.toHaveBeenCalled();
  });

  it('999 ends the session with the server message, even on a silent call', async () => {
    const { client, deps } = setup(() => ({ code: 999, msg: 'Please log in first', data: null }));
    const error = await client
      .get('/admin/api/dashboard', undefined, { silent: true })
      .catch((e: unknown) => e);
    expect((error as ApiError).isUnauthorized).toBe(true);
    expect(deps.onUnauthorized).toHaveBeenCalledWith('Please log in first');
    expect(deps.toastError).not.toHaveBeenCalled();
  });

  it('a transport failure or a non-envelope answer toasts a code', async () => {
    const down = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(down.client.get('/x')).rejects.toMatchObject({ kind: 'network', code: 'ERR_NETWORK' });
    expect(down.deps.toastError).toHaveBeenCalledWith('network ERR_NETWORK');
    const proxy = setup(() => new Response('Bad gateway', { status: 502 }));
    await expect(proxy.client.get('/x')).rejects.toMatchObject({ kind: 'network', code: '502' });
  });
});
