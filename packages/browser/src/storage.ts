/**
 * localStorage that never throws: private browsing modes and disabled storage raise on access,
 * and the client and the console must still start (a session then lasts for the page's
 * lifetime). Each app names its own keys (its `STORAGE_KEYS`), prefixed so none collide.
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
