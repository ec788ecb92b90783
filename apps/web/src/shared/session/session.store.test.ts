import { describe, expect, it } from 'vitest';
import { useSession } from './session.store';

const user = {
  id: 9,
  uid: '100009',
  email: '',
  mobile: '91234567',
  area_code: '852',
  is_demo: 1 as const,
  invite_code: 'Q',
  created_at: '',
};

describe('session store (SPEC §4)', () => {
  it('keeps the token in localStorage and clears user and token', () => {
    useSession.getState().signIn({ token: 't-1', user });
    expect(window.localStorage.getItem('fxdesk.token')).toBe('t-1');
    expect(useSession.getState().user?.uid).toBe('100009');
    useSession.getState().clear();
    expect(window.localStorage.getItem('fxdesk.token')).toBeNull();
    expect(useSession.getState()).toMatchObject({ token: null, user: null });
  });
});
