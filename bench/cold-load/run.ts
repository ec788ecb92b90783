/**
 * bench/cold-load (web-client issue 15): "A mobile cold-load check in Chromium with 4× CPU
 * throttling records FCP, LCP and total blocking time for `#/` and `#/trade` with quotes
 * streaming; targets LCP ≤ 1.0 s, TBT ≤ 150 ms on this machine."
 *
 * One run: start the built server (embedded database, simulated feed streaming quotes), write a
 * bare static page of the same size into the web build, then load the bare page, `#/` and
 * `#/trade` in turn, each in a fresh browser context (empty cache) as a 390×844 phone with the
 * CPU slowed 4×. The median of the runs is printed with the ratio to the bare page.
 *
 *   npx tsx bench/cold-load/run.ts                  3 runs, table
 *   npx tsx bench/cold-load/run.ts --ci             1 run; exits 1 above the CI ceilings below
 *   … --runs 5                                      more runs
 *   … --data-dir /tmp/fxdesk-cold-load              keep the server's database there and reuse it
 *                                                   (a new one takes 5 s to minutes on a busy machine)
 *   … --url http://127.0.0.1:8080                   measure a server already running from this build
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, PROFILES } from '../../e2e/chromium.mjs';
import { freePort, startServer, type RunningServer } from '../../e2e/server.js';
import { BARE_PAGE, writeBarePage } from './bare-page.js';
import { coldLoad, type LoadMetrics } from './page-metrics.js';

const ROOT = new URL('../..', import.meta.url).pathname;
const CPU_SLOWDOWN = 4;
/** TBT counts long tasks from FCP to this long after it. */
const WINDOW_MS = 5_000;
/** Issue 15's targets. */
const TARGET = { lcpMs: 1_000, tbtMs: 150 };
/**
 * What --ci fails on. Not the targets: on this shared 2-core machine (load average 20–28 while
 * measured) the app's LCP was 5–15 s and its TBT 2–3 s with 4× throttling, and the bare page's
 * own LCP moved between 0.9 and 2.7 s, so absolute figures say more about the neighbours than
 * the build. LCP is therefore judged against the bare page measured in the same run (2.5–12×
 * under that load), with room for the noise; TBT by a ceiling
 * that only a real regression (a long task on every tick, a heavy chunk back at start-up)
 * crosses. docs/benchmarks.md "bench/cold-load" has the runs.
 */
const CI_CEILING = { lcpRatio: 20, tbtMs: 6_000 };

const PHONE = {
  ...PROFILES.mobile,
  // A cold load: no service worker from an earlier load answers from its cache.
  serviceWorkers: 'block' as const,
};

interface PageGlobals {
  document: { querySelectorAll(selector: string): Iterable<{ textContent: string | null }> };
}

/** A live price on screen: the page rendered with the feed's quotes. */
const livePrice = (selector: string) => async (page: Page) => {
  await page.waitForFunction(
    // Runs in the page (bench/ has no DOM types).
    (sel) =>
      [...(globalThis as unknown as PageGlobals).document.querySelectorAll(sel)].some((el) =>
        /\d/.test(el.textContent ?? ''),
      ),
    selector,
    { timeout: 60_000, polling: 250 },
  );
};

interface Target {
  name: string;
  path: string;
  ready: (page: Page) => Promise<void>;
}

const TARGETS: Target[] = [
  { name: 'bare page', path: `/${BARE_PAGE}`, ready: async () => undefined },
  { name: '#/', path: '/#/', ready: livePrice('[data-testid^="market-price-"]') },
  { name: '#/trade', path: '/#/trade', ready: livePrice('[data-testid="trade-price"]') },
];

