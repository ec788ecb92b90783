// Screenshots of the copy-trading screens at 390x844 and 1440x900 against a running server:
//   BASE=http://127.0.0.1:8080 node e2e/copy-shots.mjs
import { chromium } from 'playwright-core';

const BASE = process.env.BASE ?? 'http://127.0.0.1:8080';
const OUT = new URL('../docs/screenshots/', import.meta.url).pathname;
const PROFILES = {
  mobile: {
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    isMobile: true,
    hasTouch: true,
  },
  desktop: {
    viewport: { width: 1440, height: 900 },
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  },
};
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const [name, profile] of Object.entries(PROFILES)) {
  const context = await browser.newContext({ ...profile, baseURL: BASE });
  const page = await context.newPage();
  // A demo account, as a first visitor gets with one tap.
  await page.goto('/#/login?lang=en');
  await page.getByTestId('try-demo').click();
  await page.waitForURL((url) => !url.hash.startsWith('#/login'));
  await page.goto('/#/rank?lang=en');
  await page.getByTestId('rank-list').locator('[data-testid^="rank-row-"]').first().waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}copy-rank-${name}.png` });
  await page.locator('[data-testid^="rank-row-"]').first().click();
  await page.getByTestId('trader-chart').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${OUT}copy-trader-${name}.png` });
  await page.getByTestId('trader-follow').click();
  await page.getByTestId('backtest-chart').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${OUT}copy-follow-sheet-${name}.png` });
  await context.close();
}
await browser.close();
