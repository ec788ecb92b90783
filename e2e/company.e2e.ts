import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeFromOutbox, maybeScreenshot } from './browser.js';
import { useOwnServer } from './own-server.js';
import { registerOnScreen } from './register.js';

/*
 * Company-directory mode end to end on this file's own server (it switches the whole site's
 * mode and finally closes the site, which must not disturb the other browser tests): an owner
 * made with the CLI publishes companies and switches the mode through the back-office API; a
 * visitor lists, searches and opens a company in both layouts; a `?company_id=` link before the
 * `#` survives to registration; a closed site sends every visitor to loss_url.
 */
const OWNER = { email: 'e2e-company-owner@fxdesk.test', password: 'company owner password 2026' };

const own = useOwnServer({ prefix: 'fxdesk-e2e-company-', staff: [['owner', OWNER]] });
const ownPage = own.page;
const call = own.api;
const owner = async () => (await own.staffSession(OWNER)).token;

const companies: Record<string, number> = {};
async function seedDirectory(): Promise<void> {
  const token = await owner();
  const add = async (name: string, fields: Record<string, unknown>) => {
    const row = await call<{ id: number }>('POST', '/admin/api/companies', token, { name, ...fields });
    companies[name] = row.id;
  };
  await add('Alpha Capital Markets Ltd', {
    published: 1,
    url: 'https://alpha-capital.example',
    subject: 'FCA-regulated forex and CFD broker',
    registeredAddress: '20 Fenchurch Street, London EC3M 3BY, United Kingdom',
    location: 'Level 12, 1 Canada Square, London E14 5AB',
    email: 'compliance@alpha-capital.example',
  });
  await add('Beta FX Partners', {
    published: 1,
    url: 'https://betafx.example',
    subject: 'Introducing broker, Singapore',
    registeredAddress: '8 Marina View, Singapore 018960',
    location: '8 Marina View, #30-01, Singapore',
    email: 'desk@betafx.example',
  });
  await add('Gamma Securities (draft)', { published: 0, subject: 'Not yet reviewed' });
  await call('PUT', '/admin/api/settings', token, { site_type: 2 });
}

async function waitForText(page: Page, testId: string, text: string): Promise<void> {
  await page.waitForFunction(
    ([id, expected]) =>
      (document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '').includes(expected),
    [testId, text] as const,
    { timeout: 15_000 },
  );
}

