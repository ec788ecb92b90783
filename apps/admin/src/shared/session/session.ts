import { isStaffRole, type StaffRole } from '../auth/permissions';
import { STORAGE_KEYS, storage } from '../lib/storage';
import { createStore, useStore } from '../lib/store';

/** The signed-in staff member. The token is opaque; the server holds the truth (idle expiry). */
export interface StaffSession {
  token: string;
  role: StaffRole;
  email: string;
  mustChangePassword: boolean;
}

function readStored(): StaffSession | null {
  const raw = storage.get(STORAGE_KEYS.session);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StaffSession>;
    if (typeof value.token !== 'string' || !value.role || !isStaffRole(value.role)) return null;
    return {
      token: value.token,
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
  token: () => sessionStore.get()?.token ?? null,
  start: (value: StaffSession) => sessionStore.set(value),
  update: (patch: Partial<StaffSession>) =>
    sessionStore.set((current) => (current ? { ...current, ...patch } : current)),
  clear: () => sessionStore.set(null),
  /** Re-reads storage, for tests that seed a session before rendering. */
  reload: () => sessionStore.set(readStored()),
};

export const useSession = () => useStore(sessionStore);
