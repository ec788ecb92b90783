/**
 * The messages the start-up screens show (the shells, home, the route error and not-found
 * screens, the desktop header): the only ones fetched before the first paint. Everything else
 * arrives with the language's full file right after, and every lazy page waits for that
 * (issue 15 bundle budget: `#/` ≤ 150 kB gzip on a phone). A whole namespace or one key path.
 *
 * Used by build/locale-start.ts (which cuts `locales/<lang>.json?start` out of each file) and by
 * start-keys.test.ts, which fails when a start-up module uses a key that is not listed here.
 */
export const START_KEYS = [
  'a11y',
  'app',
  'common',
  'connection',
  'desktop',
  'errors',
  'language',
  'market',
  'nav',
  'not_found',
  'pages',
  'route_error',
  'theme',
  'news.all_news',
  'news.announcements_link',
  'news.latest',
  'support.offline',
  'user.charge',
  'user.demo',
  'user.demo_account',
  'user.links.chat',
] as const;

type Tree = { [key: string]: string | Tree };

/** The part of a message tree under the listed key paths. */
export function pickKeys(tree: Tree, keys: readonly string[]): Tree {
  const out: Tree = {};
  for (const key of keys) {
    const parts = key.split('.');
    const last = parts.pop() ?? '';
    let from: string | Tree | undefined = tree;
    for (const part of [...parts, last]) from = typeof from === 'object' ? from[part] : undefined;
    if (from === undefined) continue;
    let to = out;
    for (const part of parts) {
      const next = to[part];
      to = typeof next === 'object' ? next : (to[part] = {});
    }
    to[last] = from;
  }
  return out;
}
