export { storage } from '@fxdesk/browser/storage';

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
