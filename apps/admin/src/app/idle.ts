import { useEffect } from 'react';

/**
 * The server ends a staff session after 30 minutes without a request (ADMIN_IDLE_MS). Live
 * screens poll, which would keep an unattended console signed in for ever, so the console
 * also ends the session after 30 minutes without keyboard, mouse or touch input.
 */
export const IDLE_LIMIT_MS = 30 * 60_000;
const CHECK_EVERY_MS = 15_000;
const ACTIVITY = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'focus'] as const;

export function useIdleTimeout(
  onIdle: () => void,
  limitMs = IDLE_LIMIT_MS,
  now: () => number = Date.now,
): void {
  useEffect(() => {
    let last = now();
    let fired = false;
    const touch = () => {
      last = now();
    };
    for (const type of ACTIVITY) window.addEventListener(type, touch, { passive: true });
    const timer = setInterval(
      () => {
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
