import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { maybeScreenshot, type Profile } from './browser.js';
import { useOwnServer } from './own-server.js';
import { registerOnScreen } from './register.js';
import { signInConsole } from './staff-session.js';

/*
 * Support chat, feedback and the installable app, on this file's own server: a support staff
 * member is made with the CLI before the server opens its embedded database. Two browser
 * contexts: a client on the phone layout writes, the support member sees it in the back-office
 * inbox and answers, the client sees the answer live; then feedback answered through the chat;
 * then the manifest and the offline shell.
 */
const SUPPORT = { email: 'e2e-support@fxdesk.test', password: 'support staff password 2026' };
const CLIENT_PASSWORD = 'support client 1';

const own = useOwnServer({ prefix: 'fxdesk-e2e-support-', staff: [['support', SUPPORT]] });
const ownPage = own.page;

/** The back office in English, signed in as the support member. */
async function consolePage(profile: Profile = 'desktop'): Promise<{ context: BrowserContext; page: Page }> {
  const { token, role } = await own.staffSession(SUPPORT);
  expect(role).toBe('support');
  const opened = await ownPage(profile);
  await signInConsole(opened.context, own.baseURL, { token, role, email: SUPPORT.email });
  return opened;
}

async function registerClient(page: Page, tag: string): Promise<string> {
  const email = `support-${tag}-${Date.now()}@example.com`;
  await page.goto('/#/register?lang=en');
  await registerOnScreen(page, email, CLIENT_PASSWORD, own.dataDir);
  return email;
}

const HTML_LINE = '<img src=x onerror="window.__pwned=1"><b>bold?</b> where is my deposit';

describe('support chat: client ↔ back office, live both ways', () => {
  // Two pages, a dozen live round trips: 15 s on a quiet machine, over 60 s on a loaded one.
  it('a client writes, support sees it in the inbox and answers, the client sees it without a reload', async () => {
    const client = await ownPage('mobile');
    const email = await registerClient(client.page, 'chat');
    await client.page.goto('/#/mine/chat?lang=en');
    await client.page.getByTestId('chat-welcome').waitFor();
    await client.page.getByTestId('chat-input').locator('textarea:not([readonly])').fill(HTML_LINE);
    await client.page.getByTestId('chat-send').click();
    const mine = client.page.locator('[data-testid="chat-message"][data-sender="me"]');
    await mine.first().waitFor();
    // HTML typed into the chat is shown as text, never as markup.
    expect(await mine.first().getByTestId('chat-text').textContent()).toBe(HTML_LINE);
    expect(
      await client.page.locator('[data-testid="chat-list"] img, [data-testid="chat-list"] b').count(),
    ).toBe(0);
    expect(await client.page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await mine.first().getByTestId('chat-marks').getAttribute('data-state')).toBe('sent');

    const staff = await consolePage('desktop');
    await staff.page.goto('/admin/#/support');
    const row = staff.page.locator('[data-testid^="support-row-"]', { hasText: email });
    await row.waitFor({ timeout: 15_000 });
    await expect.poll(() => row.getByTestId('support-unread').textContent(), { timeout: 15_000 }).toBe('1');
    // The inbox received it: the client's tick turns into two, live.
    await client.page
      .locator(
        '[data-testid="chat-marks"][data-state="delivered"], [data-testid="chat-marks"][data-state="read"]',
      )
      .first()
      .waitFor({ timeout: 15_000 });
    await maybeScreenshot(staff.page, 'support-inbox-desktop');
    await row.click();
    await staff.page.getByTestId('support-client').waitFor();
    expect(await staff.page.getByTestId('support-client').textContent()).toContain(email);
    const clientLine = staff.page.locator('[data-testid="support-message"][data-sender="client"]').first();
    expect(await clientLine.locator('.sup-text').textContent()).toBe(HTML_LINE);
    await client.page
      .locator('[data-testid="chat-marks"][data-state="read"]')
      .first()
      .waitFor({ timeout: 15_000 });

    // The client leaves the chat for the user centre; the reply raises the badge there, live.
    await client.page.goto('/#/user?lang=en');
    await client.page.getByTestId('user-link-chat').waitFor();
    await staff.page.getByTestId('support-reply-input').fill('Your deposit was credited a minute ago.');
    await staff.page.getByTestId('support-reply-send').click();
    await client.page.getByTestId('support-unread-badge').waitFor({ timeout: 15_000 });
    expect(await client.page.getByTestId('support-unread-badge').textContent()).toContain('1');

    await client.page.getByTestId('user-link-chat').click();
    const theirs = client.page.locator('[data-testid="chat-message"][data-sender="support"]');
    await theirs.first().waitFor();
    expect(await theirs.first().getByTestId('chat-text').textContent()).toBe(
      'Your deposit was credited a minute ago.',
    );

    // With the chat open, a second reply arrives live, no reload.
    await staff.page.getByTestId('support-reply-input').fill('Anything else?');
    await staff.page.getByTestId('support-reply-send').click();
    await client.page
      .locator('[data-testid="chat-message"][data-sender="support"]', { hasText: 'Anything else?' })
      .waitFor({ timeout: 15_000 });
    // The staff side sees the client read it.
    await staff.page
      .locator('[data-testid="support-message"][data-sender="staff"]', { hasText: 'Anything else?' })
      .locator('.sup-meta', { hasText: 'read by the client' })
      .waitFor({ timeout: 15_000 });

    // And the client's next message shows up in the open conversation by itself.
    await client.page.getByTestId('chat-input').locator('textarea:not([readonly])').fill('No, thank you!');
    await client.page.getByTestId('chat-send').click();
    await staff.page
      .locator('[data-testid="support-message"][data-sender="client"]', { hasText: 'No, thank you!' })
      .waitFor({ timeout: 15_000 });
    await maybeScreenshot(client.page, 'support-chat-mobile');
    await maybeScreenshot(staff.page, 'support-conversation-desktop');

    // Close: the client is told; writing again reopens it.
    await staff.page.getByTestId('support-close').click();
    await staff.page.getByTestId('support-reopen').waitFor();
    await client.page.reload();
    await client.page.getByTestId('chat-closed').waitFor();

    const narrow = await consolePage('mobile');
    await narrow.page.goto('/admin/#/support?status=0');
    await narrow.page.locator('[data-testid^="support-row-"]', { hasText: email }).waitFor();
    await maybeScreenshot(narrow.page, 'support-inbox-mobile');
    const wide = await ownPage('desktop');
    await wide.page.goto('/#/login?lang=en');
    await wide.page.getByTestId('login-account').fill(email);
    await wide.page.getByTestId('login-password').fill(CLIENT_PASSWORD);
    await wide.page.getByTestId('login-submit').click();
    await wide.page.waitForFunction(() => !location.hash.startsWith('#/login'));
    await wide.page.goto('/#/mine/chat?lang=en');
    await wide.page.locator('[data-testid="chat-message"]').first().waitFor();
    await maybeScreenshot(wide.page, 'support-chat-desktop');
    for (const c of [client, staff, narrow, wide]) await c.context.close();
  }, 150_000);
});

