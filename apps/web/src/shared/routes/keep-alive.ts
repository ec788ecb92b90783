import { createContext, useContext } from 'react';

/**
 * Kept-alive pages (SPEC §2) stay mounted while hidden. A hidden page sees this as false and
 * must not act on the current location (redirect, subscribe, refresh).
 */
export const PageActiveContext = createContext(true);

export function usePageActive(): boolean {
  return useContext(PageActiveContext);
}
