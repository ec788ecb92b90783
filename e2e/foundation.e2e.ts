import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromOutbox, launch, maybeScreenshot, openPage, PROFILES, type Profile } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.keys(PROFILES) as Profile[])('foundation flows (%s)', (profile) => {
  it('try demo → the user centre shows a demo account (SPEC §6)', async () => {
    const { context, page } = await openPage(browser, profile);
    await page.goto('/#/login?lang=en');
    await page.getByTestId('try-demo').waitFor();
    // A focused field shows one ring, on its box, not a second one on the input inside it.
    await page.locator('.fx-field-box input').first().focus();
    const rings = await page.evaluate(() => {
      const input = document.activeElement as HTMLElement;
      const box = input.closest('.fx-field-box') as HTMLElement;
      return [getComputedStyle(input).outlineStyle, getComputedStyle(box).outlineStyle];
    });
    expect(rings).toEqual(['none', 'solid']);
    await maybeScreenshot(page, `login-${profile}`);
    await page.getByTestId('try-demo').click();
    await page.waitForFunction(() => !location.hash.startsWith('#/login'));
    await page.goto('/#/user');
    await page.getByTestId('demo-badge').waitFor();
    await expect(page.getByTestId('account-uid').textContent()).resolves.toMatch(/\d{8}/);
    await page.getByTestId('balance-value').waitFor();
    await page.waitForFunction(() =>
      /10,000\.00/.test(document.querySelector('[data-testid="balance-value"]')?.textContent ?? ''),
    );
    await maybeScreenshot(page, `user-${profile}`);
    await context.close();
  });

  it('register by e-mail with the code from the outbox → logged in', async () => {
    const { context, page } = await openPage(browser, profile);
    const email = `e2e-${profile}-${Date.now()}@example.com`;
    await page.goto('/#/register?lang=en');
    await page.getByTestId('register-account').fill(email);
    await page.getByTestId('send-code').click();
    const code = await codeFromOutbox(email);
    await page.getByTestId('register-code').fill(code);
    await page.getByTestId('register-password').fill('e2e password 1');
    await page.getByTestId('register-confirm').fill('e2e password 1');
    await maybeScreenshot(page, `register-${profile}`);
    await page.getByTestId('register-submit').click();
    await page.waitForFunction(() => !location.hash.startsWith('#/register'));
    await page.goto('/#/user');
    await page.getByTestId('account-label').waitFor();
    await expect(page.getByTestId('account-label').textContent()).resolves.toContain(email.slice(0, 12));
    expect(await page.getByTestId('demo-badge').count()).toBe(0);
    await context.close();
  });

  it('a wrong password shows the server message as a toast', async () => {
    const { context, page } = await openPage(browser, profile);
    // SPEC §9: the lang query is read from the hash (the default language is hk).
    await page.goto('/#/login?lang=en');
    await page.getByTestId('login-account').fill('nobody@example.com');
    await page.getByTestId('login-password').fill('definitely wrong');
    await page.getByTestId('login-submit').click();
    await page.getByText('Wrong account or password').first().waitFor();
    expect(page.url()).toContain('#/login');
    await context.close();
  });

  it('a protected route redirects to login with from (SPEC §2)', async () => {
    const { context, page } = await openPage(browser, profile);
    await page.goto('/#/mine/password');
    await page.waitForFunction(() => location.hash.startsWith('#/login'));
    expect(decodeURIComponent(new URL(page.url()).hash)).toContain('from=/mine/password');
    await context.close();
  });

  it('a cold start whose page download hangs shows a busy loading state, then the page once it arrives', async () => {
    const { context, page } = await openPage(browser, profile);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/Product(Route|Page)-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/#/product?lang=en');
    // Start-up stops waiting for the page after a moment and shows the loading state, marked busy
    // (so the accessibility check and screen readers know the page is still coming).
    await page.locator('.fx-boot[aria-busy="true"]').waitFor({ timeout: 5_000 });
    expect(await page.getByTestId('product-page').count()).toBe(0);
    release();
    await page.getByTestId('product-page').waitFor();
    expect(await page.locator('.fx-boot').count()).toBe(0);
    await context.close();
  });

  it('switching the language to Arabic flips the layout right-to-left', async () => {
    const { context, page } = await openPage(browser, profile);
    await page.goto('/#/language');
    await page.getByTestId('language-row-ar').click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^ar/);
    await page.goto('/#/login');
    await page.getByTestId('login-submit').waitFor();
    expect(await page.getByTestId('login-submit').textContent()).toMatch(/[\u0600-\u06FF]/);
    await context.close();
  });

  it('Japanese and Korean pages draw Han characters in their own fonts, not the Hong Kong one', async () => {
    const fonts = async (lang: string, locale: string) => {
      const { context, page } = await openPage(browser, profile);
      await page.goto(`/#/login?lang=${lang}`);
      await page.waitForFunction((want) => document.documentElement.lang === want, locale);
      const list = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      await context.close();
      return list;
    };
    const ja = await fonts('jp', 'ja');
    expect(ja).toContain('Hiragino Sans');
    expect(ja).not.toContain('PingFang HK');
    const ko = await fonts('kr', 'ko');
    expect(ko).toContain('Apple SD Gothic Neo');
    expect(ko).not.toContain('PingFang HK');
    expect(await fonts('hk', 'zh-HK')).toContain('PingFang HK');
  });
});
