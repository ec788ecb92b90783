// Screenshots of the copy-trading screens at 390x844 and 1440x900 against a running server:
//   BASE=http://127.0.0.1:8080 node e2e/copy-shots.mjs
import { launchChromium, PROFILES } from './chromium.mjs';

const BASE = process.env.BASE ?? 'http://127.0.0.1:8080';
const OUT = new URL('../docs/screenshots/', import.meta.url).pathname;
const browser = await launchChromium();
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
