import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, maybeScreenshot, openPage } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** antd-mobile confirm dialogs: press the primary (confirm) button. */
async function confirmDialog(page: Page): Promise<void> {
  const button = page.locator('.adm-dialog-footer .adm-dialog-action-row button, .adm-dialog-button').last();
  await button.waitFor();
  await button.click();
}

/** Success toasts sit on a mask for a moment; clicks wait until it has gone. */
async function toastGone(page: Page): Promise<void> {
  await page
    .locator('.adm-toast-mask')
    .first()
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => undefined);
}

async function firstRowId(page: Page, list: string): Promise<number> {
  const row = page.locator(`[data-testid="orders-list-${list}"] [data-testid^="order-row-"]`).first();
  await row.waitFor({ timeout: 15_000 });
  return Number((await row.getAttribute('data-testid'))!.replace('order-row-', ''));
}

describe('trading end to end on a demo account (mobile)', () => {
  it('market buy → live P&L → SL/TP → close → history and balance; pending order → cancel', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    await page.goto('/#/login?lang=en');
    await page.getByTestId('try-demo').click();
    await page.waitForFunction(() => !location.hash.startsWith('#/login'));

    await page.goto('/#/trade?lang=en');
    await page.getByTestId('order-form').waitFor();
    await page.getByTestId('order-side-buy').click();
    await page.getByTestId('order-estimate-margin').waitFor();
    await maybeScreenshot(page, 'trade-order-mobile');
    await page.getByTestId('order-submit').click();

    await page.goto('/#/order?lang=en');
    await page.getByTestId('orders-tab-holding').click();
    const id = await firstRowId(page, 'holding');
    const pnl = new Set<string>();
    for (let i = 0; i < 40 && pnl.size < 2; i++) {
      pnl.add((await page.getByTestId(`order-pnl-${id}`).textContent()) ?? '');
      await page.waitForTimeout(250);
    }
    expect(pnl.size).toBeGreaterThanOrEqual(2);

    await toastGone(page);
    await page.getByTestId(`order-row-${id}`).click({ force: true });
    await page.getByTestId('order-detail').waitFor();
    await page.getByTestId('order-edit-stops').click();
    await page.getByTestId('order-stops-editor').waitFor();
    const sl = page
      .locator('[data-testid="order-edit-sl"] input, input[data-testid="order-edit-sl"]')
      .first();
    const tp = page
      .locator('[data-testid="order-edit-tp"] input, input[data-testid="order-edit-tp"]')
      .first();
    const toggles = page.locator('[data-testid="order-stops-editor"] .adm-switch');
    for (let i = 0; i < (await toggles.count()); i++) {
      if (!(await toggles.nth(i).getAttribute('class'))?.includes('adm-switch-checked'))
        await toggles.nth(i).click();
    }
    await sl.fill('0.5');
    await tp.fill('5');
    await page.getByTestId('order-stops-save').click();
    await page.getByText('Stop loss and take profit updated').first().waitFor();

    await toastGone(page);
    // The detail popup may still be open after saving the stops.
    if (!(await page.getByTestId('order-close').isVisible()))
      await page.getByTestId(`order-row-${id}`).click({ force: true });
    await page.getByTestId('order-close').click();
    await confirmDialog(page);
    await page.getByText('Position closed').first().waitFor();
    await page.getByTestId('orders-tab-history').click();
    await page.getByTestId(`order-reason-${id}`).waitFor();
    await page.waitForFunction(
      () => !/10,000\.00/.test(document.querySelector('[data-testid="summary-balance"]')?.textContent ?? ''),
    );

    await page.goto('/#/trade?lang=en');
    await page.getByTestId('order-type-pending').click();
    await page
      .locator('[data-testid="order-target-price"] input, input[data-testid="order-target-price"]')
      .first()
      .fill('0.5');
    await page.getByTestId('order-submit').click();
    await page.goto('/#/order?lang=en');
    await page.getByTestId('orders-tab-dealing').click();
    const pendingId = await firstRowId(page, 'dealing');
    await toastGone(page);
    await page.getByTestId(`order-row-${pendingId}`).click({ force: true });
    await page.getByTestId('order-cancel').click();
    await confirmDialog(page);
    await page.getByText('Order cancelled').first().waitFor();
    await maybeScreenshot(page, 'order-mobile');
    await context.close();
  });
});
