// Screenshots of both themes (issue 15): home and trade at a phone size and a desktop size, and
// the back office's sign-in screen, each in light and dark, against a running server:
//
//   npm run build && DATA_DIR=/tmp/fxd PORT=8080 node apps/server/dist/main.js
//   node apps/web/scripts/theme-screenshots.mjs [baseUrl] [outDir]
//
// The theme comes from the emulated system setting (prefers-color-scheme) with nothing stored,
// so the pictures also show that the default follows the system.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium, PROFILES } from '../../../e2e/chromium.mjs';

const base = process.argv[2] ?? 'http://localhost:8080/';
const outDir = resolve(process.argv[3] ?? 'docs/screenshots/theme');
mkdirSync(outDir, { recursive: true });

async function client(browser, mobile, scheme) {
  const suffix = `${mobile ? 'mobile' : 'desktop'}-${scheme}`;
  const context = await browser.newContext({
    ...PROFILES[mobile ? 'mobile' : 'desktop'],
    deviceScaleFactor: 1,
    colorScheme: scheme,
  });
  await context.addInitScript(() => globalThis.localStorage.setItem('fxdesk.lang', 'en'));
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[${suffix}] page error:`, error.message));
  await page.goto(`${base}#/`);
  await page.waitForSelector('[data-testid^="market-row-"]', { timeout: 60_000 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: resolve(outDir, `home-${suffix}.png`) });
  await page.goto(`${base}#/trade`);
  await page.waitForSelector('canvas', { timeout: 60_000 });
  await page.waitForTimeout(2500);
  await page.screenshot({ path: resolve(outDir, `trade-${suffix}.png`) });
  console.log(
    `${suffix}: data-theme=${await page.evaluate(() => globalThis.document.documentElement.dataset.theme)}`,
  );
  await context.close();
}

async function admin(browser, scheme) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: scheme });
  const page = await context.newPage();
  await page.goto(new URL('admin/', base).href);
  await page.waitForSelector('form', { timeout: 60_000 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: resolve(outDir, `admin-login-${scheme}.png`) });
  await context.close();
}

const browser = await launchChromium();
try {
  for (const scheme of ['light', 'dark']) {
    await client(browser, true, scheme);
    await client(browser, false, scheme);
    await admin(browser, scheme);
  }
} finally {
  await browser.close();
}
