import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { totpAt } from '../apps/server/src/modules/admin/totp.js';
import { codeFromOutbox, launch, maybeScreenshot, openPage } from './browser.js';

/*
 * The back office (DESIGN §1) end to end: the first owner enrols TOTP and replaces the one-time
 * password, switches registration to the picture captcha (the client register screen follows),
 * then credits a client's coin deposit once; the client's balance shows it and the audit log
 * lists both changes.
 *
 * It leaves the owner enrolled (TOTP) and, with the printed one-time password, on NEW_PASSWORD:
 * a later browser test that signs in as staff must enrol its own account or reuse this one.
 */

// A 1×1 PNG: the upload route sniffs the bytes, not the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const NEW_PASSWORD = 'e2e owner password 2026';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { token?: string; body?: unknown; form?: FormData } = {},
): Promise<T> {
  const headers: Record<string, string> = { lang: 'en' };
  if (options.token) headers.authorization = options.token;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${inject('baseURL')}${path}`, { method, headers, body });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 1) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** A real client registered with the e-mail code from the outbox (while verify_reg_type is 1). */
async function registerClient(email: string): Promise<string> {
  await call('POST', '/api/notify/send_email', { body: { to: email, type: 1 } });
  const code = await codeFromOutbox(email);
  const session = await call<{ token: string }>('POST', '/api/user/register', {
    body: {
      type: 1,
      account: email,
      password: 'client password 1',
      re_password: 'client password 1',
      sms_code: code,
    },
  });
  return session.token;
}

/** A coin deposit with an uploaded proof, as the client's deposit screen sends it. */
async function submitDeposit(token: string, amount: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png');
  const { url } = await call<{ url: string }>('POST', '/api/common/image_upload', { token, form });
  const query = new URLSearchParams({ number: amount, proofImg: url, charge_id: '1' });
  const { id } = await call<{ id: number }>('GET', `/api/quickCharge/submit?${query}`, { token });
  return id;
}

/** The staff token the console keeps, to restore settings through the API afterwards. */
const staffToken = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('fxdesk.admin.session') ?? '{}').token as string);

let browser: Browser;
let ownerToken: string | undefined;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  // Later browser tests register with e-mail codes: put the registration check back.
  if (ownerToken)
    await call('PUT', '/admin/api/settings', { token: ownerToken, body: { verify_reg_type: 1 } });
  await browser?.close();
});

describe('back office (desktop)', () => {
  it('owner enrols TOTP, changes settings, credits a deposit once; balance and audit log follow', async () => {
    const email = `e2e-deposit-${Date.now()}@example.com`;
    const clientToken = await registerClient(email);
    const depositId = await submitDeposit(clientToken, '123.45');

    const { context, page } = await openPage(browser, 'desktop');
    await page.addInitScript(() => window.localStorage.setItem('fxdesk.admin.lang', 'en'));

    // First login: password, then the enrolment QR code and a code from its secret.
    await page.goto('/admin/#/login');
    await page.getByTestId('login-email').fill(inject('adminEmail'));
    await page.getByTestId('login-password').fill(inject('adminPassword'));
    await page.getByTestId('login-submit').click();
    await page.getByTestId('totp-qr').locator('img').waitFor();
    const secret = await page.getByTestId('totp-secret').getAttribute('data-secret');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await maybeScreenshot(page, 'admin-enrol');
    await page.getByTestId('totp-code').fill(totpAt(secret!, Math.floor(Date.now() / 30_000)));
    await page.getByTestId('totp-submit').click();

    // A one-time password must be replaced before the console opens.
    await page.waitForFunction(() => /#\/(password|dashboard)/.test(location.hash));
    if (page.url().includes('#/password')) {
      await page.getByTestId('new-password').fill(NEW_PASSWORD);
      await page.getByTestId('confirm-password').fill(NEW_PASSWORD);
      await page.getByTestId('password-submit').click();
    }
    await page.getByTestId('stat-deposits-waiting').waitFor();
    expect(await page.getByTestId('staff-role').textContent()).toBe('Owner');
    ownerToken = await staffToken(page);

    // Settings: registration by picture captcha.
    await page.getByTestId('nav-settings').click();
    await page.getByTestId('setting-verify_reg_type').selectOption('2');
    await page.getByTestId('settings-save').click();
    await page.getByText('Settings saved (1 changed)').waitFor();

    const client = await openPage(browser, 'desktop');
    await client.page.goto('/#/register?lang=en');
    await client.page.getByTestId('captcha-image').locator('img').waitFor();
    await client.context.close();

    // Funds review: the deposit waits with its proof; approve it once.
    await page.getByTestId('nav-funds').click();
    const row = page.getByTestId(`deposit-row-${depositId}`);
    await row.waitFor();
    expect(await row.getByTestId(`proof-${depositId}`).locator('img').getAttribute('src')).toMatch(
      /^\/uploads\/[a-f0-9]{32}\.png$/,
    );
    await page.getByTestId(`approve-${depositId}`).click();
    await page.getByTestId('deposit-approve-dialog').waitFor();
    expect(await page.getByTestId('decision-amount').inputValue()).toBe('123.45');
    await page.getByTestId('decision-confirm').click();
    await page.getByText(`Deposit #${depositId} credited: 123.45 USD`).waitFor();
    await row.waitFor({ state: 'detached' });

    // The client's balance shows the credit, exactly once.
    const { balance } = await call<{ balance: number }>('GET', '/v1/api/main/wallet/getBalance', {
      token: clientToken,
    });
    expect(balance).toBe(123.45);
    // A second approval of the same deposit is refused by the server.
    await expect(
      call('POST', `/admin/api/funds/deposits/${depositId}/approve`, {
        token: ownerToken,
        body: { amount: '123.45' },
      }),
    ).rejects.toThrow();

    // The audit log lists both changes.
    await page.getByTestId('nav-audit').click();
    const audit = page.getByTestId('audit-table');
    await audit.getByText('deposit.approved').first().waitFor();
    await audit.getByText('settings.changed').first().waitFor();
    const text = await audit.textContent();
    expect(text).toContain(`charge #${depositId}`);
    expect(text).toContain('verify_reg_type');

    // Staff: the owner adds a finance member; the one-time password is shown once and works.
    await page.getByTestId('nav-staff').click();
    await page.getByTestId('staff-table').waitFor();
    await page.getByTestId('staff-create').click();
    const staffEmail = `e2e-finance-${Date.now()}@fxdesk.test`;
    await page.getByTestId('staff-email').fill(staffEmail);
    await page.getByTestId('staff-new-role').selectOption('finance');
    await page.getByTestId('staff-create-confirm').click();
    const oneTime = (await page.getByTestId('staff-password').textContent()) ?? '';
    expect(oneTime).toMatch(/^[\w-]{16}$/);
    await page.getByTestId('staff-password-dialog').locator('button', { hasText: 'Close' }).click();
    await page.getByTestId('staff-table').getByText(staffEmail).waitFor();
    await maybeScreenshot(page, 'admin-staff');
    const first = await call<{ enroll: boolean }>('POST', '/admin/api/auth/login', {
      body: { email: staffEmail, password: oneTime },
    });
    expect(first.enroll).toBe(true);
    await context.close();
  });
});
