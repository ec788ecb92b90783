import { defineConfig } from 'vitest/config';

// Browser tests: one built server for the run, Debian chromium driven by playwright-core.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.ts'],
    // The axe-core check runs on its own (`npm run test:a11y`): known violations are still open
    // (issue 15, e2e/a11y-known.json) and it is not yet part of .ci/run.
    exclude: process.env.FXDESK_A11Y ? [] : ['e2e/a11y.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
