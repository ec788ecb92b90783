import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../apps/server/src/modules/admin/totp.js';
import { launch, maybeScreenshot, openPage, type Profile } from './browser.js';
import { apiData, type ApiOptions } from './api.js';
import { registerOnScreen } from './register.js';
import { freshDataDir } from './data-dir.js';
import { firstAdmin, freePort, startServer, type RunningServer, closeOwn } from './server.js';

/*
 * The back office (DESIGN §1) end to end, as the back-office issue scripts it: the first owner
 * enrols TOTP, signs out and back in with a fresh code, and switches registration to the picture
 * captcha (the client register screen had none, and shows it after); the owner adds a finance
 * member, who enrols through the console and credits the client's coin deposit once; the
 * client's own screen shows the balance, and the audit log lists both actions.
 *
 * It changes settings and signs in as the first owner, so it runs on its own server (started
 * on a copy of the run's first boot, which prints the owner's one-time password), beside the
 * browser tests that share the run's server.
 */

// A 1×1 PNG: the upload route sniffs the bytes, not the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const NEW_PASSWORD = 'e2e owner password 2026';
const CLIENT_PASSWORD = 'client password 1';

const call = <T>(method: 'GET' | 'POST' | 'PUT', url: string, options: ApiOptions = {}) =>
  apiData<T>(server!.baseURL, method, url, options);

/** A coin deposit with an uploaded proof, as the client's deposit screen sends it. */
async function submitDeposit(token: string, amount: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png');
  const { url } = await call<{ url: string }>('POST', '/api/common/image_upload', { token, form });
  const query = new URLSearchParams({ number: amount, proofImg: url, charge_id: '1' });
  const { id } = await call<{ id: number }>('GET', `/api/quickCharge/submit?${query}`, { token });
  return id;
}

/** The TOTP step now; each staff login must use a later step than the last one accepted. */
const stepNow = () => Math.floor(Date.now() / 30_000);

/**
 * Waits until the server accepts `step`'s code: it takes the step now or one either side (never
 * one at or before the last accepted), so a later step than the last is usable at once unless
 * it runs more than one step ahead of the clock.
 */
async function untilAccepted(page: Page, step: number): Promise<void> {
  while (step > stepNow() + 1) await page.waitForTimeout(250);
}

/** Password, then either the enrolment QR (returns its secret and the step used) or a TOTP code. */
async function staffSignIn(
  page: Page,
  email: string,
  password: string,
  totp?: { secret: string; step: number },
): Promise<{ secret: string; step: number; password: string }> {
  await page.goto('/admin/#/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  let used: { secret: string; step: number };
  if (totp) {
    await page.getByTestId('totp-code').waitFor();
    await untilAccepted(page, totp.step);
    used = totp;
  } else {
    await page.getByTestId('totp-qr').locator('img').waitFor();
    const secret = (await page.getByTestId('totp-secret').getAttribute('data-secret')) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    used = { secret, step: stepNow() };
  }
  await page.getByTestId('totp-code').fill(totpAt(used.secret, used.step));
  await page.getByTestId('totp-submit').click();
  // A one-time password must be replaced before the console opens.
  await page.waitForFunction(() => /#\/(password|dashboard)/.test(location.hash));
  let current = password;
  if (page.url().includes('#/password')) {
    // Issue 14: the change is re-authenticated with the current password and a code that was
    // not used yet: the next 30-second step's.
    used = { secret: used.secret, step: used.step + 1 };
    await untilAccepted(page, used.step);
    await page.getByTestId('current-password').fill(password);
    await page.getByTestId('password-totp').fill(totpAt(used.secret, used.step));
    await page.getByTestId('new-password').fill(NEW_PASSWORD);
    await page.getByTestId('confirm-password').fill(NEW_PASSWORD);
    await page.getByTestId('password-submit').click();
    current = NEW_PASSWORD;
  }
  await page.getByTestId('stat-deposits-waiting').waitFor();
  return { ...used, password: current };
}

async function consolePage(): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await pageOn('desktop');
  await opened.page.addInitScript(() => window.localStorage.setItem('fxdesk.admin.lang', 'en'));
  return opened;
}

/**
 * The staff session is an httpOnly cookie (issue 14): page script sees neither it nor a token
 * in storage, and the cookie alone, without the console's CSRF token, changes nothing.
 */
async function expectCookieOnlySession(context: BrowserContext, page: Page): Promise<void> {
  const cookie = (await context.cookies()).find((c) => c.name === 'fxdesk_staff');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin' });
  const seen = await page.evaluate(() => ({
    cookies: document.cookie,
    storage: Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? ''),
  }));
  expect(seen.cookies).not.toContain('fxdesk_staff');
  expect(seen.storage.join(' ')).not.toContain(cookie!.value);
  // The cookie alone, without the CSRF token the console sends, changes nothing.
  const refused = await page.evaluate(async () => {
    const response = await fetch('/admin/api/auth/logout', { method: 'POST', headers: { lang: 'en' } });
    return ((await response.json()) as { code: number }).code;
  });
  expect(refused).toBe(1940);
}

let browser: Browser;
let server: RunningServer | undefined;
let dataDir: string;
let firstOwner: { email: string; password: string };
beforeAll(async () => {
  dataDir = freshDataDir('fxdesk-e2e-admin-');
  server = await startServer({ dataDir, port: await freePort() });
  firstOwner = await firstAdmin(server.log);
  browser = await launch();
});
afterAll(() => closeOwn(browser, server, dataDir));

const pageOn = (profile: Profile) => openPage(browser, profile, server!.baseURL);

