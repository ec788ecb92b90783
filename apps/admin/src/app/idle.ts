import { useEffect } from 'react';
import { STORAGE_KEYS, storage } from '../shared/lib/storage';

/**
 * The server ends a staff session after 30 minutes without a request (ADMIN_IDLE_MS). Live
 * screens poll, which would keep an unattended console signed in for ever, so the console
 * also ends the session after 30 minutes without keyboard, mouse or touch input.
 *
 * Every tab shares one session (one cookie), so the input clock is shared too: each tab writes its
 * latest input time to localStorage and reads the others' before deciding. A background tab
 * therefore signs out only when every tab has been idle, never while another one is in use.
 */
export const IDLE_LIMIT_MS = 30 * 60_000;
const CHECK_EVERY_MS = 15_000;
/** mousemove fires constantly: the shared timestamp is written at most this often. */
const WRITE_EVERY_MS = 5_000;
const ACTIVITY = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'focus'] as const;

/** The latest input time any tab recorded, or 0. */
export function sharedLastActivity(): number {
  const value = Number(storage.get(STORAGE_KEYS.lastActivity));
  return Number.isFinite(value) ? value : 0;
}

export function useIdleTimeout(
  onIdle: () => void,
  limitMs = IDLE_LIMIT_MS,
  now: () => number = Date.now,
): void {
  useEffect(() => {
    let last = now();
    let written = 0;
    let fired = false;
    const touch = () => {
      last = now();
      if (last - written >= WRITE_EVERY_MS || last < written) {
        written = last;
        if (sharedLastActivity() < last) storage.set(STORAGE_KEYS.lastActivity, String(last));
      }
    };
    touch();
    for (const type of ACTIVITY) window.addEventListener(type, touch, { passive: true });
    const timer = setInterval(
      () => {
        last = Math.max(last, sharedLastActivity());
        if (!fired && now() - last >= limitMs) {
          fired = true;
          onIdle();
        }
      },
      Math.min(CHECK_EVERY_MS, limitMs),
    );
    return () => {
      clearInterval(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, touch);
    };
  }, [onIdle, limitMs, now]);
}
