import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiData } from './api.js';
import { codeFromOutbox, maybeScreenshot, PROFILES, type Profile, tryDemo } from './browser.js';
import { useOwnServer } from './own-server.js';
import { registerOnScreen } from './register.js';

/*
 * Funds end to end on this file's own server: a finance staff member is made with the CLI before
 * the server opens its embedded database (PGlite is single-process), so the test can approve a
 * coin deposit through the review API without the owner (whose TOTP the admin test enrols).
 */
const FINANCE = { email: 'e2e-funds-finance@fxdesk.test', password: 'funds finance password 2026' };
/** Withdrawals need a verified account (DESIGN §7): support approves the client's verification. */
const SUPPORT = { email: 'e2e-funds-support@fxdesk.test', password: 'funds support password 2026' };

const own = useOwnServer({
  prefix: 'fxdesk-e2e-funds-',
  staff: [
    ['finance', FINANCE],
    ['support', SUPPORT],
  ],
  env: { CARD_PROVIDER: 'sandbox' },
});
let proofPng: string;
beforeAll(async () => {
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
afterAll(() => {
  if (proofPng) fs.rmSync(path.dirname(proofPng), { recursive: true, force: true });
});

const ownPage = own.page;
const staffCall = own.api;

/**
 * The client's real-name verification, submitted with two uploaded photos and approved by a
 * support member (whose first login enrols TOTP), so the client may withdraw.
 */
async function certifyClient(page: Page): Promise<void> {
  const token = (await page.evaluate(() => localStorage.getItem('fxdesk.token'))) ?? '';
  const photo = async () => {
    const form = new FormData();
    form.append('file', new Blob([fs.readFileSync(proofPng)], { type: 'image/png' }), 'id.png');
    return (await apiData<{ url: string }>(own.baseURL, 'POST', '/api/common/image_upload', { token, form }))
      .url;
  };
  const [front, back] = [await photo(), await photo()];
  await own.api('POST', '/api/user_real/real_name', token, {
    name: 'Funds Client',
    card_id: 'F1234567',
    front_pic: front,
    reverse_pic: back,
  });
  const staff = await own.staffSession(SUPPORT);
  const queue = await staffCall<{ data: { id: number }[] }>('GET', '/admin/api/kyc?status=1', staff.token);
  await staffCall('POST', `/admin/api/kyc/${queue.data[0]!.id}/approve`, staff.token);
}

/** The finance member's session (the first login enrols TOTP). */
async function financeSession(): Promise<string> {
  const { token, role } = await own.staffSession(FINANCE);
  expect(role).toBe('finance');
  return token;
}

/** Registers a real account by e-mail with the code from the outbox (DESIGN §7) and stays logged in. */
async function registerRealUser(page: Page, profile: Profile): Promise<string> {
  const email = `funds-${profile}-${Date.now()}@example.com`;
  await page.goto('/#/register?lang=en');
  await registerOnScreen(page, email, 'funds password 1', own.dataDir);
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

/** Loads a page of the app afresh, so nothing cached from before a staff action shows. */
async function reopen(page: Page, hash: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`/#${hash}`);
}

describe('funds end to end on a real account (mobile)', () => {
  it('coin deposit with proof → finance approves through the review API → balance and record show the credit; bind TRC20; withdraw 20 → locked and record', async () => {
    const { context, page } = await ownPage('mobile');
    const email = await registerRealUser(page, 'mobile');

    // Coin: network, address with QR code, amount, proof uploaded, then pending in the records.
    await page.goto('/#/mine/charge?lang=en');
    await page.getByTestId('charge-tab-coin').click();
    await page.getByTestId('charge-network-TRC20').click();
    expect(await textOf(page, 'charge-address', /^T\w{33}$/)).toMatch(/^T/);
    expect(await page.getByTestId('charge-qr').isVisible()).toBe(true);
    await page.getByTestId('charge-amount').fill('250');
    await page.getByTestId('charge-proof').setInputFiles(proofPng);
    await page.getByTestId('charge-proof-done').waitFor({ timeout: 15_000 });
    await maybeScreenshot(page, 'charge-coin-mobile');
    await page.getByTestId('charge-submit').click();
    const pending = page.locator('article[data-testid^="charge-record-"][data-status="0"]').first();
    await pending.waitFor({ timeout: 15_000 });
    expect(await pending.textContent()).toContain('250.00');
    expect(await pending.textContent()).toContain('Pending review');
    const depositId = Number((await pending.getAttribute('data-testid'))?.replace('charge-record-', ''));

    // Finance reviews: the deposit waits among the unchecked ones, with its proof; credit it.
    const staff = await financeSession();
    const waiting = await staffCall<{ data: { id: number; proofImg: string }[] }>(
      'GET',
      '/admin/api/funds/deposits?status=0&page=1',
      staff,
    );
    const row = waiting.data.find((d) => d.id === depositId);
    expect(row?.proofImg).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    await staffCall('POST', `/admin/api/funds/deposits/${depositId}/approve`, staff, { amount: '250' });

    // The client sees the credit: the record finished, the balance on the user centre and wallet.
    await reopen(page, '/mine/charge?lang=en');
    await page.getByTestId('charge-tab-coin').click();
    const done = page.getByTestId(`charge-record-${depositId}`);
    await page.waitForFunction(
      (id) =>
        document.querySelector(`[data-testid="charge-record-${id}"]`)?.getAttribute('data-status') === '1',
      depositId,
      { timeout: 15_000 },
    );
    expect(await textOf(page, `charge-record-status-${depositId}`, /Completed/)).toBe('Completed');
    expect(await done.textContent()).toContain('250.00 USD');
    expect(await textOf(page, `charge-record-credited-${depositId}`, /250\.00 USD/)).toBe(
      'Credited: 250.00 USD',
    );
    await reopen(page, '/user?lang=en');
    expect(await textOf(page, 'balance-value', /^250\.00$/)).toBe('250.00');
    await reopen(page, '/mine/wallet?lang=en');
    expect(await textOf(page, 'wallet-balance', /^250\.00$/)).toBe('250.00');

    // Withdrawals need a verified account: the screen says so until support approves.
    await page.goto('/#/mine/withdraw?lang=en');
    await page.getByTestId('withdraw-kyc-needed').waitFor({ timeout: 15_000 });
    await certifyClient(page);

    // Withdraw with nothing bound: the confirm leads to withdraw-way, where a TRC20 address is bound.
    await reopen(page, '/mine/withdraw?lang=en');
    await page.getByTestId('withdraw-method').click();
    await page.getByTestId('bind-first-dialog').waitFor();
    await page.getByTestId('bind-first-confirm').click();
    await page.waitForFunction(() => location.hash.startsWith('#/mine/withdraw-way?type=1'));
    await page.getByTestId('bind-address').fill('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await page.getByTestId('bind-submit').click();
    await page.waitForFunction(
      () => location.hash.startsWith('#/mine/withdraw') && !location.hash.includes('way'),
    );
    // Issue 14: the new address is unconfirmed until the e-mailed code is entered in its list.
    await page.goto('/#/mine/coin-address-list?lang=en');
    const unconfirmed = page.locator('[data-testid^="method-confirm-"]').first();
    await unconfirmed.click();
    await page
      .getByTestId('method-confirm-dialog-code')
      .fill(await codeFromOutbox(email, 10_000, own.dataDir));
    await page.getByTestId('method-confirm-dialog-submit').click();
    await page
      .locator('[data-testid^="method-unconfirmed-"]')
      .waitFor({ state: 'detached', timeout: 15_000 });
    await reopen(page, '/mine/withdraw?lang=en');
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
    expect(await textOf(page, 'withdraw-available', /^230\.00$/)).toBe('230.00');
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
    expect(await textOf(page, 'fund-record-1', /Deposit/)).toContain('250.00');
    await context.close();
  });

  it('bank card through the sandbox provider: 4242… is approved and credited at once', async () => {
    const { context, page } = await ownPage('mobile');
    await registerRealUser(page, 'mobile');
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
    await context.close();
  });
});

describe.each(Object.keys(PROFILES) as Profile[])('funds are for real accounts only (%s)', (profile) => {
  it('a demo user tapping Charge sees "only real account" (SPEC §6)', async () => {
    const { context, page } = await ownPage(profile);
    await tryDemo(page);
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
