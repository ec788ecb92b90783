import type { SessionResult, UserInfo } from '@fxdesk/contract';
import { create } from 'zustand';
import { STORAGE_KEYS, storage } from '../lib/storage';

export interface SessionState {
  /** The bare token sent in the `authorization` header; kept in localStorage (SPEC §4 Session). */
  token: string | null;
  /** Loaded silently from /api/user/info after start-up, or from a login answer. */
  user: UserInfo | null;
  signIn: (result: SessionResult) => void;
  setUser: (user: UserInfo) => void;
  /** Logout and code 999: clears user and token. */
  clear: () => void;
}

export const useSession = create<SessionState>()((set) => ({
  token: storage.get(STORAGE_KEYS.token),
  user: null,
  signIn: ({ token, user }) => {
    storage.set(STORAGE_KEYS.token, token);
    set({ token, user });
  },
  setUser: (user) => set({ user }),
  clear: () => {
    storage.remove(STORAGE_KEYS.token);
    set({ token: null, user: null });
  },
}));

export const getToken = (): string | null => useSession.getState().token;

export const useIsLoggedIn = (): boolean => useSession((s) => s.token !== null);

export const useUser = (): UserInfo | null => useSession((s) => s.user);

export const useIsDemo = (): boolean => useSession((s) => s.user?.is_demo === 1);
