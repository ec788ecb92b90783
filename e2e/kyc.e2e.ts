import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiData, type ApiOptions, type Envelope } from './api.js';
import { codeFromOutbox, maybeScreenshot } from './browser.js';
import { useOwnServer } from './own-server.js';
import { registerOnScreen } from './register.js';
import { signInConsole } from './staff-session.js';

/*
 * Real-name verification and invites end to end on this file's own server. An owner staff
 * member is made with the CLI before the server opens its embedded database (PGlite is
 * single-process); the test drives the back office through its review API.
 */
const OWNER = { email: 'e2e-kyc-owner@fxdesk.test', password: 'kyc owner password 2026' };
const TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const own = useOwnServer({ prefix: 'fxdesk-e2e-kyc-', staff: [['owner', OWNER]] });
let photoDir: string | undefined;
let front: string;
let back: string;

beforeAll(() => {
  photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxdesk-kyc-photos-'));
  front = path.join(photoDir, 'id-front.png');
  back = path.join(photoDir, 'id-back.png');
  fs.writeFileSync(front, PNG);
  fs.writeFileSync(back, PNG);
});
afterAll(() => {
  if (photoDir) fs.rmSync(photoDir, { recursive: true, force: true });
});

const must = <T>(method: 'GET' | 'POST', url: string, opts: ApiOptions = {}) =>
  apiData<T>(own.baseURL, method, url, opts);

/** The owner's session (the first login enrols TOTP). */
const ownerSession = async () => (await own.staffSession(OWNER)).token;

const ownPage = own.page;

/** Registers by e-mail with the outbox code, from `entry` (the register page, maybe with a code). */
async function register(page: Page, email: string, entry = '/#/register?lang=en'): Promise<string> {
  await page.goto(entry);
  await registerOnScreen(page, email, 'kyc password 1', own.dataDir);
  return (await page.evaluate(() => localStorage.getItem('fxdesk.token'))) ?? '';
}

/**
 * Funds the client with a reviewed coin deposit, binds a TRC20 address and confirms it with the
 * e-mailed code (issue 14); returns the draw fields.
 */
async function fundAndBind(token: string, email: string) {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png');
  const { url } = await must<{ url: string }>('POST', '/api/common/image_upload', { token, form });
  const query = new URLSearchParams({ number: '300', proofImg: url, charge_id: '1' });
  const { id } = await must<{ id: number }>('GET', `/api/quickCharge/submit?${query}`, { token });
  await must('POST', `/admin/api/funds/deposits/${id}/approve`, {
    token: await ownerSession(),
    body: { amount: '300' },
  });
  const currencies = await must<{ id: number; protocol: string }[]>(
    'GET',
    '/api/account/draw_symbol_list?type=1',
    {
      token,
    },
  );
  const usdt = currencies.find((c) => c.protocol === 'TRC20')!;
  const bound = new URLSearchParams({ type: '1', draw_id: String(usdt.id), dc_address: TRC20 });
  const method = await fetch(`${own.baseURL}/api/wallet/bind_draw_method`, {
    method: 'POST',
    headers: { authorization: token, lang: 'en', 'content-type': 'application/x-www-form-urlencoded' },
    body: bound.toString(),
  }).then((r) => r.json() as Promise<Envelope<{ id: number }>>);
  expect(method.code).toBe(1);
  const code = await codeFromOutbox(email, 10_000, own.dataDir);
  await must('POST', '/api/wallet/confirm_draw_method', { token, body: { id: method.data.id, code } });
  return { draw_currency_id: usdt.id, number: '50', memo: '', draw_method_id: method.data.id };
}

