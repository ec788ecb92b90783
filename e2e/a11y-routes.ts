import fs from 'node:fs';
import { NAV } from '../apps/admin/src/app/nav.js';
import { PATHS } from '../apps/web/src/shared/routes/paths.js';

/*
 * Every screen the accessibility check visits (issue 15): the SPEC §2 routes of the client and
 * every back-office screen. `uncovered()` reads the routers, the client's path table and the
 * back-office navigation, and names any route this list does not visit, so a new screen cannot
 * slip past the check.
 */

/** Who opens the screen: a visitor, a logged-in client, or both when it differs. */
export type As = 'out' | 'in';

export interface ClientScreen {
  /** The path after `#`, with any query the screen needs (`{news}` is a real article id). */
  path: string;
  as: readonly As[];
}

const BOTH = ['out', 'in'] as const;
const OUT = ['out'] as const;
const IN = ['in'] as const;

export const CLIENT_SCREENS: readonly ClientScreen[] = [
  { path: '/', as: BOTH },
  { path: '/trade', as: BOTH },
  { path: '/order', as: IN },
  { path: '/user', as: IN },
  { path: '/mine', as: IN },
  { path: '/news', as: BOTH },
  { path: '/news/detail?id={news}', as: OUT },
  { path: '/rank', as: BOTH },
  { path: '/feedback', as: IN },
  { path: '/login', as: OUT },
  { path: '/register', as: OUT },
  { path: '/forgot', as: OUT },
  { path: '/product', as: OUT },
  { path: '/company?id=1', as: OUT },
  { path: '/mine/auth', as: IN },
  { path: '/mine/invite', as: IN },
  { path: '/mine/email', as: OUT },
  { path: '/mine/announcement', as: OUT },
  { path: '/mine/password', as: IN },
  { path: '/mine/security', as: IN },
  { path: '/mine/history', as: IN },
  { path: '/mine/charge', as: IN },
  { path: '/mine/withdraw', as: IN },
  { path: '/mine/chat', as: IN },
  { path: '/mine/system', as: BOTH },
  { path: '/mine/wallet', as: IN },
  { path: '/mine/bank-card-list', as: IN },
  { path: '/mine/coin-address-list', as: IN },
  { path: '/mine/withdraw-way?type=1', as: IN },
  { path: '/mine/withdraw-way?type=2', as: IN },
  { path: '/language', as: OUT },
];

/** Back-office screens, signed in as the owner (`{client}` and `{article}` are real ids). */
export const ADMIN_SCREENS: readonly string[] = [
  '/login',
  '/dashboard',
  '/clients',
  '/clients/{client}',
  '/funds/deposits',
  '/funds/withdrawals',
  '/funds/reference',
  '/kyc',
  '/referrals',
  '/risk',
  '/instruments',
  '/news',
  '/news/new',
  '/news/{article}',
  '/settings',
  '/support',
  '/feedback',
  '/companies',
  '/complaints',
  '/outbox',
  '/copy',
  '/audit',
  '/staff',
  '/password',
];

const ROOT = new URL('..', import.meta.url);
const source = (path: string) => fs.readFileSync(new URL(path, ROOT), 'utf8');

/** Every `path: '…'` and `guarded('…'` literal in a router file. */
function routerLiterals(file: string): string[] {
  const text = source(file);
  return [...text.matchAll(/(?:path:\s*|guarded\(\s*)'([^']+)'/g)].map((m) => m[1]!);
}

const bare = (path: string) => path.split('?')[0]!.replace(/\{\w+\}/g, ':id');

/**
 * A router literal is covered when a listed path equals it (absolute) or has it as its last
 * segments (a nested child such as `deposits` or `:id`). The catch-all `*` is not a screen.
 */
function coveredBy(listed: readonly string[], literal: string): boolean {
  if (literal === '*') return true;
  const want = literal.startsWith('/') ? literal : `/${literal}`;
  return listed.some((path) => {
    const p = bare(path);
    return literal.startsWith('/') ? p === want || p.startsWith(`${want}/`) : p.endsWith(want);
  });
}

/** Routes present in the client or back-office code that the lists above do not visit. */
export function uncovered(): string[] {
  const client = CLIENT_SCREENS.map((s) => s.path);
  const missing: string[] = [];
  for (const path of Object.values(PATHS)) if (!coveredBy(client, path)) missing.push(`client ${path}`);
  for (const literal of routerLiterals('apps/web/src/app/router.tsx'))
    if (!coveredBy(client, literal)) missing.push(`client router ${literal}`);
  for (const entry of NAV) if (!coveredBy(ADMIN_SCREENS, entry.path)) missing.push(`admin nav ${entry.path}`);
  for (const literal of routerLiterals('apps/admin/src/app/router.tsx'))
    if (!coveredBy(ADMIN_SCREENS, literal)) missing.push(`admin router ${literal}`);
  return missing;
}
