import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromOutbox, launch, maybeScreenshot, openPage, PROFILES, type Profile } from './browser.js';

let browser: Browser;
let proofPng: string;
beforeAll(async () => {
  browser = await launch();
  // The smallest real PNG (1×1): the server sniffs the bytes, not the name.
  proofPng = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fxdesk-proof-')), 'proof.png');
  fs.writeFileSync(
    proofPng,
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
});
afterAll(async () => {
  await browser?.close();
  if (proofPng) fs.rmSync(path.dirname(proofPng), { recursive: true, force: true });
});

/** Registers a real account by e-mail with the code from the outbox (DESIGN §7) and stays logged in. */
async function registerRealUser(page: Page, profile: Profile): Promise<string> {
  const email = `funds-${profile}-${Date.now()}@example.com`;
  await page.goto('/#/register?lang=en');
  await page.getByTestId('register-account').fill(email);
  await page.getByTestId('send-code').click();
  await page.getByTestId('register-code').fill(await codeFromOutbox(email));
  await page.getByTestId('register-password').fill('funds password 1');
  await page.getByTestId('register-confirm').fill('funds password 1');
  await page.getByTestId('register-submit').click();
  await page.waitForFunction(() => !location.hash.startsWith('#/register'));
  return email;
}

/** Waits until the element's text matches, and returns it. */
async function textOf(page: Page, testId: string, pattern: RegExp): Promise<string> {
  await page.waitForFunction(
    ([id, source]) =>
      new RegExp(source).test(document.querySelector(`[data-testid="${id}"]`)?.textContent ?? ''),
    [testId, pattern.source] as const,
    { timeout: 15_000 },
  );
  return (await page.getByTestId(testId).textContent()) ?? '';
}

/** An expiry a year ahead, so the sandbox card never expires under the test. */
function nextYearExpiry(): string {
  return `12/${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`;
}

describe('funds end to end on a real account (mobile)', () => {
  it('card deposit → balance; coin deposit with proof → pending; bind TRC20; withdraw 20 → locked and record', async () => {
    const { context, page } = await openPage(browser, 'mobile');
    await registerRealUser(page, 'mobile');

    // Bank card through the sandbox provider: 4242… is approved and credited at once.
    await page.goto('/#/mine/charge?lang=en');
    await page.getByTestId('charge-tab-card').click();
    await page.getByTestId('card-sandbox-hint').waitFor();
    await page.getByTestId('charge-amount').fill('100');
    await page.getByTestId('card-number').fill('4242424242424242');
    await page.getByTestId('card-exp').fill(nextYearExpiry());
    await page.getByTestId('card-cvc').fill('123');
    await page.getByTestId('card-holder').fill('E2E Trader');
    await page.getByTestId('card-submit').click();
    const cardRecord = page.locator('article[data-testid^="charge-record-"][data-status="1"]').first();
    await cardRecord.waitFor({ timeout: 15_000 });
    expect(await cardRecord.textContent()).toContain('100.00');

    await page.goto('/#/mine/wallet?lang=en');
    expect(await textOf(page, 'wallet-balance', /^100\.00$/)).toBe('100.00');
    await page.goto('/#/user?lang=en');
    expect(await textOf(page, 'balance-value', /^100\.00$/)).toBe('100.00');

    // Coin: network, address with QR code, amount, proof uploaded, then pending in the records.
    await page.goto('/#/mine/charge?lang=en');
    await page.getByTestId('charge-tab-coin').click();
    await page.getByTestId('charge-network-TRC20').click();
    expect(await textOf(page, 'charge-address', /^T\w{33}$/)).toMatch(/^T/);
    expect(await page.getByTestId('charge-qr').isVisible()).toBe(true);
    await page.getByTestId('charge-amount').fill('50');
    await page.getByTestId('charge-proof').setInputFiles(proofPng);
    await page.getByTestId('charge-proof-done').waitFor({ timeout: 15_000 });
    await maybeScreenshot(page, 'charge-coin-mobile');
    await page.getByTestId('charge-submit').click();
    const pending = page.locator('article[data-testid^="charge-record-"][data-status="0"]').first();
    await pending.waitFor({ timeout: 15_000 });
    expect(await pending.textContent()).toContain('50.00');
    expect(await pending.textContent()).toContain('Pending review');

    // Withdraw with nothing bound: the confirm leads to withdraw-way, where a TRC20 address is bound.
    await page.goto('/#/mine/withdraw?lang=en');
    await page.getByTestId('withdraw-method').click();
    await page.getByTestId('bind-first-dialog').waitFor();
    await page.getByTestId('bind-first-confirm').click();
    await page.waitForFunction(() => location.hash.startsWith('#/mine/withdraw-way?type=1'));
    await page.getByTestId('bind-address').fill('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await page.getByTestId('bind-submit').click();
    await page.waitForFunction(
      () => location.hash.startsWith('#/mine/withdraw') && !location.hash.includes('way'),
    );
    await page.waitForFunction(
      () => document.querySelector('[data-testid="withdraw-method"]')?.tagName === 'SELECT',
      undefined,
      { timeout: 15_000 },
    );

    // Withdraw 20: fee and net as the server books them, then the amount is locked.
    await page.getByTestId('withdraw-amount').fill('20');
    expect(await textOf(page, 'withdraw-fee', /1\.00 USD/)).toBe('1.00 USD');
    expect(await textOf(page, 'withdraw-net', /19\.00 USDT/)).toBe('19.00 USDT');
    await page.getByTestId('withdraw-submit').click();
    expect(await textOf(page, 'withdraw-locked', /^20\.00$/)).toBe('20.00');
    expect(await textOf(page, 'withdraw-available', /^80\.00$/)).toBe('80.00');
    const record = page.locator('article[data-testid^="withdraw-record-"]').first();
    await record.waitFor({ timeout: 15_000 });
    expect(await record.textContent()).toContain('20.00');
    expect(await record.textContent()).toContain('19.00 USDT');
    expect(await record.textContent()).toContain('Under review');

    await page.goto('/#/mine/wallet?lang=en');
    expect(await textOf(page, 'wallet-locked', /^20\.00$/)).toBe('20.00');
    await page.goto('/#/mine/coin-address-list?lang=en');
    await page.locator('[data-testid^="method-row-"]').first().waitFor();
    await page.goto('/#/mine/history?lang=en');
    expect(await textOf(page, 'fund-record-0', /Withdrawal requested/)).toContain('-20.00');
    await context.close();
  });
});

describe.each(Object.keys(PROFILES) as Profile[])('funds are for real accounts only (%s)', (profile) => {
  it('a demo user tapping Charge sees "only real account" (SPEC §6)', async () => {
    const { context, page } = await openPage(browser, profile);
    await page.goto('/#/login?lang=en');
    await page.getByTestId('try-demo').click();
    await page.waitForFunction(() => !location.hash.startsWith('#/login'));
    await page.goto('/#/user');
    await page.getByTestId('demo-badge').waitFor();
    await page.getByTestId('charge-button').click();
    expect(await textOf(page, 'only-real-dialog', /real account/)).toBe(
      'Please register or log in to a real account',
    );
    // Opened directly, the page says the same and asks the server nothing.
    await page.goto('/#/mine/charge');
    expect(await textOf(page, 'only-real-text', /real account/)).toBe(
      'Please register or log in to a real account',
    );
    await context.close();
  });
});
