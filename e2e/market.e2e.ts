import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { launch, maybeScreenshot, openPage, PROFILES, type Profile } from './browser.js';
import { freePort, startServer } from './server.js';
import { freshDataDir } from './data-dir.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const text = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();

describe.each(Object.keys(PROFILES) as Profile[])('market data (%s)', (profile) => {
  it('the home list shows live-changing prices (DESIGN §8)', async () => {
    const { context, page } = await openPage(browser, profile);
    await page.goto('/#/?lang=en');
    await page.getByTestId('market-row-EURUSD').first().waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="connection-badge"]')?.getAttribute('data-state') === 'live',
    );
    const seen = new Set<string>();
    for (let i = 0; i < 40 && seen.size < 3; i++) {
      seen.add((await text(page, 'market-price-EURUSD')) ?? '');
      await page.waitForTimeout(250);
    }
    expect(seen.size).toBeGreaterThanOrEqual(2);
    await maybeScreenshot(page, `home-${profile}`);
    await context.close();
  });

  it('tapping a row opens the trade chart; candles render, move, and the period switch redraws them', async () => {
    const { context, page } = await openPage(browser, profile);
    await page.goto('/#/?lang=en');
    await page.getByTestId('market-row-GBPUSD').first().click();
    await page.waitForFunction(() => location.hash.startsWith('#/trade'));
    // What the chart draws, from the data attributes KlineChart keeps on its container.
    const drawn = () =>
      page.evaluate(() => {
        const el = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="kline-canvas"]')).find(
          (e) => e.offsetParent !== null,
        );
        const d = el?.dataset ?? {};
        return {
          bars: Number(d.bars ?? 0),
          last: d.last ?? '',
          period: d.period ?? '',
          firstTime: Number(d.firstTime ?? 0),
          lastTime: Number(d.lastTime ?? 0),
        };
      });
    const waitDrawn = async (ok: (d: Awaited<ReturnType<typeof drawn>>) => boolean, what: string) => {
      for (let i = 0; i < 80; i++) {
        const d = await drawn();
        if (ok(d)) return d;
        await page.waitForTimeout(250);
      }
      throw new Error(`chart never showed ${what}: ${JSON.stringify(await drawn())}`);
    };
    const first = await waitDrawn((d) => d.bars > 0 && d.period !== '', 'bars');
    expect(first.bars).toBeGreaterThanOrEqual(500);
    // Live candles: the last close keeps moving with the KLINE.{code} stream.
    await waitDrawn((d) => d.last !== first.last, 'a moving last close');
    const other = first.period === '5min' ? '15min' : '5min';
    await page.getByTestId(`period-${other}`).first().click();
    const switched = await waitDrawn((d) => d.period === other && d.bars > 0, `the ${other} bars`);
    expect(switched.firstTime).not.toBe(first.firstTime);
    // Bars one period apart: the span per bar follows the period.
    const stepSeconds = (d: typeof first) => (d.lastTime - d.firstTime) / Math.max(1, d.bars - 1);
    const expected = other === '5min' ? 300 : 900;
    expect(Math.abs(stepSeconds(switched) / expected - 1)).toBeLessThan(0.05);
    await maybeScreenshot(page, `trade-${profile}`);
    await context.close();
  });
});

describe('home list and toasts at both sizes (issue 15 rough edges)', () => {
  /** Elements whose text is cut (ellipsis or line clamp): more content than box. */
  const clipped = (page: Page, selector: string) =>
    page.evaluate(
      (sel) =>
        [...document.querySelectorAll<HTMLElement>(sel)]
          .filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
          .map((el) => el.textContent),
      selector,
    );

  it.each(['de', 'ru', 'vn', 'fr', 'id'])(
    'a 390×844 phone shows every pair name and tab title whole (%s)',
    async (lang) => {
      const { context, page } = await openPage(browser, 'mobile');
      await page.goto(`/#/?lang=${lang}`);
      await page.getByTestId('market-row-EURUSD').first().waitFor();
      expect(await clipped(page, '.fx-market-name')).toEqual([]);
      expect(await clipped(page, '.fx-tabbar-title')).toEqual([]);
      await context.close();
    },
  );

  it('a desktop toast is a notice in the top-right corner, not the phone box over the screen', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await page.goto('/#/login?lang=en');
    await page.getByTestId('login-account').fill('nobody@example.com');
    await page.getByTestId('login-password').fill('definitely wrong');
    await page.getByTestId('login-submit').click();
    const box = page.locator('#fx-toast-root .adm-toast-main').first();
    await box.waitFor();
    const rect = await box.boundingBox();
    const look = await box.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(rect).not.toBeNull();
    // Under the 64 px header, against the right edge (1440 wide), far from the vertical middle.
    expect(rect!.y).toBeGreaterThan(60);
    expect(rect!.y + rect!.height).toBeLessThan(300);
    expect(rect!.x + rect!.width).toBeGreaterThan(1440 - 60);
    expect(look).not.toBe('rgba(0, 0, 0, 0.7)');
    await context.close();
  });
});

describe('connection badge (SPEC §4 live connection)', () => {
  it('goes offline when the server stops and back to live when it restarts', async () => {
    const dataDir = freshDataDir('fxdesk-e2e-restart-');
    const port = await freePort();
    let server = await startServer({ dataDir, port });
    const context = await browser.newContext({ ...PROFILES.mobile, baseURL: server.baseURL });
    const page = await context.newPage();
    const badge = () =>
      page.evaluate(() =>
        document.querySelector('[data-testid="connection-badge"]')?.getAttribute('data-state'),
      );
    try {
      await page.goto('/#/?lang=en');
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="connection-badge"]')?.getAttribute('data-state') === 'live',
        undefined,
        { timeout: 30_000 },
      );
      await server.stop();
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="connection-badge"]')?.getAttribute('data-state') !== 'live',
        undefined,
        { timeout: 30_000 },
      );
      expect(await badge()).not.toBe('live');
      server = await startServer({ dataDir, port });
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="connection-badge"]')?.getAttribute('data-state') === 'live',
        undefined,
        { timeout: 45_000 },
      );
    } finally {
      await context.close();
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
