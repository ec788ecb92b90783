/**
 * localStorage that never throws: private browsing modes and disabled storage raise on access,
 * and a trading client must still start (the session then lasts for the page's lifetime).
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

/** Every key the client keeps in localStorage, in one place so none collide. */
export const STORAGE_KEYS = {
  token: 'fxdesk.token',
  lang: 'fxdesk.lang',
  deviceId: 'fxdesk.deviceId',
  balanceHidden: 'fxdesk.balanceHidden',
  currentPair: 'fxdesk.pair',
  chartPeriod: 'fxdesk.period',
  leverage: 'fxdesk.leverage',
  /** Issue 15: 'system' | 'light' | 'dark'; the key is also in vite.config.ts (theme boot). */
  theme: 'fxdesk.theme',
} as const;
