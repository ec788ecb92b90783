// How every browser run in this repository starts Chromium: the e2e tests (e2e/browser.ts), the
// screenshot scripts (e2e/copy-shots.mjs, apps/*/scripts/*.mjs) and the cold-load benchmark.
// Plain JavaScript, so that the scripts run with `node` as they are.
import { chromium } from 'playwright-core';

/** Debian's chromium, never a downloaded browser (STACK.md). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The phone and desktop screens the tests and the copy-trading screenshots use. */
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
};

/** Starts Chromium headless with the flags above. */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
