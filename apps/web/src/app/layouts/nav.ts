import { DOCUMENTARY_PATH, PATHS } from '../../shared/routes/paths';

/** SPEC §2 footer tabs, also the desktop main nav: quotes, trade, orders, documentary, ranking. */
export const MAIN_NAV = [
  { key: 'quotes', path: PATHS.home },
  { key: 'trade', path: PATHS.trade },
  { key: 'orders', path: PATHS.order },
  { key: 'documentary', path: DOCUMENTARY_PATH },
  { key: 'ranking', path: PATHS.rank },
] as const;

/** The nav entry to highlight; null on pages outside the five tabs (the user centre). */
export function activeNavPath(pathname: string, search: string): string | null {
  if (pathname === PATHS.rank) {
    return new URLSearchParams(search).get('tab') === 'follow' ? DOCUMENTARY_PATH : PATHS.rank;
  }
  const item = MAIN_NAV.find((n) => n.path === pathname);
  return item ? item.path : null;
}
