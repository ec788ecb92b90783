// Screenshots of home, trade and order against a running server (real API and socket), at a
// phone size (mobile user agent) and a desktop size (desktop user agent):
//
//   npm run build -w apps/web && npm run build -w apps/server
//   DATA_DIR=/tmp/fxd PORT=8080 node apps/server/dist/main.js   (serves apps/web/dist)
//   node apps/web/scripts/live-screenshots.mjs [baseUrl] [outDir]
//
// Each layout logs in with "Try a demo account" (its own browser context, so its own demo
// account) and places a market order first, so the order page has a live position.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium, PROFILES } from '../../../e2e/chromium.mjs';

const base = process.argv[2] ?? 'http://localhost:8080/';
const outDir = resolve(process.argv[3] ?? 'docs/screenshots');
mkdirSync(outDir, { recursive: true });

const lang = process.env.LANG_CODE ?? 'en';

async function layout(browser, mobile) {
  const suffix = mobile ? 'mobile' : 'desktop';
  const context = await browser.newContext({
    ...PROFILES[mobile ? 'mobile' : 'desktop'],
    deviceScaleFactor: mobile ? 2 : 1,
  });
  await context.addInitScript((l) => globalThis.localStorage.setItem('fxdesk.lang', l), lang);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[${suffix}] page error:`, error.message));
  const shot = async (name) => {
    await page.evaluate(() => globalThis.scrollTo(0, 0));
    await page.waitForTimeout(200);
    const file = resolve(outDir, `${name}-${suffix}.png`);
    await page.screenshot({ path: file });
    console.log(file);
  };
  const visible = (testId) => page.locator(`[data-testid="${testId}"]:visible`);

  // Home: live rows, badge live.
  await page.goto(`${base}#/`);
  await visible('market-row-EURUSD').waitFor();
  await page.locator('[data-testid="connection-badge"][data-state="live"]').first().waitFor();
  await page.waitForTimeout(1500);
  await shot('home');

  // Log in with a demo account.
  await page.goto(`${base}#/login`);
  await visible('try-demo').click();
  await page.waitForFunction(() => Boolean(globalThis.localStorage.getItem('fxdesk.token')));

  // Trade: chart drawn, a market order placed.
  await page.goto(`${base}#/trade`);
  await visible('kline-chart').waitFor();
  await page.locator('[data-testid="kline-chart"] canvas').first().waitFor();
  await visible('order-estimate-margin').waitFor();
  await page.waitForFunction(
    () =>
      globalThis.document
        .querySelector('[data-testid="order-estimate-margin"]')
        ?.getAttribute('data-value') !== '',
  );
  await visible('order-submit').click();
  await page.waitForTimeout(2600); // the success toast fades
  if (!mobile) await page.locator('[data-testid^="position-row-"]:visible').first().waitFor();
  await page.waitForTimeout(800);
  await shot('trade');

  // Order page: the position with live P&L.
  await page.goto(`${base}#/order`);
  await page.locator('[data-testid^="order-row-"]:visible').first().waitFor();
  await page.locator('[data-testid="orders-summary"][data-live="true"]:visible').waitFor();
  await page.waitForTimeout(1200);
  await shot('order');

  if (process.env.EXTRA) {
    await page.locator('[data-testid^="order-row-"]:visible').first().click();
    await visible('order-detail').waitFor();
    await page.waitForTimeout(600);
    await shot('order-detail');
  }
  await context.close();
}

const browser = await launchChromium();
try {
  const only = process.env.ONLY;
  if (only !== 'desktop') await layout(browser, true);
  if (only !== 'mobile') await layout(browser, false);
} finally {
  await browser.close();
}
