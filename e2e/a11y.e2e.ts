import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { totpAt } from '../apps/server/src/modules/admin/totp.js';
import { ADMIN_SCREENS, CLIENT_SCREENS, uncovered, type As } from './a11y-routes.js';
import { codeFromOutbox, launch, PROFILES, type Profile } from './browser.js';
import { freePort, startServer, type RunningServer, closeOwn } from './server.js';
import { freshDataDir } from './data-dir.js';
import { csrfOf, STAFF_COOKIE } from './staff-session.js';
import { apiData } from './api.js';

/*
 * WCAG 2.2 AA (issue 15): axe-core on every SPEC §2 route in both layouts, logged out and in as
 * the route fits, and on every back-office screen; no critical or serious violation, in the light
 * theme and (colour contrast) in the dark one. One browser, one page per layout and session,
 * moved between screens by the hash router; a few pages run at once (A11Y_PAGES, default 3) so
 * the whole check takes minutes, not a quarter of an hour. Its own server, with an owner from
 * ADMIN_EMAIL/ADMIN_PASSWORD and a client registered through the API.
 */
const ROOT = new URL('..', import.meta.url).pathname;
const AXE = fs.readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const CLIENT = { email: 'e2e-a11y-client@example.com', password: 'a11y client password' };
const OWNER = { email: 'e2e-a11y-owner@fxdesk.test', password: 'a11y owner password 2026' };

let browser: Browser;
let server: RunningServer | undefined;
let dataDir: string | undefined;
const started = Date.now();
/** Pages checked at once: the waits of one overlap the axe runs of another. */
const PAGES = Math.max(1, Number(process.env.A11Y_PAGES) || 3);

const call = <T>(method: 'GET' | 'POST', url: string, body?: unknown, token?: string) =>
  apiData<T>(server!.baseURL, method, url, { token, body });

