import { defineConfig } from 'vitest/config';

// Browser tests: one built server for the run, Debian chromium driven by playwright-core.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // Two files at a time: each waits on its browser and server much of the time. Files that
    // change shared settings or sign in as staff start their own server (e2e/data-dir.ts).
    maxWorkers: 2,
  },
});
