// Bundle budget (issue 15): the JavaScript a browser downloads before a route is usable, gzip
// level 9 (what scripts/precompress.mjs writes and the server sends), from the vite manifest of a
// production build. For each route it starts from the chunks the route needs — index.html's
// entry, the lazy page of the route, the lazy parts the screen shows at once, and the message
// files it waits for in the active language (the largest language counts, so every language is
// under budget) — and follows every static import, the same graph vite turns into
// <link rel="modulepreload"> and __vitePreload lists. Dynamic imports not on that list load later
// (another route, a pop-up).
//
// Message files: the home screen paints with the start-up part of the language's messages
// (`locales/<lang>.json?start`, src/shared/i18n/start-keys.ts). Every lazy page waits for the
// whole file, antd-mobile's strings and its config module (src/shared/i18n `whenI18nReady`), so
// the #/trade rows count those; on #/ they download beside the first paint.
//
// The layout is chosen once from the user agent (SPEC §1) and the desktop shell is a lazy chunk
// fetched at start-up on a desktop only, so each route is measured twice: a phone's download
// and a desktop's (header shell, and on #/trade the order lists under the chart).
//
// The candlestick chart (lightweight-charts, ~55 kB gzip) is not start-up JS: the trade screen
// paints its header, prices and order ticket first, and ChartPanel loads the chart behind a
// spinner. Its own row ("+ chart") keeps the whole trade screen, chart included, under a ceiling.
//
// Two figures per row: the budget is issue 15's target; the ceiling is what CI enforces (the
// target, or today's weight plus a little where the target is not met: docs/benchmarks.md
// "Bundle budget" has the figures and the reasons).
//
//   node scripts/bundle-budget.mjs [apps/web/dist]      exits 1 when a route is over its ceiling
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const KB = 1000;

const DESKTOP_SHELL = 'src/app/layouts/DesktopShell.tsx';
const TRADE_PAGE = 'src/features/trading/TradePage.tsx';
// The desktop terminal shows the order lists under the chart as soon as the screen opens (their
// detail pop-up and a phone's pull-to-refresh load later: OrdersView).
const POSITIONS_PANEL = 'src/features/trading/components/PositionsPanel.tsx';
const CHART = 'src/features/trading/chart/KlineChart.tsx';

/** Message chunks, one of each group per language: the route counts the active language's. */
export const LOCALE_GROUPS = {
  start: { name: 'start-up strings', test: /^src\/shared\/i18n\/locales\/[a-z]+\.json\?start$/ },
  all: { name: 'app strings', test: /^src\/shared\/i18n\/locales\/[a-z]+\.json$/ },
  antd: { name: 'antd-mobile strings', test: /antd-mobile\/es\/locales\/[a-zA-Z-]+\.js$/ },
};

/** What a lazy page waits for besides its chunk (whenI18nReady): messages and antd's config. */
const LAZY_PAGE = { locales: ['start', 'all', 'antd'], extra: [/^_config-provider-[\w-]+\.js$/] };
const START_UP = { locales: ['start'], extra: [] };

/**
 * Route → the manifest keys it needs before it is usable, its budget and ceiling in gzip bytes.
 * Where the ceiling is above the budget, docs/benchmarks.md "Bundle budget" says what is left.
 */
export const ROUTES = [
  { route: '#/ phone', budget: 150 * KB, ceiling: 150 * KB, entries: ['index.html'], ...START_UP },
  {
    route: '#/ desktop',
    budget: 150 * KB,
    ceiling: 150 * KB,
    entries: ['index.html', DESKTOP_SHELL],
    ...START_UP,
  },
  {
    route: '#/trade phone',
    budget: 200 * KB,
    ceiling: 200 * KB,
    entries: ['index.html', TRADE_PAGE],
    ...LAZY_PAGE,
  },
  {
    route: '#/trade desktop',
    budget: 200 * KB,
    ceiling: 200 * KB,
    entries: ['index.html', DESKTOP_SHELL, TRADE_PAGE, POSITIONS_PANEL],
    ...LAZY_PAGE,
  },
  {
    // No target of its own in the issue: the whole screen once the chart is in, kept from growing.
    route: '#/trade desktop + chart',
    budget: 256 * KB,
    ceiling: 256 * KB,
    entries: ['index.html', DESKTOP_SHELL, TRADE_PAGE, POSITIONS_PANEL, CHART],
    ...LAZY_PAGE,
  },
];

