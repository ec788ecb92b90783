import { describe, expect, it, vi } from 'vitest';
import { clientUiSpies, headersOf, mockFetch, ok } from '../../test/http';
import type { ClientRouteTypes } from '@fxdesk/contract';
import { ApiError, createApiClient, type ApiClientDeps } from './client';

/** The real routes, and a few made up for the transport cases (DELETE has no real route). */
type TestRoutes = ClientRouteTypes & {
  'GET /x': { data: unknown };
  'POST /x': { data: unknown };
  'DELETE /x': { data: unknown; query: { id: number } };
  'POST /y': { data: unknown; body: { a: number } };
  'GET /slow': { data: unknown };
  'GET /bad': { data: unknown };
};

function setup(fetchImpl: ReturnType<typeof mockFetch>, overrides: Partial<ApiClientDeps> = {}) {
  const deps = {
    baseUrl: () => '',
    getToken: vi.fn((): string | null => 'tok-123'),
    getLang: () => 'jp',
    ...clientUiSpies(),
    fetch: fetchImpl as unknown as typeof fetch,
    now: () => 1700000000000,
    ...overrides,
  };
  return { client: createApiClient<TestRoutes>(deps), deps };
}

describe('api client (SPEC §7/§8)', () => {
  it('unwraps data from a code 1 envelope', async () => {
    const { client } = setup(mockFetch(() => ok({ balance: 12.5 })));
    await expect(client.get('/v1/api/main/wallet/getBalance')).resolves.toEqual({ balance: 12.5 });
  });

  it('returns the whole envelope when asked (flat false)', async () => {
    const { client } = setup(mockFetch(() => ok([1, 2], 'fine')));
    await expect(client.requestEnvelope('GET', '/x')).resolves.toEqual({
      code: 1,
      msg: 'fine',
      data: [1, 2],
    });
  });

  it('sends lang and the bare token in authorization', async () => {
    const fetch = mockFetch(() => ok(null));
    const { client } = setup(fetch);
    await client.post('/api/user/logout');
    const headers = headersOf(fetch.mock.calls[0]?.[1]);
    expect(headers.lang).toBe('jp');
    expect(headers.authorization).toBe('tok-123');
  });

  it('adds the extra headers a call asks for', async () => {
    const fetch = mockFetch(() => ok(null));
    const { client } = setup(fetch);
    await client.post('/v1/api/forex/close', { id: 3 }, { headers: { 'Idempotency-Key': 'k-1' } });
    const headers = headersOf(fetch.mock.calls[0]?.[1]);
    expect(headers['Idempotency-Key']).toBe('k-1');
    expect(headers.lang).toBe('jp');
  });

  it('leaves authorization out when there is no token', async () => {
    const fetch = mockFetch(() => ok(null));
    const { client } = setup(fetch, { getToken: () => null });
    await client.get('/api/default/area_list');
    expect(headersOf(fetch.mock.calls[0]?.[1])).not.toHaveProperty('authorization');
  });

  it('adds the timestamp t on GET and DELETE only', async () => {
    const fetch = mockFetch(() => ok(null));
    const { client } = setup(fetch);
    await client.get('/api/default/setting', { key: 'is_show_mobile' });
    await client.del('/x', { id: 3 });
    await client.post('/y', { a: 1 });
    const urls = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://h/'));
    expect(urls[0]?.searchParams.get('t')).toBe('1700000000000');
    expect(urls[0]?.searchParams.get('key')).toBe('is_show_mobile');
    expect(urls[1]?.searchParams.get('t')).toBe('1700000000000');
    expect(urls[2]?.searchParams.has('t')).toBe(false);
  });

  it('form-encodes (form) calls and drops undefined fields', async () => {
    const fetch = mockFetch(() => ok(null));
    const { client } = setup(fetch);
    await client.postForm('/api/user/loginForU', {
      account: 'a@b.co',
      password: 'p w',
      login_type: 1,
      totp_code: undefined,
    });
    const init = fetch.mock.calls[0]?.[1];
    expect(headersOf(init)['content-type']).toMatch(/x-www-form-urlencoded/);
    expect(init?.body).toBe('account=a%40b.co&password=p+w&login_type=1');
  });

  it('prefixes the base address', async () => {
    const fetch = mockFetch(() => ok(null));
    const { client } = setup(fetch, { baseUrl: () => 'https://api.broker.com' });
    await client.post('/api/user/logout');
    expect(String(fetch.mock.calls[0]?.[0])).toBe('https://api.broker.com/api/user/logout');
  });

  it('rejects a business error and toasts its msg', async () => {
    const { client, deps } = setup(
      mockFetch(() => ({ code: 1101, msg: 'Wrong account or password', data: null })),
    );
    const error = await client
      .post('/api/user/loginForU', { account: 'a@b.co', password: 'wrong' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', code: 1101 });
    expect(deps.toastError).toHaveBeenCalledWith('Wrong account or password');
  });

  it('stays silent when showErrorMessage is false', async () => {
    const { client, deps } = setup(mockFetch(() => ({ code: 1000, msg: 'boom', data: null })));
    await expect(client.get('/x', undefined, { showErrorMessage: false })).rejects.toBeInstanceOf(ApiError);
    expect(deps.toastError).not.toHaveBeenCalled();
  });

  it('toasts the server msg on success when asked', async () => {
    const { client, deps } = setup(mockFetch(() => ok(null, 'Verification code sent')));
    await client.post('/api/notify/send_email', { to: 'a@b.co', type: 1 }, { showSuccessMessage: true });
    expect(deps.toastSuccess).toHaveBeenCalledWith('Verification code sent');
  });

  it('code 999 clears the session and redirects (not initial)', async () => {
    const { client, deps } = setup(mockFetch(() => ({ code: 999, msg: 'Please log in first', data: null })));
    const error = await client.get('/v1/api/main/wallet/getBalance').catch((e: unknown) => e);
    expect((error as ApiError).isUnauthorized).toBe(true);
    expect(deps.onUnauthorized).toHaveBeenCalledWith(false);
    expect(deps.toastError).toHaveBeenCalledWith('Please log in first');
  });

  it('code 999 on an initial call reports initial and shows no toast', async () => {
    const { client, deps } = setup(mockFetch(() => ({ code: 999, msg: 'Please log in first', data: null })));
    await expect(client.get('/api/user/info', undefined, { initial: true })).rejects.toBeInstanceOf(ApiError);
    expect(deps.onUnauthorized).toHaveBeenCalledWith(true);
    expect(deps.toastError).not.toHaveBeenCalled();
  });

  it('a network failure toasts with its error code', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { client, deps } = setup(fetch as unknown as ReturnType<typeof mockFetch>);
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'network', code: 'ERR_NETWORK' });
    expect(deps.toastError).toHaveBeenCalledWith('network ERR_NETWORK');
  });

  it('an HTTP error without an envelope toasts the status', async () => {
    const { client, deps } = setup(mockFetch(() => new Response('Bad gateway', { status: 502 })));
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'network', code: '502' });
    expect(deps.toastError).toHaveBeenCalledWith('network 502');
  });

  it('an HTTP error that carries an envelope is a business error', async () => {
    const { client, deps } = setup(
      mockFetch(
        () => new Response(JSON.stringify({ code: 1005, msg: 'too large', data: null }), { status: 413 }),
      ),
    );
    await expect(client.post('/x')).rejects.toMatchObject({ kind: 'business', code: 1005 });
    expect(deps.toastError).toHaveBeenCalledWith('too large');
  });

  it('a cancelled call rejects without a toast', async () => {
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const { client, deps } = setup(fetch as unknown as ReturnType<typeof mockFetch>);
    const controller = new AbortController();
    const pending = client.get('/x', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled' });
    expect(deps.toastError).not.toHaveBeenCalled();
  });

  it('a call that outlives its timeout toasts a timeout code', async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const { client, deps } = setup(fetch as unknown as ReturnType<typeof mockFetch>);
      const pending = client.get('/x', undefined, { timeoutMs: 1000 });
      const settled = expect(pending).rejects.toMatchObject({ kind: 'timeout', code: 'ECONNABORTED' });
      await vi.advanceTimersByTimeAsync(1000);
      await settled;
      expect(deps.toastError).toHaveBeenCalledWith('network ECONNABORTED');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows one spinner for overlapping loading calls and closes it on every outcome', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const fetch = mockFetch(async (url) => {
      if (url.pathname === '/slow') await gate;
      return url.pathname === '/bad' ? { code: 1000, msg: 'no', data: null } : ok(null);
    });
    const { client, deps } = setup(fetch);
    const slow = client.get('/slow', undefined, { loading: true });
    await client.get('/bad', undefined, { loading: true }).catch(() => undefined);
    expect(deps.showLoading).toHaveBeenCalledTimes(1);
    expect(deps.hideLoading).not.toHaveBeenCalled();
    release();
    await slow;
    expect(deps.hideLoading).toHaveBeenCalledTimes(1);
  });

  it('does not show the spinner unless asked', async () => {
    const { client, deps } = setup(mockFetch(() => ok(null)));
    await client.get('/x');
    expect(deps.showLoading).not.toHaveBeenCalled();
  });
});
