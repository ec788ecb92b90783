import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium, PROFILES } from './chromium.mjs';

export { PROFILES } from './chromium.mjs';
export type Profile = keyof typeof PROFILES;

export const launch = (): Promise<Browser> => launchChromium();

/** A page in a new context on the run's shared server, or on a test's own server. */
export async function openPage(
  browser: Browser,
  profile: Profile,
  baseURL: string = inject('baseURL'),
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PROFILES[profile], baseURL });
  const page = await context.newPage();
  return { context, page };
}

/** Signs a page in as a new demo user from the login screen's "try demo" and leaves the login route. */
export async function tryDemo(page: Page): Promise<void> {
  await page.goto('/#/login?lang=en');
  await page.getByTestId('try-demo').click();
  await page.waitForFunction(() => !location.hash.startsWith('#/login'));
}

/**
 * The 6-digit code in the newest outbox file addressed to `recipient` (DESIGN §7 outbox), from
 * the run's server or from a test's own server when its data directory is given.
 */
export async function codeFromOutbox(
  recipient: string,
  timeoutMs = 10_000,
  dataDir: string = inject('dataDir'),
): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.includes(recipient))
          .sort()
      : [];
    const newest = files.at(-1);
    const code = newest ? fs.readFileSync(path.join(dir, newest), 'utf8').match(/\b\d{6}\b/)?.[0] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code for ${recipient} in ${dir}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Saves a screenshot under docs/screenshots when SCREENSHOTS=1 (used to refresh the README). */
export async function maybeScreenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  const dir = new URL('../docs/screenshots/', import.meta.url).pathname;
  fs.mkdirSync(dir, { recursive: true });
  // A toast left over from the step before (or a fading one) would cover the screen: wait until
  // none shows, then for the last fade-out animation, before taking the picture.
  await page
    .waitForFunction(
      () => document.querySelectorAll('#fx-toast-root .adm-toast-mask, [data-testid^="toast-"]').length === 0,
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}
