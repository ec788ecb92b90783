import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's chromium, never a downloaded browser (STACK.md). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const PROFILES = {
  mobile: {
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    isMobile: true,
    hasTouch: true,
  },
  desktop: {
    viewport: { width: 1440, height: 900 },
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
    isMobile: false,
    hasTouch: false,
  },
} as const;
export type Profile = keyof typeof PROFILES;

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
}

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
