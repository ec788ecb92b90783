import type { Page } from 'playwright-core';
import { codeFromOutbox } from './browser.js';

/**
 * Fills and submits the web register screen, which `page` shows: the e-mail code from the outbox
 * (of the run's server, or of a test's own server when its data directory is given), then the
 * password twice; registering logs in, so this returns once the screen has moved on.
 */
export async function registerOnScreen(
  page: Page,
  email: string,
  password: string,
  dataDir?: string,
): Promise<void> {
  await page.getByTestId('register-account').fill(email);
  await page.getByTestId('send-code').click();
  await page.getByTestId('register-code').fill(await codeFromOutbox(email, 10_000, dataDir));
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-confirm').fill(password);
  await page.getByTestId('register-submit').click();
  await page.waitForFunction(() => !location.hash.startsWith('#/register'));
}
