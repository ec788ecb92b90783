import type { BrowserContext, Page } from 'playwright-core';

/** What one cold load of a page measured, in milliseconds from navigation start. */
export interface LoadMetrics {
  fcpMs: number;
  lcpMs: number;
  /** Total blocking time: Σ (long task − 50 ms) from FCP to the end of the window after it. */
  tbtMs: number;
  longTasks: number;
}

interface RawMetrics {
  fcp: number | null;
  lcp: number | null;
  longTasks: Array<[start: number, duration: number]>;
}

/**
 * Registered before any script of the page runs (addInitScript), so no entry is missed even
 * where a type does not honour `buffered`. LCP keeps the latest candidate, as the browser does.
 * A string, not a function: tsx names the inner functions with a helper the page lacks (and
 * the app's CSP forbids evaluating strings, so the other page functions here stay anonymous).
 */
const OBSERVE_LOAD = `(() => {
  const metrics = { fcp: null, lcp: null, longTasks: [] };
  window.__coldLoad = metrics;
  const observe = (type, onEntry) =>
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') metrics.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => { metrics.lcp = e.startTime; });
  observe('longtask', (e) => { metrics.longTasks.push([e.startTime, e.duration]); });
})();`;

/** Lighthouse's definition: only the part of a long task after FCP counts, above 50 ms. */
export function totalBlockingTime(
  longTasks: ReadonlyArray<readonly [number, number]>,
  fromMs: number,
  toMs: number,
): number {
  let total = 0;
  for (const [start, duration] of longTasks) {
    const clipped = Math.min(start + duration, toMs) - Math.max(start, fromMs);
    if (clipped > 50) total += clipped - 50;
  }
  return total;
}

export interface LoadOptions {
  url: string;
  /** A selector that shows the page is really there (live prices on the app's pages). */
  ready: (page: Page) => Promise<void>;
  cpuSlowdown: number;
  windowMs: number;
}

/** One cold load in a fresh context (empty HTTP cache, no service worker), CPU throttled. */
export async function coldLoad(context: BrowserContext, options: LoadOptions): Promise<LoadMetrics> {
  await context.addInitScript({ content: OBSERVE_LOAD });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
  await page.goto(options.url, { waitUntil: 'load' });
  await options.ready(page);
  // The TBT window: from FCP to windowMs after it (the page's quotes keep streaming meanwhile).
  await page.waitForFunction(
    (ms) => {
      const fcp = (globalThis as { __coldLoad?: RawMetrics }).__coldLoad?.fcp;
      return typeof fcp === 'number' && performance.now() >= fcp + ms;
    },
    options.windowMs,
    { polling: 250, timeout: 60_000 },
  );
  const raw = await page.evaluate(() => (globalThis as { __coldLoad?: RawMetrics }).__coldLoad ?? null);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  if (!raw || raw.fcp === null || raw.lcp === null) {
    throw new Error(`${options.url}: no FCP or LCP entry (${JSON.stringify(raw)})`);
  }
  return {
    fcpMs: raw.fcp,
    lcpMs: raw.lcp,
    tbtMs: totalBlockingTime(raw.longTasks, raw.fcp, raw.fcp + options.windowMs),
    longTasks: raw.longTasks.length,
  };
}