describe('company-directory mode (SPEC §1, §3 company, DESIGN §7)', () => {
  beforeAll(seedDirectory);

  it.each(['mobile', 'desktop'] as const)('lists, searches and opens a company (%s)', async (profile) => {
    const { context, page } = await ownPage(profile);
    try {
      await page.goto('/#/product?lang=en');
      await page.getByTestId('company-search-page').waitFor();
      await page.getByTestId(`company-row-${companies['Alpha Capital Markets Ltd']}`).waitFor();
      await page.getByTestId(`company-row-${companies['Beta FX Partners']}`).waitFor();
      // The broker itself is listed first; drafts never reach a client.
      const names = await page.locator('.fx-company-row-name').allTextContents();
      expect(names[0]).toBe('FXDesk Markets Ltd');
      expect(names).not.toContain('Gamma Securities (draft)');
      await maybeScreenshot(page, `company-list-${profile}`);

      await page.getByTestId('company-search').fill('beta');
      await page.waitForFunction(() => document.querySelectorAll('.fx-company-row-name').length === 1);
      expect(await page.locator('.fx-company-row-name').allTextContents()).toEqual(['Beta FX Partners']);
      await page.getByTestId('company-search').fill('alpha');
      await page.getByTestId(`company-row-${companies['Alpha Capital Markets Ltd']}`).click();
      await waitForText(page, 'company-name', 'Alpha Capital Markets Ltd');
      expect(await page.getByTestId('company-field-registered').textContent()).toContain(
        '20 Fenchurch Street',
      );
      expect(await page.getByTestId('company-field-location').textContent()).toContain('1 Canada Square');
      expect(await page.getByTestId('company-field-url').locator('a').getAttribute('href')).toBe(
        'https://alpha-capital.example/',
      );
      expect(await page.getByTestId('company-field-email').locator('a').getAttribute('href')).toBe(
        'mailto:compliance@alpha-capital.example',
      );
      await maybeScreenshot(page, `company-page-${profile}`);
    } finally {
      await context.close();
    }
  });

  it('a registered client files a complaint; it is mailed and listed for staff', async () => {
    const { context, page } = await ownPage('mobile');
    try {
      const email = `complainer-${Date.now()}@example.com`;
      await page.goto('/#/register?lang=en');
      await registerOnScreen(page, email, 'company password 1', own.dataDir);
      await page.goto(`/#/company?id=${companies['Beta FX Partners']}`);
      await page.getByTestId('company-complain').click();
      await waitForText(page, 'complaint-recipient', 'support@fxdesk.example');
      await page.getByTestId('complaint-subject').fill('Withdrawal not paid');
      await page
        .getByTestId('complaint-content')
        .locator('textarea:not([aria-hidden])')
        .fill('Requested on 1 November, still pending.');
      await maybeScreenshot(page, 'company-complaint-mobile');
      await page.getByTestId('complaint-submit').click();
      await page.getByTestId('complaint-form').waitFor({ state: 'hidden' });
      const list = await call<{ data: { companyName: string; subject: string }[] }>(
        'GET',
        '/admin/api/complaints',
        await owner(),
      );
      expect(list.data[0]).toMatchObject({ companyName: 'Beta FX Partners', subject: 'Withdrawal not paid' });
    } finally {
      await context.close();
    }
  });

  it('a link with ?company_id= and other parameters before the # keeps its route and codes and reaches registration', async () => {
    // An inviter, so the link can carry a real invite code as well.
    const inviterEmail = `inviter-${Date.now()}@example.com`;
    await call('POST', '/api/notify/send_email', undefined, { to: inviterEmail, type: 1 });
    const inviter = await call<{ user: { invite_code: string } }>('POST', '/api/user/register', undefined, {
      type: 1,
      account: inviterEmail,
      password: 'company password 1',
      re_password: 'company password 1',
      sms_code: await codeFromOutbox(inviterEmail, 10_000, own.dataDir),
    });
    const code = inviter.user.invite_code;
    const alpha = companies['Alpha Capital Markets Ltd']!;

    const { context, page } = await ownPage('desktop');
    try {
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/user/register')) sent.push(request.postData() ?? '');
      });
      await page.goto(`/?utm_source=newsletter&company_id=${alpha}#/register?invite_code=${code}&lang=en`);
      await page.getByTestId('register-page').waitFor();
      expect(new URL(page.url()).hash).toContain(`invite_code=${code}`);
      expect(await page.getByTestId('register-invite').inputValue()).toBe(code);
      const cookie = (await context.cookies()).find((c) => c.name === 'company_id');
      expect(cookie?.value).toBe(String(alpha));
      // SPEC §9: the cookie is written for three years (Max-Age, unit-tested); Chromium caps any
      // cookie at 400 days, so that is the most a browser keeps it.
      expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(399 * 86_400_000);

      const email = `linked-${Date.now()}@example.com`;
      await registerOnScreen(page, email, 'company password 1', own.dataDir);
      expect(sent.at(-1)).toContain(`company_id=${alpha}`);
      expect(sent.at(-1)).toContain(`invite_code=${code}`);

      const clients = await call<{ data: { id: number; email: string }[] }>(
        'GET',
        `/admin/api/clients?q=${encodeURIComponent(email)}`,
        await owner(),
      );
      const id = clients.data.find((c) => c.email === email)!.id;
      const profile = await call<{ user: { company_id: number | null } }>(
        'GET',
        `/admin/api/clients/${id}`,
        await owner(),
      );
      expect(profile.user.company_id).toBe(alpha);
    } finally {
      await context.close();
    }
  });

  it('a closed site (status ≠ 0) sends every visitor to loss_url (SPEC §8)', async () => {
    const lossUrl = `${own.baseURL}/healthz?site=closed`;
    await call('PUT', '/admin/api/settings', await owner(), { site_status: 1, loss_url: lossUrl });
    const { context, page } = await ownPage('mobile');
    try {
      await page.goto('/#/trade');
      await page.waitForURL((url) => url.toString() === lossUrl, { timeout: 20_000 });
      expect(page.url()).toBe(lossUrl);
    } finally {
      await context.close();
      await call('PUT', '/admin/api/settings', await owner(), { site_status: 0 });
    }
  });
});