const draw = (token: string, fields: Record<string, string | number>) =>
  fetch(`${own.baseURL}/api/account/draw`, {
    method: 'POST',
    headers: { authorization: token, lang: 'en', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
  }).then((r) => r.json() as Promise<Envelope<unknown>>);

async function fillKyc(page: Page, name: string) {
  await page.getByTestId('auth-form').waitFor({ timeout: 15_000 });
  await page.getByTestId('auth-name').fill(name);
  await page.getByTestId('auth-card-id').fill('X12345678');
  await page.getByTestId('auth-front').setInputFiles(front);
  await page.getByTestId('auth-front-done').waitFor({ timeout: 15_000 });
  await page.getByTestId('auth-back').setInputFiles(back);
  await page.getByTestId('auth-back-done').waitFor({ timeout: 15_000 });
}

async function waitingId(): Promise<number> {
  const queue = await must<{ data: { id: number }[] }>('GET', '/admin/api/kyc?status=1&page=1', {
    token: await ownerSession(),
  });
  return queue.data[0]!.id;
}

describe('real-name verification and invites (SPEC §2 auth and invite, §4, §9; DESIGN §7)', () => {
  it('submit → staff rejects with a reason → the client sees it and resubmits → staff approves → the refused withdrawal goes through', async () => {
    const { context, page } = await ownPage('mobile');
    const email = `kyc-${Date.now()}@example.com`;
    const token = await register(page, email);
    const fields = await fundAndBind(token, email);

    // Not verified: the withdraw screen explains and links to /mine/auth; the server refuses.
    await page.goto('/#/mine/withdraw?lang=en');
    await page.getByTestId('withdraw-kyc-needed').waitFor({ timeout: 15_000 });
    const refused = await draw(token, fields);
    expect(refused.code).toBe(1603);
    await page.getByTestId('withdraw-kyc-link').click();
    await page.waitForFunction(() => location.hash.startsWith('#/mine/auth'));

    await fillKyc(page, 'Ann Lee');
    await maybeScreenshot(page, 'kyc-auth-form-mobile');
    await page.getByTestId('auth-submit').click();
    await page.getByTestId('auth-waiting').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('auth-masked-name').textContent()).toBe('A** L**');

    // Staff: the photos are served to the owner's staff token, not to an anonymous request.
    const id = await waitingId();
    const [row] = (
      await must<{ data: { id: number; frontPic: string }[] }>('GET', '/admin/api/kyc?status=1', {
        token: await ownerSession(),
      })
    ).data;
    expect((await fetch(`${own.baseURL}${row!.frontPic}`)).status).toBe(404);
    expect(
      (
        await fetch(`${own.baseURL}${row!.frontPic}`, {
          headers: { authorization: await ownerSession() },
        })
      ).status,
    ).toBe(200);
    // The owner rejects in the console: the queue shows both photos, the reason is required.
    const consoleView = await ownPage('desktop');
    await signInConsole(consoleView.context, own.baseURL, {
      token: await ownerSession(),
      role: 'owner',
      email: OWNER.email,
    });
    await consoleView.page.goto('/admin/#/kyc');
    await consoleView.page
      .waitForFunction(
        (rowId) =>
          document.querySelector(`[data-testid="kyc-back-${rowId}"]`)?.getAttribute('data-state') === 'ready',
        id,
        { timeout: 15_000 },
      )
      .catch(async (error: unknown) => {
        const seen = await consoleView.page.evaluate(() => ({
          hash: location.hash,
          states: Array.from(document.querySelectorAll('[data-state]')).map(
            (e) => `${e.getAttribute('data-testid')}=${e.getAttribute('data-state')}`,
          ),
          text: document.body.innerText.slice(0, 600),
        }));
        throw new Error(`console KYC queue: ${JSON.stringify(seen)}: ${String(error)}`);
      });
    expect(await consoleView.page.getByTestId('nav-kyc-count').textContent()).toBe('1');
    await maybeScreenshot(consoleView.page, 'kyc-admin-queue');
    await consoleView.page.getByTestId(`kyc-reject-${id}`).click();
    await consoleView.page.getByTestId('kyc-reason').fill('The back photo is blurred');
    await consoleView.page.getByTestId('kyc-confirm').click();
    await consoleView.page.getByTestId(`kyc-row-${id}`).waitFor({ state: 'detached', timeout: 15_000 });
    await consoleView.context.close();

    // The client sees the reason without reloading (the waiting state polls), and resubmits.
    await page.getByTestId('auth-rejected-reason').waitFor({ timeout: 40_000 });
    expect(await page.getByTestId('auth-rejected-reason').textContent()).toBe('The back photo is blurred');
    await maybeScreenshot(page, 'kyc-auth-rejected-mobile');
    await fillKyc(page, 'Ann Lee');
    await page.getByTestId('auth-submit').click();
    await page.getByTestId('auth-waiting').waitFor({ timeout: 15_000 });
    await must('POST', `/admin/api/kyc/${await waitingId()}/approve`, { token: await ownerSession() });
    await page.getByTestId('auth-certified').waitFor({ timeout: 40_000 });
    expect(await page.getByTestId('auth-masked-card').textContent()).toBe('X1*****78');
    await maybeScreenshot(page, 'kyc-auth-certified-mobile');

    // The withdrawal refused before now goes through, and the form is back on the screen.
    expect((await draw(token, fields)).code).toBe(1);
    await page.goto('/#/mine/withdraw?lang=en');
    await page.getByTestId('withdraw-amount').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('withdraw-kyc-needed').count()).toBe(0);

    // Desktop layout of the certified state.
    const desk = await ownPage('desktop');
    await desk.page.goto('/#/?lang=en');
    await desk.page.evaluate((t) => localStorage.setItem('fxdesk.token', t), token);
    await desk.page.goto('about:blank');
    await desk.page.goto('/#/mine/auth?lang=en');
    await desk.page.getByTestId('auth-certified').waitFor({ timeout: 15_000 });
    await maybeScreenshot(desk.page, 'kyc-auth-certified-desktop');
    await desk.context.close();
    await context.close();
  }, 150_000);

  it('an invite link pre-fills the code; the new account shows in the inviter’s list', async () => {
    const inviter = await ownPage('desktop');
    await register(inviter.page, `inviter-${Date.now()}@example.com`);
    await inviter.page.goto('/#/mine/invite?lang=en');
    const code = (await inviter.page.getByTestId('invite-code').textContent())!.trim();
    const link = (await inviter.page.getByTestId('invite-link').textContent())!.trim();
    expect(link).toBe(`${own.baseURL}/#/register?invite_code=${code}`);
    await inviter.page.getByTestId('invitees-empty').waitFor({ timeout: 15_000 });

    const friend = await ownPage('mobile');
    await friend.page.goto(`${link}&lang=en`);
    await friend.page.getByTestId('register-invite').waitFor();
    expect(await friend.page.getByTestId('register-invite').inputValue()).toBe(code);
    const email = `friend.${Date.now()}@example.com`;
    await register(friend.page, email, `${link.replace(own.baseURL, '')}&lang=en`);

    await inviter.page.goto('about:blank');
    await inviter.page.goto('/#/mine/invite?lang=en');
    const row = inviter.page.locator('article[data-testid^="invitee-"]').first();
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toContain('fr***@example.com');
    expect(await row.textContent()).toContain('Not verified');
    expect(await row.textContent()).not.toContain(email);
    await maybeScreenshot(inviter.page, 'kyc-invite-desktop');

    // The same inviter on a phone.
    const token = await inviter.page.evaluate(() => localStorage.getItem('fxdesk.token'));
    const phone = await ownPage('mobile');
    await phone.page.goto('/#/?lang=en');
    await phone.page.evaluate((t) => localStorage.setItem('fxdesk.token', t ?? ''), token);
    await phone.page.goto('about:blank');
    await phone.page.goto('/#/mine/invite?lang=en');
    await phone.page.locator('article[data-testid^="invitee-"]').first().waitFor({ timeout: 15_000 });
    await maybeScreenshot(phone.page, 'kyc-invite-mobile');

    await Promise.all([inviter.context.close(), friend.context.close(), phone.context.close()]);
  }, 90_000);
});