describe('feedback', () => {
  it('a client sends feedback; support answers it in the chat', async () => {
    const client = await ownPage('mobile');
    const email = await registerClient(client.page, 'feedback');
    await client.page.goto('/#/feedback?lang=en');
    await client.page.getByTestId('feedback-form').waitFor();
    await maybeScreenshot(client.page, 'support-feedback-mobile');
    await client.page.getByTestId('feedback-submit').click();
    // Content is required: nothing is sent.
    expect(await client.page.getByTestId('feedback-done').count()).toBe(0);
    await client.page
      .getByTestId('feedback-content')
      .locator('textarea:not([readonly])')
      .fill('The chart froze on EURUSD 1M.');
    await client.page.getByTestId('feedback-contact').fill('telegram @trader');
    await client.page.getByTestId('feedback-submit').click();
    await client.page.getByTestId('feedback-done').waitFor();

    const staff = await consolePage('desktop');
    await staff.page.goto('/admin/#/feedback');
    const row = staff.page.locator('[data-testid^="feedback-row-"]', {
      hasText: 'The chart froze on EURUSD 1M.',
    });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toContain(email);
    await maybeScreenshot(staff.page, 'support-feedback-admin-desktop');
    await row.locator('[data-testid^="feedback-answer-"]').click();
    await staff.page.getByTestId('feedback-answer-input').fill('Thanks, fixed in today’s release.');
    await staff.page.getByTestId('feedback-answer-send').click();
    await staff.page.waitForFunction(() => location.hash.startsWith('#/support?c='));

    await client.page.getByTestId('feedback-open-chat').click();
    await client.page
      .locator('[data-testid="chat-message"][data-sender="support"]', {
        hasText: 'Thanks, fixed in today’s release.',
      })
      .waitFor({ timeout: 15_000 });
    const desktop = await ownPage('desktop');
    await desktop.page.goto('/#/login?lang=en');
    await desktop.page.getByTestId('login-account').fill(email);
    await desktop.page.getByTestId('login-password').fill(CLIENT_PASSWORD);
    await desktop.page.getByTestId('login-submit').click();
    await desktop.page.waitForFunction(() => !location.hash.startsWith('#/login'));
    await desktop.page.goto('/#/feedback?lang=en');
    await desktop.page.getByTestId('feedback-form').waitFor();
    await maybeScreenshot(desktop.page, 'support-feedback-desktop');
    for (const c of [client, staff, desktop]) await c.context.close();
  });
});

describe('installable app', () => {
  it('serves the manifest and icons; a reload without network shows the shell and an offline state', async () => {
    const { context, page } = await ownPage('mobile');
    await page.goto('/#/?lang=en');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await page.evaluate(async (url) => (await fetch(url!)).json(), href);
    expect(manifest).toMatchObject({ display: 'standalone', start_url: './#/' });
    expect(typeof manifest.name).toBe('string');
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const status = await page.evaluate(async (src) => (await fetch(src)).status, icon.src);
      expect({ icon: icon.src, status }).toEqual({ icon: icon.src, status: 200 });
    }
    // The worker installs and takes control, with the shell cached.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByTestId('home-search').waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-banner').waitFor();
    await page.getByTestId('home-search').waitFor();
    // API answers are never served from a cache: offline, they fail. The offline shell may
    // still be settling its route (a hash redirect destroys the page's context): ask again then.
    const fetchApi = () =>
      page.evaluate(() =>
        fetch('/api/basicSet/getBasicInfo').then(
          () => 'answered',
          () => 'failed',
        ),
      );
    const api = await fetchApi().catch(async () => {
      await page.getByTestId('home-search').waitFor();
      return fetchApi();
    });
    expect(api).toBe('failed');
    await maybeScreenshot(page, 'support-offline-mobile');
    await context.setOffline(false);
    await page.reload();
    await page.getByTestId('home-search').waitFor();
    expect(await page.getByTestId('offline-banner').count()).toBe(0);
    await context.close();
  });
});
