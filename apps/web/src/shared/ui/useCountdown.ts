import { useCallback, useEffect, useState } from 'react';

/** SPEC §4/§9: send-code buttons count down 60 s and stay disabled meanwhile. */
export const SEND_CODE_SECONDS = 60;

/** A seconds countdown: `start()` begins at `seconds`, `remaining` reaches 0 and stops. */
export function useCountdown(seconds: number = SEND_CODE_SECONDS) {
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((r) => Math.max(0, r - 1)), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const start = useCallback(() => setRemaining(seconds), [seconds]);
  const reset = useCallback(() => setRemaining(0), []);

  return { remaining, running: remaining > 0, start, reset };
}
