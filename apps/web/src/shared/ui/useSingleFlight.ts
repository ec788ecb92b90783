import { useCallback, useRef, useState } from 'react';

/**
 * Runs a submit unless the previous one is still going: a double tap, or Enter pressed twice,
 * sends one request. The ref, not the state, decides: two taps can both arrive before the
 * re-render that shows the button busy. `busy` is true while one runs.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<void> | void) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { run, busy };
}
