/**
 * localStorage that never throws: private browsing modes and disabled storage raise on access,
 * and the console must still start (the session then lasts for the page's lifetime).
 */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage is unavailable or full; the value lives only in memory.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  },
};

/** Every key the back office keeps in localStorage; prefixed so none collide with the client's. */
export const STORAGE_KEYS = {
  session: 'fxdesk.admin.session',
  lang: 'fxdesk.admin.lang',
  /** Issue 15: 'system' | 'light' | 'dark'; the key is also in vite.config.ts (theme boot). */
  theme: 'fxdesk.admin.theme',
  /** When any console tab last saw keyboard, mouse or touch input (epoch ms). */
  lastActivity: 'fxdesk.admin.last_activity',
} as const;