beforeAll(async () => {
  dataDir = freshDataDir('fxdesk-e2e-a11y-');
  // The owner comes from ADMIN_EMAIL/ADMIN_PASSWORD (no one-time password to replace).
  const env = { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password };
  [server, browser] = await Promise.all([
    startServer({ dataDir, port: await freePort(), env, healthyWithinMs: 480_000 }),
    launch(),
  ]);
}, 600_000);
afterAll(async () => {
  await closeOwn(browser, server, dataDir);
  console.log(`a11y check: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** A page with axe-core loaded on every document, the language fixed to English. */
async function axePage(profile: Profile, init: (storage: Record<string, string>) => void, storage = {}) {
  const context = await browser.newContext({
    ...PROFILES[profile],
    baseURL: server!.baseURL,
    bypassCSP: true,
  });
  await context.addInitScript(init, storage);
  await context.addInitScript(AXE);
  return context.newPage();
}

const seed = (values: Record<string, string>) => {
  for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
};

/**
 * Runs axe on the page as it is: every WCAG 2.0–2.2 A/AA rule in the page's (light) theme, or
 * colour contrast only with the dark theme switched on for the run — the theme is `<html
 * data-theme>` plus `color-scheme` (packages/contract theme.ts), so no reload is needed; colour
 * transitions are held off so axe reads the final colours. Critical and serious violations only,
 * dark ones named `… (dark)`.
 */
async function runAxe(page: Page, theme: 'light' | 'dark'): Promise<Violation[]> {
  const result = await page.evaluate(async (dark) => {
    const axe = (
      window as unknown as { axe: { run: (...a: unknown[]) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const root = document.documentElement;
    const before = { theme: root.getAttribute('data-theme'), scheme: root.style.colorScheme };
    const still = document.createElement('style');
    if (dark) {
      still.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(still);
      root.setAttribute('data-theme', 'dark');
      root.style.colorScheme = 'dark';
    }
    try {
      return await axe.run(document, {
        runOnly: dark
          ? { type: 'rule', values: ['color-contrast'] }
          : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        resultTypes: ['violations'],
      });
    } finally {
      if (dark) {
        if (before.theme === null) root.removeAttribute('data-theme');
        else root.setAttribute('data-theme', before.theme);
        root.style.colorScheme = before.scheme;
        still.remove();
      }
    }
  }, theme === 'dark');
  return (result.violations as Violation[])
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => (theme === 'dark' ? { ...v, id: `${v.id} (dark)` } : v));
}

/**
 * Loads a screen afresh and waits until it has settled: something rendered, nothing shows as
 * loading (skeletons, spinners, busy regions, the route progress bar), and no element was added
 * or removed for 300 ms (ticking prices change text only). Then runs axe (WCAG 2.0–2.2 A/AA in
 * the light theme, contrast in the dark one) and returns the critical and serious violations,
 * plus the screen's own rules: one `<main>`,
 * exactly one visible `<h1>` (client), and no ticking price inside a live region.
 */
async function check(page: Page, url: string, client: boolean): Promise<Violation[]> {
  await page.goto(url);
  // A screen that never stops loading is reported as such (and fails), the run goes on.
  const settled = await page
    .waitForFunction(
      () =>
        typeof (window as unknown as { axe?: unknown }).axe === 'object' &&
        (document.querySelector('#root')?.childElementCount ?? 0) > 0 &&
        // An infinite list's footer shows dots for as long as more pages exist, loading or not.
        !document.querySelector(
          ':is([aria-busy="true"], .adm-skeleton, .adm-spin-loading, .adm-dot-loading, .boot, .skeleton, .fx-progress, .fx-skel):not(.adm-infinite-scroll *)',
        ),
      undefined,
      { timeout: 30_000 },
    )
    .then(() => true)
    .catch(() => false);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, 300);
        const cap = setTimeout(done, 3_000);
        const observer = new MutationObserver((records) => {
          // A price re-rendered on a tick swaps its own span: not a change of the screen.
          if (records.every((r) => (r.target as Element).closest?.('.fx-price, .fx-change, .fx-num'))) return;
          clearTimeout(timer);
          timer = setTimeout(done, 300);
        });
        observer.observe(document.body, { subtree: true, childList: true });
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(cap);
          resolve();
        }
      }),
  );
  const violations = [...(await runAxe(page, 'light')), ...(await runAxe(page, 'dark'))];
  const own = await page.evaluate(() => {
    const visible = (el: Element) => (el as HTMLElement).checkVisibility?.() ?? true;
    return {
      mains: [...document.querySelectorAll('main, [role="main"]')].filter(visible).length,
      h1s: [...document.querySelectorAll('h1')].filter(visible).length,
      livePrices: document.querySelectorAll(
        ':is([aria-live]:not([aria-live="off"]), [role="status"], [role="log"], [role="alert"], [role="timer"], [role="marquee"]) :is(.fx-price, .fx-change)',
      ).length,
    };
  });
  const rule = (id: string) => ({ id, impact: 'serious', nodes: [{ target: [url] }] });
  if (!settled) violations.push(rule('screen-still-loading-after-30-s'));
  if (own.mains !== 1) violations.push(rule(`main-landmark (${own.mains})`));
  if (client && own.h1s !== 1) violations.push(rule(`one-h1 (${own.h1s})`));
  if (own.livePrices > 0) violations.push(rule(`price-in-live-region (${own.livePrices})`));
  return violations;
}

/**
 * Violations found, by screen, that are not in a11y-known.json: what fails the check. The known
 * list may hold violations by screen and rule id that cannot be fixed here (a third-party widget),
 * each with its reason; an entry that no longer occurs is printed, to be taken off the list.
 */
const KNOWN = JSON.parse(fs.readFileSync(path.join(ROOT, 'e2e/a11y-known.json'), 'utf8')) as Record<
  string,
  string[]
>;
const stillKnown = new Set<string>();
type Report = Record<string, string[]>;
function record(report: Report, screen: string, violations: Violation[]): void {
  const known = KNOWN[screen] ?? [];
  const fresh = violations.filter((v) => {
    const id = v.id.replace(/ \(.*\)$/, '');
    if (!known.includes(id)) return true;
    stillKnown.add(`${screen}|${id}`);
    return false;
  });
  if (fresh.length === 0) return;
  report[screen] = fresh.map(
    (v) =>
      `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes
        .slice(0, 3)
        .map(
          (n) =>
            `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
        )
        .join(' | ')}`,
  );
}

/** Known violations of these screens that did not occur this run (fixed: drop them from the list). */
function fixedSinceListed(prefix: string): string[] {
  return Object.entries(KNOWN)
    .filter(([screen]) => screen.startsWith(prefix))
    .flatMap(([screen, ids]) => ids.map((id) => `${screen}|${id}`))
    .filter((key) => !stillKnown.has(key));
}

/** At most PAGES pages at a time across both browser tests. */
let free = PAGES;
const waiting: (() => void)[] = [];
async function withPage<T>(run: () => Promise<T>): Promise<T> {
  if (free > 0) free -= 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await run();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  }
}

/** Each screen of a list on one page, in order; their results by screen in the report. */
async function visit(
  report: Report,
  open: () => Promise<Page>,
  screens: readonly { key: string; url: string }[],
  client: boolean,
): Promise<void> {
  await withPage(async () => {
    const page = await open();
    try {
      for (const screen of screens) record(report, screen.key, await check(page, screen.url, client));
    } finally {
      await page.context().close();
    }
  });
}

describe.concurrent('accessibility (axe-core, WCAG 2.2 AA)', () => {
  it('the list of checked screens covers every route of the client router and the back-office navigation', ({
    expect,
  }) => {
    expect(uncovered()).toEqual([]);
  });

  it('every client screen in both layouts, logged out and in, has no critical or serious violation', async ({
    expect,
  }) => {
    await call('POST', '/api/notify/send_email', { to: CLIENT.email, type: 1 });
    const { token } = await call<{ token: string }>('POST', '/api/user/register', {
      type: 1,
      account: CLIENT.email,
      password: CLIENT.password,
      re_password: CLIENT.password,
      sms_code: await codeFromOutbox(CLIENT.email, 30_000, dataDir),
    });
    const news = await call<{ data: { id: number }[] }>('GET', '/api/news/list?page=1');
    const newsId = String(news.data[0]?.id ?? 1);
    const report: Report = {};
    const runs = (['mobile', 'desktop'] as const).flatMap((profile) =>
      (['out', 'in'] as const satisfies readonly As[]).map((as) => {
        const storage: Record<string, string> = { 'fxdesk.lang': 'en' };
        if (as === 'in') storage['fxdesk.token'] = token;
        const screens = CLIENT_SCREENS.filter((s) => s.as.includes(as)).map((screen) => ({
          key: `client ${profile} ${as} ${screen.path}`,
          url: `/#${screen.path.replace('{news}', newsId)}`,
        }));
        return visit(report, () => axePage(profile, seed, storage), screens, true);
      }),
    );
    await Promise.all(runs);
    console.log(JSON.stringify({ new: report, fixed: fixedSinceListed('client ') }, null, 1));
    expect(report).toEqual({});
  }, 900_000);

  it('every back-office screen in both layouts has no critical or serious violation', async ({ expect }) => {
    const offer = await call<{ enrollment_token: string; secret: string }>(
      'POST',
      '/admin/api/auth/login',
      OWNER,
    );
    const staff = await call<{ token: string; role: string }>('POST', '/admin/api/auth/enroll', {
      enrollment_token: offer.enrollment_token,
      totp: totpAt(offer.secret, Math.floor(Date.now() / 30_000)),
    });
    const clients = await call<{ data: { id: number }[] }>(
      'GET',
      '/admin/api/clients',
      undefined,
      staff.token,
    );
    // The console keeps only the CSRF token; the session is the httpOnly cookie scoped to /admin.
    const session = JSON.stringify({
      csrf: csrfOf(staff.token),
      role: staff.role,
      email: OWNER.email,
      mustChangePassword: false,
    });
    const signedIn = async (profile: Profile) => {
      const page = await axePage(profile, seed, {
        'fxdesk.admin.lang': 'en',
        'fxdesk.admin.session': session,
      });
      await page.context().addCookies([
        {
          name: STAFF_COOKIE,
          value: staff.token,
          domain: new URL(server!.baseURL).hostname,
          path: '/admin',
          httpOnly: true,
          sameSite: 'Strict',
        },
      ]);
      return page;
    };
    const report: Report = {};
    const runs = (['mobile', 'desktop'] as const).flatMap((profile) => [
      visit(
        report,
        () => axePage(profile, seed, { 'fxdesk.admin.lang': 'en' }),
        [{ key: `admin ${profile} /login`, url: '/admin/#/login' }],
        false,
      ),
      visit(
        report,
        () => signedIn(profile),
        ADMIN_SCREENS.filter((s) => s !== '/login').map((screen) => ({
          key: `admin ${profile} ${screen}`,
          url: `/admin/#${screen.replace('{client}', String(clients.data[0]?.id ?? 1)).replace('{article}', '1')}`,
        })),
        false,
      ),
    ]);
    await Promise.all(runs);
    console.log(JSON.stringify({ new: report, fixed: fixedSinceListed('admin ') }, null, 1));
    expect(report).toEqual({});
  }, 900_000);
});
