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
    // Four files at a time, on two cores: a browser test waits on its pages, socket pushes and
    // polls far more than it computes (support, kyc, funds and two-factor, 400 s of file time
    // in CI at two at a time, took 242 s together at four at once on a machine at load 16-25).
    // Files that change shared settings or sign in as staff start their own server
    // (e2e/data-dir.ts), so the files running together never share what they change.
    maxWorkers: 4,
  },
});
