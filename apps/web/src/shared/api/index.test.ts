import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/http';
import { REAL_USER } from '../../test/fixtures';
import { registerNavigate } from '../routes/navigation';
import { useSession } from '../session/session.store';
import { api } from './index';

/** Any signed-in client: these tests are about the token, not who holds it. */
const user = REAL_USER;

describe('wired api client: code 999 (SPEC §4 Session)', () => {
  const navigate = vi.fn();

  beforeEach(() => {
    registerNavigate(navigate);
    useSession.getState().signIn({ token: 'stale', user });
    window.location.hash = '#/mine/charge?x=1';
    vi.stubGlobal(
      'fetch',
      mockFetch(() => ({ code: 999, msg: 'Please log in first', data: null })),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    navigate.mockReset();
  });

  it('clears user and token and goes to /login?from= the current page', async () => {
    await expect(api.get('/v1/api/main/wallet/getBalance')).rejects.toThrow();
    expect(useSession.getState()).toMatchObject({ token: null, user: null });
    expect(window.localStorage.getItem('fxdesk.token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?from=%2Fmine%2Fcharge%3Fx%3D1', { replace: true });
  });

  it('clears the session without a redirect on an initial call', async () => {
    await expect(api.get('/api/user/info', undefined, { initial: true })).rejects.toThrow();
    expect(useSession.getState().token).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends the active language code in the lang header', async () => {
    const fetch = mockFetch(() => ({ code: 1, msg: '', data: null }));
    vi.stubGlobal('fetch', fetch);
    await api.get('/api/default/area_list');
    expect((fetch.mock.calls[0]?.[1]?.headers as Record<string, string>).lang).toBe('en');
  });
});