async function loadAll(browser: Browser, baseURL: string): Promise<Map<string, LoadMetrics>> {
  const results = new Map<string, LoadMetrics>();
  for (const target of TARGETS) {
    const context = await browser.newContext(PHONE);
    try {
      const options = { ready: target.ready, cpuSlowdown: CPU_SLOWDOWN, windowMs: WINDOW_MS };
      results.set(target.name, await coldLoad(context, { ...options, url: `${baseURL}${target.path}` }));
    } finally {
      await context.close();
    }
  }
  return results;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

function summarize(runs: Array<Map<string, LoadMetrics>>): Map<string, LoadMetrics> {
  const summary = new Map<string, LoadMetrics>();
  for (const { name } of TARGETS) {
    const all = runs.map((run) => run.get(name)).filter((m): m is LoadMetrics => m !== undefined);
    summary.set(name, {
      fcpMs: median(all.map((m) => m.fcpMs)),
      lcpMs: median(all.map((m) => m.lcpMs)),
      tbtMs: median(all.map((m) => m.tbtMs)),
      longTasks: median(all.map((m) => m.longTasks)),
    });
  }
  return summary;
}

function report(summary: Map<string, LoadMetrics>, runs: number): string {
  const bare = summary.get('bare page');
  const ms = (v: number) => `${Math.round(v)} ms`.padStart(9);
  const ratio = (v: number, base: number | undefined) =>
    (base ? `${(v / base).toFixed(2)}×` : '–').padStart(8);
  const lines = [
    `median of ${runs} run(s); phone 390×844, CPU ${CPU_SLOWDOWN}× slower, cold cache; TBT from FCP to FCP + ${WINDOW_MS / 1000} s`,
    `${'page'.padEnd(10)}${'FCP'.padStart(9)}${'÷bare'.padStart(8)}${'LCP'.padStart(9)}${'÷bare'.padStart(8)}${'TBT'.padStart(9)}  long tasks`,
  ];
  for (const [name, m] of summary) {
    lines.push(
      `${name.padEnd(10)}${ms(m.fcpMs)}${ratio(m.fcpMs, bare?.fcpMs)}${ms(m.lcpMs)}${ratio(m.lcpMs, bare?.lcpMs)}${ms(m.tbtMs)}  ${m.longTasks}`,
    );
  }
  return lines.join('\n');
}

/** Names every app page over the targets; empty when all meet them. */
function missedTargets(summary: Map<string, LoadMetrics>): string[] {
  const out: string[] = [];
  for (const [name, m] of summary) {
    if (name === 'bare page') continue;
    if (m.lcpMs > TARGET.lcpMs) out.push(`${name}: LCP ${Math.round(m.lcpMs)} ms > ${TARGET.lcpMs} ms`);
    if (m.tbtMs > TARGET.tbtMs) out.push(`${name}: TBT ${Math.round(m.tbtMs)} ms > ${TARGET.tbtMs} ms`);
  }
  return out;
}

function overCiCeiling(summary: Map<string, LoadMetrics>): string[] {
  const bareLcpMs = summary.get('bare page')?.lcpMs ?? NaN;
  const out: string[] = [];
  for (const [name, m] of summary) {
    if (name === 'bare page') continue;
    const ratio = m.lcpMs / bareLcpMs;
    if (!(ratio <= CI_CEILING.lcpRatio)) {
      out.push(`${name}: LCP ${ratio.toFixed(1)}× the bare page > ${CI_CEILING.lcpRatio}×`);
    }
    if (m.tbtMs > CI_CEILING.tbtMs)
      out.push(`${name}: TBT ${Math.round(m.tbtMs)} ms > ${CI_CEILING.tbtMs} ms`);
  }
  return out;
}

/**
 * The server's first answer for each file reads it from disk: fetch the start-up files once so
 * the measured loads see a warm server and a cold browser.
 */
async function warmUp(baseURL: string, distDir: string): Promise<void> {
  const index = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = [...index.matchAll(/(?:src|href)="\.\/([^"]+)"/g)].map((m) => m[1] ?? '');
  const headers = { 'accept-encoding': 'br, gzip' };
  for (const file of ['', BARE_PAGE, ...files]) {
    await (await fetch(`${baseURL}/${file}`, { headers })).arrayBuffer();
  }
}

function flag(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

interface Server {
  baseURL: string;
  stop: () => Promise<void>;
}

/** The built server on a fresh (or the given, reused) data directory; stopped by the caller. */
async function ownServer(): Promise<Server> {
  const kept = flag('--data-dir');
  const dataDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fxdesk-cold-load-'));
  fs.mkdirSync(dataDir, { recursive: true });
  const server: RunningServer = await startServer({
    dataDir,
    port: await freePort(),
    healthyWithinMs: 300_000,
  });
  return {
    baseURL: server.baseURL,
    async stop() {
      await server.stop();
      if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const ci = process.argv.includes('--ci');
  const runs = ci ? 1 : Number(flag('--runs') ?? 3) || 3;
  const distDir = path.join(ROOT, 'apps/web/dist');
  if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error('run `npm run build` first');
  const removeBarePage = writeBarePage(distDir);
  const url = flag('--url');
  let server: Server | undefined;
  let browser: Browser | undefined;
  try {
    server = url ? { baseURL: url, stop: async () => undefined } : await ownServer();
    browser = await launchChromium();
    await warmUp(server.baseURL, distDir);
    const results: Array<Map<string, LoadMetrics>> = [];
    for (let i = 0; i < runs; i++) results.push(await loadAll(browser, server.baseURL));
    const summary = summarize(results);
    console.log(report(summary, runs));
    const missed = missedTargets(summary);
    console.log(
      missed.length ? `targets missed: ${missed.join('; ')}` : 'targets met (LCP ≤ 1.0 s, TBT ≤ 150 ms)',
    );
    const over = ci ? overCiCeiling(summary) : [];
    if (over.length) {
      console.error(`cold load over the CI ceiling: ${over.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser?.close();
    await server?.stop();
    removeBarePage();
  }
}

await main();
