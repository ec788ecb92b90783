import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, tryDemo } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/*
 * Copy trading in the browser (DESIGN §7) on the run's server, whose first boot seeded the demo
 * traders: a demo user opens the ranking, a trader's page, runs the back-test by changing the
 * amount, follows, and finds the follow in the copy-trading tab. Copies opening and closing with
 * the trader are covered by the API tests (copy-api.test.ts), which control the trader's orders.
 */
describe('copy trading end to end on a demo account (mobile)', () => {
  it('ranking → trader page → live back-test → follow → my copies', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    await tryDemo(page);

    await page.goto('/#/rank?lang=en');
    const first = page.locator('[data-testid^="rank-row-"]').first();
    await first.waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-testid^="rank-row-"]').count()).toBeGreaterThanOrEqual(20);
    await first.click();
    await page.getByTestId('trader-page').waitFor();
    await page.getByTestId('trader-chart').waitFor();
    await page.getByTestId('trader-follow').click();

    await page.getByTestId('follow-sheet').waitFor();
    await page.getByTestId('backtest-trades').waitFor();
    const before = await page.getByTestId('backtest-profit').textContent();
    // A bigger amount re-runs the back-test: the profit changes with the capital.
    await page.getByTestId('follow-amount').locator('input').fill('9000');
    await page.waitForFunction(
      (previous) => document.querySelector('[data-testid="backtest-profit"]')?.textContent !== previous,
      before,
      { timeout: 15_000 },
    );
    await page.getByTestId('follow-confirm').click();

    await page.waitForFunction(() => location.hash.includes('tab=follow'), undefined, { timeout: 15_000 });
    const card = page.locator('[data-testid^="follow-status-"]').first();
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toBe('Active');
    await context.close();
  });
});
