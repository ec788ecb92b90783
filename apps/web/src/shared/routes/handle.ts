import { useMatches } from 'react-router';
import type { Messages } from '../i18n/messages';

export type PageKey = keyof Messages['pages'];

/** What a route tells the frame about itself (react-router `handle`). */
export interface RouteHandle {
  /** Title under `pages.*`, also used for the document title. */
  titleKey: PageKey;
  /** A kept-alive page of the footer tab bar (SPEC §2): no back button. */
  tab?: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
