import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch, maybeScreenshot, openPage, PROFILES, type Profile } from './browser.js';
import { freePort, startServer } from './server.js';

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

  it('tapping a row opens the trade chart; candles render, move, and the period switch reloads them', async () => {
    const { context, page } = await openPage(browser, profile);
    let klineFrames = 0;
    page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => (klineFrames += String(f.payload).includes('"KLINE.GBPUSD"') ? 1 : 0)),
    );
    await page.goto('/#/?lang=en');
    await page.getByTestId('market-row-GBPUSD').first().click();
    await page.waitForFunction(() => location.hash.startsWith('#/trade'));
    await page.getByTestId('kline-chart').first().waitFor();
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="kline-chart"] canvas') as HTMLCanvasElement | null) !== null,
    );
    const klines: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v1/api/forex/kline')) klines.push(r.url());
    });
    // Live candles: KLINE.{code} frames keep arriving for the pair on screen.
    for (let i = 0; i < 40 && klineFrames < 3; i++) await page.waitForTimeout(250);
    expect(klineFrames).toBeGreaterThanOrEqual(3);
    await page.getByTestId('period-5min').first().click();
    await page.waitForTimeout(500);
    expect(klines.some((u) => u.includes('period=5min'))).toBe(true);
    await maybeScreenshot(page, `trade-${profile}`);
    await context.close();
  });
});

describe('connection badge (SPEC §4 live connection)', () => {
  it('goes offline when the server stops and back to live when it restarts', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxdesk-e2e-restart-'));
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
