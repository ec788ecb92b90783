import { isStaffRole, type StaffRole } from '../auth/permissions';
import { STORAGE_KEYS, storage } from '../lib/storage';
import { createStore, useStore } from '../lib/store';

/**
 * The signed-in staff member. The session itself is an httpOnly cookie this script cannot read
 * (issue 14); what is kept here is who is signed in and the session's CSRF token, which the
 * server wants on every request and which is worthless without the cookie. The server holds the
 * truth (idle expiry, revocation).
 */
export interface StaffSession {
  csrf: string;
  role: StaffRole;
  email: string;
  mustChangePassword: boolean;
}

function readStored(): StaffSession | null {
  const raw = storage.get(STORAGE_KEYS.session);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StaffSession> & { token?: unknown };
    if ('token' in value) {
      // A session token stored by an older console: never keep it; sign in again.
      storage.remove(STORAGE_KEYS.session);
      return null;
    }
    if (typeof value.csrf !== 'string' || !value.role || !isStaffRole(value.role)) return null;
    return {
      csrf: value.csrf,
      role: value.role,
      email: typeof value.email === 'string' ? value.email : '',
      mustChangePassword: value.mustChangePassword === true,
    };
  } catch {
    return null;
  }
}

export const sessionStore = createStore<StaffSession | null>(readStored());

sessionStore.subscribe(() => {
  const session = sessionStore.get();
  if (session) storage.set(STORAGE_KEYS.session, JSON.stringify(session));
  else storage.remove(STORAGE_KEYS.session);
});

export const session = {
  get: () => sessionStore.get(),
  csrf: () => sessionStore.get()?.csrf ?? null,
  start: (value: StaffSession) => sessionStore.set(value),
  update: (patch: Partial<StaffSession>) =>
    sessionStore.set((current) => (current ? { ...current, ...patch } : current)),
  clear: () => sessionStore.set(null),
  /** Re-reads storage, for tests that seed a session before rendering. */
  reload: () => sessionStore.set(readStored()),
};

export const useSession = () => useStore(sessionStore);
