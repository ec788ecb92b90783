import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs` (typing in a search box, sliding a
 * back-test's parameters). Compared by content, so an object made afresh on every render with
 * the same fields neither restarts the wait nor re-renders when it settles.
 */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const content = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(content) as T), delayMs);
    return () => clearTimeout(timer);
  }, [content, delayMs]);
  return settled;
}