/** Every manifest key reachable from `entries` over static imports. */
export function staticClosure(manifest, entries) {
  const seen = new Set();
  const stack = [...entries];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bundle budget: "${key}" is not in the vite manifest (renamed?)`);
    seen.add(key);
    for (const next of chunk.imports ?? []) stack.push(next);
  }
  return seen;
}

/** The largest locale chunk of a group (with what it imports): the worst language. */
function worstLocale(manifest, group, sizeOf, already) {
  let worst = { key: null, bytes: 0, keys: new Set() };
  for (const key of Object.keys(manifest).filter((k) => group.test.test(k))) {
    const keys = staticClosure(manifest, [key]);
    const bytes = [...keys]
      .filter((k) => !already.has(k))
      .reduce((sum, k) => sum + sizeOf(manifest[k].file), 0);
    if (bytes > worst.bytes) worst = { key, bytes, keys };
  }
  return worst;
}

/**
 * Measures every route: `sizeOf(file)` returns the gzip bytes of one built file. Returns one row
 * per route with its total, budget, the files counted and the locale chosen.
 */
export function measure(manifest, sizeOf, routes = ROUTES) {
  return routes.map(({ route, budget, ceiling = budget, entries, locales: groups = [], extra = [] }) => {
    const extraKeys = extra.flatMap((test) => Object.keys(manifest).filter((k) => test.test(k)));
    const keys = staticClosure(manifest, [...entries, ...extraKeys]);
    const locales = [];
    for (const group of groups.map((name) => LOCALE_GROUPS[name])) {
      const worst = worstLocale(manifest, group, sizeOf, keys);
      if (!worst.key) continue;
      locales.push(worst.key);
      for (const k of worst.keys) keys.add(k);
    }
    const files = [...new Set([...keys].map((k) => manifest[k].file))].filter((f) => f.endsWith('.js'));
    const sized = files.map((file) => ({ file, gzip: sizeOf(file) })).sort((a, b) => b.gzip - a.gzip);
    const total = sized.reduce((sum, f) => sum + f.gzip, 0);
    return {
      route,
      budget,
      ceiling,
      total,
      over: total > budget,
      overCeiling: total > ceiling,
      files: sized,
      locales,
    };
  });
}

/**
 * Chunks that import each other in a circle (a → b → a). The hand-made chunk groups in
 * vite.config.ts can produce one when a captured helper needs a module left in a page chunk;
 * the page then fails at start-up with "x is not a function". Returns each circle found.
 */
export function importCycles(manifest) {
  const cycles = [];
  const state = new Map();
  const visit = (key, stack) => {
    state.set(key, 'open');
    stack.push(key);
    for (const next of manifest[key]?.imports ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next, stack);
    }
    stack.pop();
    state.set(key, 'done');
  };
  for (const key of Object.keys(manifest)) if (!state.has(key)) visit(key, []);
  return cycles;
}

export function gzipSizer(dist) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      cache.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
    }
    return cache.get(file);
  };
}

export function readManifest(dist) {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`bundle budget: ${file} is missing; run npm run build first`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

export function report(rows, { verbose = false } = {}) {
  const lines = [];
  for (const row of rows) {
    const verdict = row.overCeiling ? 'OVER CEILING' : row.over ? 'over the target, under the ceiling' : 'ok';
    lines.push(
      `${row.route.padEnd(24)} ${kb(row.total).padStart(9)} gzip; target ${kb(row.budget)}, ceiling ${kb(row.ceiling)}  ${verdict}`,
    );
    lines.push(
      `${' '.repeat(25)}${row.files.length} JS files; worst locale: ${row.locales.join(', ') || '–'}`,
    );
    const shown = verbose ? row.files : row.files.slice(0, 6);
    for (const f of shown) lines.push(`${' '.repeat(25)}${kb(f.gzip).padStart(9)}  ${f.file}`);
  }
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const dist = args.find((a) => !a.startsWith('-')) ?? 'apps/web/dist';
  const manifest = readManifest(dist);
  const rows = measure(manifest, gzipSizer(dist));
  console.log(report(rows, { verbose: args.includes('--verbose') }));
  const cycles = importCycles(manifest);
  for (const cycle of cycles)
    console.error(`chunks import each other: ${cycle.map((k) => manifest[k].file).join(' → ')}`);
  if (rows.some((r) => r.overCeiling)) {
    console.error('bundle ceiling exceeded (issue 15): split or lazy-load before merging');
  }
  if (cycles.length > 0 || rows.some((r) => r.overCeiling)) process.exit(1);
}
