import { createContext, useContext } from 'react';

/**
 * SPEC §1: the desktop layout is chosen from the user agent by excluding mobile keywords.
 * Tablets count as mobile: the mobile layout is the one built for touch.
 */
const MOBILE_KEYWORDS =
  /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Windows Phone|Mobile|Silk|Kindle|HarmonyOS/i;

export function isDesktopUserAgent(userAgent: string): boolean {
  return !MOBILE_KEYWORDS.test(userAgent);
}

export type LayoutMode = 'desktop' | 'mobile';

export function detectLayout(userAgent: string = globalThis.navigator?.userAgent ?? ''): LayoutMode {
  return isDesktopUserAgent(userAgent) ? 'desktop' : 'mobile';
}

/** The layout is fixed for the page's lifetime: a user agent does not change while it runs. */
export const LayoutContext = createContext<LayoutMode>(detectLayout());

export function useLayout(): LayoutMode {
  return useContext(LayoutContext);
}

export function useIsDesktop(): boolean {
  return useLayout() === 'desktop';
}
