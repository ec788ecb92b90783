import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, maybeScreenshot, openPage, type Profile, tryDemo } from './browser.js';

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

/** A signed amount as the screens print it ("+1,234.56", "-0.12", "10,000.00") as a number. */
function money(text: string | null): number {
  const value = Number((text ?? '').replace(/[^\d.+-]/g, ''));
  if (!Number.isFinite(value)) throw new Error(`not an amount: ${text}`);
  return value;
}

/**
 * Records every margin estimate the form shows (its exact `data-value`) from now on: the feed
 * moves the price between the click and the fill, so the booked margin must be one of them.
 */
async function watchMarginEstimates(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __margins: string[] };
    w.__margins = [];
    const read = () => {
      const value = document
        .querySelector('[data-testid="order-estimate-margin"]')
        ?.getAttribute('data-value');
      if (value && w.__margins.at(-1) !== value) w.__margins.push(value);
    };
    read();
    new MutationObserver(read).observe(document.body, { subtree: true, attributes: true, childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { __margins: string[] }).__margins);
}

/** Places the ticket as it stands; returns what the server booked. */
async function placeFromForm(page: Page): Promise<{ Id: number; CautionMoney: number; estimates: string[] }> {
  await page.getByTestId('order-estimate-margin').waitFor();
  await page.waitForFunction(
    () => !!document.querySelector('[data-testid="order-estimate-margin"]')?.getAttribute('data-value'),
  );
  const estimates = await watchMarginEstimates(page);
  const response = page.waitForResponse((r) => r.url().includes('/v1/api/forex/submit'));
  await page.getByTestId('order-submit').click();
  const booked = (
    (await (await response).json()) as { code: number; data: { Id: number; CautionMoney: number } }
  ).data;
  return { ...booked, estimates: await estimates() };
}

/** The margin the form showed is the margin booked (DESIGN §5: estimates equal bookings). */
function expectEstimateBooked(placed: { CautionMoney: number; estimates: string[] }): void {
  expect(placed.estimates.length).toBeGreaterThan(0);
  expect(placed.estimates.map(Number)).toContain(placed.CautionMoney);
}

/**
 * Closes the open detail popup's position and checks the balance moved by exactly the realized
 * P&L its history row shows (both printed to the cent).
 */
async function closeAndCheckBalance(page: Page, prefix: 'order' | 'positions', id: number): Promise<void> {
  const row = prefix === 'order' ? 'order' : 'position';
  const balanceBefore = money(await page.getByTestId('summary-balance').first().textContent());
  await page.getByTestId('order-close').click();
  await confirmDialog(page);
  await page.getByText('Position closed').first().waitFor();
  await page.getByTestId(`${prefix === 'order' ? 'orders' : 'positions'}-tab-history`).click();
  await page.getByTestId(`${row}-reason-${id}`).waitFor();
  const pnl = money(await page.getByTestId(`${row}-pnl-${id}`).textContent());
  await page.waitForFunction(
    (expected) => {
      const text = document.querySelector('[data-testid="summary-balance"]')?.textContent ?? '';
      return Math.abs(Number(text.replace(/[^\d.-]/g, '')) - expected) < 0.011;
    },
    balanceBefore + pnl,
    { timeout: 10_000 },
  );
  const balanceAfter = money(await page.getByTestId('summary-balance').first().textContent());
  expect(Math.abs(balanceAfter - balanceBefore - pnl)).toBeLessThan(0.011);
}

/** A new demo user on the trade screen, its order form shown. */
async function demoOnTrade(profile: Profile) {
  const opened = await openPage(browser, profile);
  await tryDemo(opened.page);
  await opened.page.goto('/#/trade?lang=en');
  await opened.page.getByTestId('order-form').waitFor();
  return opened;
}

describe('trading end to end on a demo account (mobile)', () => {
  it('market buy → live P&L → SL/TP → close → history and balance; pending order → cancel', async () => {
    const { context, page } = await demoOnTrade('mobile');
    await page.getByTestId('order-side-buy').click();
    await page.getByTestId('order-estimate-margin').waitFor();
    await maybeScreenshot(page, 'trade-order-mobile');
    const placed = await placeFromForm(page);
    expectEstimateBooked(placed);

    await page.goto('/#/order?lang=en');
    await page.getByTestId('orders-tab-holding').click();
    const id = await firstRowId(page, 'holding');
    expect(id).toBe(placed.Id);
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
    await closeAndCheckBalance(page, 'order', id);
    // Nothing open: the blue summary card's profit and loss is flat, and still white on blue
    // (axe cannot judge text over a gradient; it was slate grey, about 1.6:1).
    await page.waitForFunction(() =>
      document.querySelector('.fx-summary-pnl-value')?.classList.contains('fx-order-pnl--flat'),
    );
    expect(
      await page.evaluate(() => getComputedStyle(document.querySelector('.fx-summary-pnl-value')!).color),
    ).toMatch(/^rgba?\(255, 255, 255/);

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

describe('trading end to end on a demo account (desktop)', () => {
  it('trade from the form beside the chart, watch it in the positions panel, close it', async () => {
    const { context, page } = await demoOnTrade('desktop');
    await page.getByTestId('positions-panel').waitFor();
    await page.getByTestId('order-side-sell').click();
    await page.getByTestId('order-lots-plus').click();
    const placed = await placeFromForm(page);
    expectEstimateBooked(placed);

    await page.getByTestId('positions-tab-holding').click();
    const row = page.getByTestId(`position-row-${placed.Id}`);
    await row.waitFor({ timeout: 15_000 });
    const pnl = new Set<string>();
    for (let i = 0; i < 40 && pnl.size < 2; i++) {
      pnl.add((await page.getByTestId(`position-pnl-${placed.Id}`).textContent()) ?? '');
      await page.waitForTimeout(250);
    }
    expect(pnl.size).toBeGreaterThanOrEqual(2);
    await maybeScreenshot(page, 'trade-desktop-position');

    await toastGone(page);
    await row.click();
    await page.getByTestId('order-detail').waitFor();
    await closeAndCheckBalance(page, 'positions', placed.Id);
    await context.close();
  });
});