describe('back office (desktop)', () => {
  it('owner signs in again with a fresh code and switches the register screen to captcha; a finance member enrolled in the console credits a deposit the client sees; the audit log lists both', async () => {
    // The client registers on the web screen, which asks for an e-mail code and shows no captcha.
    const email = `e2e-deposit-${Date.now()}@example.com`;
    const client = await pageOn('desktop');
    await client.page.goto('/#/register?lang=en');
    await client.page.getByTestId('send-code').waitFor();
    expect(await client.page.getByTestId('captcha-image').count()).toBe(0);
    await registerOnScreen(client.page, email, CLIENT_PASSWORD, dataDir);
    const { token: clientToken } = await call<{ token: string }>('POST', '/api/user/loginForU', {
      body: { account: email, password: CLIENT_PASSWORD },
    });
    const depositId = await submitDeposit(clientToken, '123.45');

    // The owner's first login enrols TOTP; then signs out and back in with a fresh code.
    const owner = await consolePage();
    const enrolled = await staffSignIn(owner.page, firstOwner.email, firstOwner.password);
    await maybeScreenshot(owner.page, 'admin-dashboard');
    await owner.page.getByTestId('logout').click();
    await owner.page.getByTestId('login-form').waitFor();
    // The code used to enrol is spent; the next step's code signs in.
    await staffSignIn(owner.page, firstOwner.email, enrolled.password, {
      secret: enrolled.secret,
      step: enrolled.step + 1,
    });
    expect(await owner.page.getByTestId('staff-role').textContent()).toBe('Owner');
    await expectCookieOnlySession(owner.context, owner.page);

    // Settings: registration by picture captcha; a fresh register screen shows it.
    await owner.page.getByTestId('nav-settings').click();
    await owner.page.getByTestId('setting-verify_reg_type').selectOption('2');
    await owner.page.getByTestId('settings-save').click();
    await owner.page.getByText('Settings saved (1 changed)').waitFor();
    const visitor = await pageOn('desktop');
    await visitor.page.goto('/#/register?lang=en');
    await visitor.page.getByTestId('captcha-image').locator('img').waitFor();
    await visitor.context.close();

    // Staff: the owner adds a finance member; the one-time password is shown once.
    await owner.page.getByTestId('nav-staff').click();
    await owner.page.getByTestId('staff-table').waitFor();
    await owner.page.getByTestId('staff-create').click();
    const financeEmail = `e2e-finance-${Date.now()}@fxdesk.test`;
    await owner.page.getByTestId('staff-email').fill(financeEmail);
    await owner.page.getByTestId('staff-new-role').selectOption('finance');
    await owner.page.getByTestId('staff-create-confirm').click();
    const oneTime = (await owner.page.getByTestId('staff-password').textContent()) ?? '';
    expect(oneTime).toMatch(/^[\w-]{16}$/);
    await owner.page.getByTestId('staff-password-dialog').locator('button', { hasText: 'Close' }).click();
    await owner.page.getByTestId('staff-table').getByText(financeEmail).waitFor();
    await maybeScreenshot(owner.page, 'admin-staff');

    // The finance member enrols in the console, replaces the password and approves the deposit.
    const finance = await consolePage();
    await staffSignIn(finance.page, financeEmail, oneTime);
    expect(await finance.page.getByTestId('staff-role').textContent()).toBe('Finance');
    await finance.page.getByTestId('nav-funds').click();
    const row = finance.page.getByTestId(`deposit-row-${depositId}`);
    await row.waitFor();
    const proof = row.getByTestId(`proof-${depositId}`);
    expect(await proof.getAttribute('data-src')).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    // The proof is private: read through /admin/api with the session cookie, shown from a blob.
    await proof.locator('img').waitFor();
    expect(await proof.locator('img').getAttribute('src')).toMatch(/^blob:/);
    await maybeScreenshot(finance.page, 'admin-funds');
    await finance.page.getByTestId(`approve-${depositId}`).click();
    await finance.page.getByTestId('deposit-approve-dialog').waitFor();
    expect(await finance.page.getByTestId('decision-amount').inputValue()).toBe('123.45');
    await finance.page.getByTestId('decision-confirm').click();
    await finance.page.getByText(`Deposit #${depositId} credited: 123.45 USD`).waitFor();
    await row.waitFor({ state: 'detached' });
    await finance.context.close();

    // The client's own screen (user centre) shows the credit, exactly once.
    await client.page.goto('about:blank');
    await client.page.goto('/#/user?lang=en');
    await client.page.waitForFunction(
      () => document.querySelector('[data-testid="balance-value"]')?.textContent === '123.45',
      undefined,
      { timeout: 15_000 },
    );
    await client.context.close();

    // The audit log lists both actions, each by its author; the staff filter narrows to finance.
    await owner.page.getByTestId('nav-audit').click();
    const audit = owner.page.getByTestId('audit-table');
    await audit.getByText('deposit.approved').first().waitFor();
    await audit.getByText('settings.changed').first().waitFor();
    const text = await audit.textContent();
    expect(text).toContain(`charge #${depositId}`);
    expect(text).toContain('verify_reg_type');
    await owner.page.getByTestId('audit-admin').fill(financeEmail);
    await owner.page.getByTestId('audit-apply').click();
    await owner.page.waitForFunction(
      (who) => {
        const rows = Array.from(document.querySelectorAll('[data-testid^="audit-row-"]'));
        return rows.length > 0 && rows.every((r) => r.textContent?.includes(who));
      },
      financeEmail,
      { timeout: 15_000 },
    );
    expect(await audit.textContent()).toContain('deposit.approved');
    expect(await audit.textContent()).not.toContain('settings.changed');
    await owner.context.close();
    // A long story (three sign-ins, an enrolment, a review, two screens): ~50 s on a quiet 2-core machine.
  }, 180_000);
});
