import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test/fake-socket';
import { REAL_USER } from '../../test/fixtures';
import { useSession } from '../session/session.store';
import { isQuotesStale, socket, useQuotesStale } from './index';

/** Any signed-in client: these tests are about the token, not who holds it. */
const user = REAL_USER;

describe('the app socket (SPEC §4 live connection)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    useSession.getState().clear();
  });

  it('SPEC §9 5 s connect timeout: prices of a socket that never connected read stale after it', () => {
    const { result } = renderHook(() => useQuotesStale());
    act(() => socket.start());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(4_999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    // The retry comes up: prices are live again.
    act(() => vi.advanceTimersByTime(1_000));
    expect(FakeSocket.instances).toHaveLength(2);
    act(() => FakeSocket.latest().open());
    expect(result.current).toBe(false);
  });

  it('stale rule: live never; before any connection only after a failed attempt; after one, whenever not live', () => {
    expect(isQuotesStale('idle', 0)).toBe(false);
    expect(isQuotesStale('connecting', 0)).toBe(false);
    expect(isQuotesStale('reconnecting', 0)).toBe(true);
    expect(isQuotesStale('offline', 0)).toBe(true);
    expect(isQuotesStale('live', 0)).toBe(false);
    expect(isQuotesStale('connecting', 2)).toBe(true);
    expect(isQuotesStale('live', 2)).toBe(false);
  });

  it('SPEC §4 a login_result other than 1 is handled like code 999: the session is cleared', () => {
    useSession.getState().signIn({ token: 'expired', user });
    socket.start();
    FakeSocket.latest().open();
    expect(FakeSocket.latest().messages()[0]).toEqual({ type: 'login', params: { token: 'expired' } });
    FakeSocket.latest().receive({ type: 'login_result', code: 999 });
    expect(useSession.getState()).toMatchObject({ token: null, user: null });
    expect(window.localStorage.getItem('fxdesk.token')).toBeNull();
  });

  it('a login accepted with 1 keeps the session; a refusal of an older token never clears a newer one', () => {
    useSession.getState().signIn({ token: 'old', user });
    socket.start();
    FakeSocket.latest().open();
    // The user signs in again before the answer to the old token arrives.
    useSession.getState().signIn({ token: 'new', user });
    expect(
      FakeSocket.latest()
        .messages()
        .filter((m) => m.type === 'login'),
    ).toHaveLength(2);
    FakeSocket.latest().receive({ type: 'login_result', code: 999 });
    FakeSocket.latest().receive({ type: 'login_result', code: 1 });
    expect(useSession.getState().token).toBe('new');
  });
});
