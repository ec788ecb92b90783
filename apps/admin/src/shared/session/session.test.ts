import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { session } from './session';

/** Issue 14: the staff token lived in localStorage, on the origin the public client shares. */
describe('staff session record', () => {
  beforeEach(() => {
    window.localStorage.clear();
    session.reload();
  });

  it('stores who is signed in and the CSRF token, never a session token', () => {
    session.start({ csrf: 'csrf-1', role: 'finance', email: 'f@fxdesk.local', mustChangePassword: false });
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.session)!) as Record<string, unknown>;
    expect(stored).toEqual({
      csrf: 'csrf-1',
      role: 'finance',
      email: 'f@fxdesk.local',
      mustChangePassword: false,
    });
    expect(Object.keys(stored)).not.toContain('token');
    expect(session.csrf()).toBe('csrf-1');
  });

  it('drops a session token an older console left in storage: the user signs in again', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.session,
      JSON.stringify({ token: 'old-staff-token', role: 'owner', email: 'o@fxdesk.local' }),
    );
    session.reload();
    expect(session.get()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });
});
