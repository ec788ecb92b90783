import type { BrowserContext, Cookie, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { totpAt } from '../apps/server/src/modules/admin/totp.js';
import { XSS_CORPUS } from '../apps/server/test/xss-corpus.js';
import { maybeScreenshot, PROFILES, type Profile } from './browser.js';
import { useOwnServer } from './own-server.js';
import { staffCookie } from './staff-session.js';

/*
 * News and announcements end to end on this file's own server (a content staff member is made
 * with the CLI before the server opens its embedded database): a visitor reads the seeded
 * articles in their language on a phone and a desktop; the content member writes and publishes
 * an article in the console and the visitor sees it; the XSS corpus runs in Chromium on
 * /news/detail and in the console preview with the page's CSP switched off, so only the
 * sanitizing stands between a payload and the page.
 */
const CONTENT = { email: 'e2e-news-content@fxdesk.test', password: 'news content password 2026' };

const own = useOwnServer({ prefix: 'fxdesk-e2e-news-', staff: [['content', CONTENT]] });
let staffToken: string | undefined;
/** The console's stored session after the first sign-in, for later pages of the same member. */
let staffSession: string | undefined;
let staffCookieValue: Cookie | undefined;

/** A page on this file's server; `bypassCSP` leaves the sanitizers as the only defence. */
async function ownPage(
  profile: Profile,
  bypassCSP = false,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await own.browser.newContext({ ...PROFILES[profile], baseURL: own.baseURL, bypassCSP });
  return { context, page: await context.newPage() };
}

/** A back-office call as the content member signed in on the console. */
const staffCall = <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  own.api<T>(method, url, staffToken, body);

/** The content member signs in on the console: password, then the TOTP enrolment it offers. */
async function contentSignIn(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('fxdesk.admin.lang', 'en'));
  await page.goto('/admin/#/login');
  await page.getByTestId('login-email').fill(CONTENT.email);
  await page.getByTestId('login-password').fill(CONTENT.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('totp-qr').locator('img').waitFor();
  const secret = (await page.getByTestId('totp-secret').getAttribute('data-secret')) ?? '';
  await page.getByTestId('totp-code').fill(totpAt(secret, Math.floor(Date.now() / 30_000)));
  await page.getByTestId('totp-submit').click();
  await page.waitForFunction(() => /#\/(password|dashboard)/.test(location.hash));
  if (page.url().includes('#/password')) {
    const next = 'news content password 2027';
    await page.getByTestId('new-password').fill(next);
    await page.getByTestId('confirm-password').fill(next);
    await page.getByTestId('password-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/dashboard'));
  }
  staffSession = (await page.evaluate(() => localStorage.getItem('fxdesk.admin.session'))) ?? undefined;
  // The session itself is the httpOnly cookie; the API calls below send it as a tool does.
  staffCookieValue = await staffCookie(page.context());
  staffToken = staffCookieValue?.value;
}

/** Records every payload that runs: __xss(n), alert/confirm/prompt and dialogs. */
async function watchForXss(page: Page): Promise<() => Promise<unknown[]>> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`dialog:${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const fired: unknown[] = [];
    Object.assign(window, {
      __fired: fired,
      __xss: (n: unknown) => fired.push(n),
      alert: (m: unknown) => fired.push(`alert:${String(m)}`),
      confirm: (m: unknown) => fired.push(`confirm:${String(m)}`),
      prompt: (m: unknown) => fired.push(`prompt:${String(m)}`),
    });
  });
  return async () => [
    ...dialogs,
    ...((await page.evaluate(() => (window as unknown as { __fired: unknown[] }).__fired)) ?? []),
  ];
}

/**
 * Proves the harness can see a payload run (CSP off, handlers live): a raw handler added outside
 * the article fires; waiting for it also lets the article's own error events happen first.
 */
async function controlFires(page: Page, n: number): Promise<void> {
  await page.evaluate((id) => {
    const probe = document.createElement('div');
    probe.hidden = true;
    probe.innerHTML = `<img src="/no-such-image-${id}.png" onerror="__xss('control-${id}')">`;
    document.body.append(probe);
  }, n);
  await page.waitForFunction(
    (id) => (window as unknown as { __fired: unknown[] }).__fired.includes(`control-${id}`),
    n,
    { timeout: 10_000 },
  );
}

const withoutControls = (fired: unknown[]) => fired.filter((f) => !String(f).startsWith('control-'));

describe('news and announcements', () => {
  it('a visitor reads news and announcements in their language on a phone', async () => {
    const { context, page } = await ownPage('mobile');
    await page.goto('/#/news?lang=de');
    const list = page.getByTestId('news-list');
    await list.getByText('Wochenausblick: Euro stabil vor den Notenbankentscheidungen').waitFor();
    expect(await list.getByText('Weekly outlook', { exact: false }).count()).toBe(0);
    await maybeScreenshot(page, 'news-mobile');

    await page.getByTestId('news-tab-announcements').click();
    const notices = page.getByTestId('announcement-list');
    await notices.getByText('Geplante Wartung am Sonntag, 02:00–04:00 UTC').waitFor();
    expect(await notices.locator('[data-category="1"]').count()).toBe(0);

    await page.getByTestId('news-tab-news').click();
    await list.getByText('Wochenausblick', { exact: false }).click();
    await page.getByTestId('news-detail-title').getByText('Wochenausblick', { exact: false }).waitFor();
    const body = page.getByTestId('article-body');
    await body.locator('h3').getByText('Wichtige Termine der nächsten Woche').waitFor();
    // The 640 px picture in the article fits the 390 px screen.
    const image = body.locator('img').first();
    await image.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector('[data-testid="article-body"] img') as HTMLImageElement | null;
      return !!img && img.complete && img.naturalWidth > 0;
    });
    const box = await image.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await maybeScreenshot(page, 'news-detail-mobile');

    // Home links to the newest announcement and to all news; /mine/announcement lists notices only.
    await page.goto('/#/?lang=de');
    await page.getByTestId('home-news-latest').getByText('Wartung', { exact: false }).waitFor();
    await maybeScreenshot(page, 'news-home-mobile');
    await page.getByTestId('home-news-all').click();
    await page.waitForFunction(() => location.hash.startsWith('#/news'));
    await page.goto('/#/mine/announcement?lang=de');
    await page.getByTestId('announcement-list').getByText('Feiertage', { exact: false }).waitFor();
    expect(await page.getByTestId('announcement-list').locator('[data-category="1"]').count()).toBe(0);

    // Another language, another set of articles.
    await page.goto('/#/news?lang=jp');
    await page.getByTestId('news-list').getByText('週間見通し', { exact: false }).waitFor();
    await context.close();
  });

  it('on a desktop: the news page, an article, and the terminal linking to news', async () => {
    const { context, page } = await ownPage('desktop');
    await page.goto('/#/trade?lang=en');
    const panel = page.getByTestId('terminal-news');
    await panel.getByText('Scheduled maintenance', { exact: false }).waitFor();
    await maybeScreenshot(page, 'news-terminal-desktop');
    await panel.getByText('Scheduled maintenance', { exact: false }).click();
    await page
      .getByTestId('news-detail-title')
      .getByText('Scheduled maintenance', { exact: false })
      .waitFor();
    await maybeScreenshot(page, 'news-detail-desktop');
    await page.goto('/#/news?lang=en');
    await page.getByTestId('news-list').getByText('Gold holds near record highs', { exact: false }).waitFor();
    await maybeScreenshot(page, 'news-desktop');
    await context.close();
  });

  it('a content member writes and publishes an article in the console; visitors see it in its language only', async () => {
    const console_ = await ownPage('desktop');
    const page = console_.page;
    await contentSignIn(page);
    await page.getByTestId('nav-news').click();
    await page.getByTestId('news-table').getByText('Scheduled maintenance', { exact: false }).waitFor();
    await page.getByTestId('news-new').click();
    const title = `Spreads tighten on EUR/USD ${Date.now()}`;
    await page.getByTestId('news-title').fill(title);
    await page.getByTestId('news-lang').selectOption('en');
    const editor = page.getByTestId('news-editor-content');
    await editor.click();
    await page.keyboard.type('From Monday the typical EUR/USD spread falls to 0.6 pips. ');
    await page.getByTestId('rte-bold').click();
    await page.keyboard.type('No action is needed.');
    await page.getByTestId('rte-bold').click();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Read the ');
    await page.getByTestId('rte-link').click();
    await page.getByTestId('rte-link-url').fill('https://www.ecb.europa.eu/');
    await page.getByTestId('rte-link-apply').click();
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.type('ECB statement');
    // The preview renders what the reader will see.
    const preview = page.getByTestId('news-preview-body');
    await preview.locator('strong').getByText('No action is needed.').waitFor();
    await maybeScreenshot(page, 'news-editor-desktop');
    await page.getByTestId('news-publish').click();
    await page.getByText('Article published').waitFor();
    await page.waitForFunction(() => /#\/news\/\d+$/.test(location.hash));

    const reader = await ownPage('mobile');
    await reader.page.goto('/#/news?lang=en');
    await reader.page.getByTestId('news-list').getByText(title).click();
    const body = reader.page.getByTestId('article-body');
    await body.locator('strong').getByText('No action is needed.').waitFor();
    const links = await body
      .locator('a')
      .evaluateAll((as) => as.map((a) => ({ target: a.getAttribute('target'), rel: a.getAttribute('rel') })));
    for (const link of links) expect(link).toEqual({ target: '_blank', rel: 'noopener noreferrer nofollow' });
    await reader.page.goto('/#/news?lang=fr');
    await reader.page
      .getByTestId('news-list')
      .getByText('Perspectives de la semaine', { exact: false })
      .waitFor();
    expect(await reader.page.getByTestId('news-list').getByText(title).count()).toBe(0);

    // The console editor at a phone's width.
    await page.setViewportSize(PROFILES.mobile.viewport);
    await page.getByTestId('news-editor').waitFor();
    await maybeScreenshot(page, 'news-editor-mobile');
    await reader.context.close();
    await console_.context.close();
  });

  it(
    `XSS corpus (${XSS_CORPUS.length} vectors) in Chromium: nothing runs on /news/detail, saved and served or raw`,
    { timeout: 240_000 },
    async () => {
      expect(staffToken).toBeTruthy();
      // Saved through the back office and served by the API: one article with every vector.
      const html = XSS_CORPUS.map((p, i) => `<p>vector ${i}</p>${p}`).join('');
      const created = await staffCall<{ id: number }>('POST', '/admin/api/news', {
        category: 1,
        lang: 'all',
        title: 'XSS corpus',
        content: html,
      });
      await staffCall('POST', `/admin/api/news/${created.id}/publish`, { action: 'publish' });

      const { context, page } = await ownPage('mobile', true);
      const fired = await watchForXss(page);
      await page.goto(`/#/news/detail?id=${created.id}&lang=en`);
      await page.getByTestId('news-detail-title').getByText('XSS corpus').waitFor();
      await page.getByTestId('article-body').getByText('vector 0', { exact: true }).waitFor();
      await controlFires(page, 0);
      expect(withoutControls(await fired())).toEqual([]);

      // Raw, as if the server had stored and served them unsanitized: the browser pass alone.
      let raw = '';
      await page.route('**/api/news/info**', (route) => {
        const id = Number(new URL(route.request().url()).searchParams.get('id'));
        return route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            code: 1,
            msg: 'ok',
            data: {
              id,
              title: `Raw ${id}`,
              desc: '',
              logo: '',
              created_at: new Date().toISOString(),
              category_id: 1,
              content: raw,
            },
          }),
        });
      });
      for (const [i, payload] of XSS_CORPUS.entries()) {
        raw = `<p>before ${i}</p>${payload}<p>after ${i}</p>`;
        const id = 900_000 + i;
        await page.evaluate((n) => (location.hash = `#/news/detail?id=${n}`), id);
        await page.getByTestId('news-detail-title').getByText(`Raw ${id}`).waitFor();
        await page.getByTestId('article-body').getByText(`before ${i}`).waitFor();
      }
      await controlFires(page, 1);
      expect(withoutControls(await fired())).toEqual([]);
      await context.close();
    },
  );

  it(
    'XSS corpus in the console preview: raw payloads in the preview answer run nothing',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await ownPage('desktop', true);
      const fired = await watchForXss(page);
      // The member signed in above: a second sign-in would need the next TOTP step.
      expect(staffSession).toBeTruthy();
      await context.addCookies([staffCookieValue!]);
      await page.addInitScript((session) => {
        window.localStorage.setItem('fxdesk.admin.lang', 'en');
        window.localStorage.setItem('fxdesk.admin.session', session);
      }, staffSession!);
      let raw = '';
      await page.route('**/admin/api/news/preview', (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({ code: 1, msg: 'ok', data: { content: raw } }),
        }),
      );
      await page.goto('/admin/#/news/new');
      const editor = page.getByTestId('news-editor-content');
      await editor.click();
      for (const [i, payload] of XSS_CORPUS.entries()) {
        raw = `<p>before ${i}</p>${payload}<p>after ${i}</p>`;
        // Typing changes the content, which asks for a fresh preview.
        await page.keyboard.type(String(i % 10));
        await page.getByTestId('news-preview-body').getByText(`before ${i}`, { exact: true }).waitFor();
      }
      await controlFires(page, 2);
      expect(withoutControls(await fired())).toEqual([]);
      await context.close();
    },
  );
});
