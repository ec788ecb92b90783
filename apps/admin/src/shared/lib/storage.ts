export { storage } from '@fxdesk/browser/storage';

/** Every key the back office keeps in localStorage; prefixed so none collide with the client's. */
export const STORAGE_KEYS = {
  session: 'fxdesk.admin.session',
  lang: 'fxdesk.admin.lang',
  /** Issue 15: 'system' | 'light' | 'dark'; the key is also in vite.config.ts (theme boot). */
  theme: 'fxdesk.admin.theme',
  /** When any console tab last saw keyboard, mouse or touch input (epoch ms). */
  lastActivity: 'fxdesk.admin.last_activity',
} as const;
