import { defineConfig } from 'vitest/config';

// One run covers every workspace: pure domain and contract units, the server's API
// integration suite (each file on a fresh embedded database cloned from a migrated
// template), and the web client's component tests in happy-dom.
export default defineConfig({
  test: {
    // Vitest's default is one worker on a 2-core machine (cores − 1), which leaves a core idle
    // while a server file boots its app. Two: each file has its own database (an embedded copy,
    // or a database cloned on the shared PostgreSQL server) and the scaled-out tests' Redis
    // channels are namespaced by that database.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // A worker runs its files one after another in one process (FXDESK_ISOLATE=1 gives
          // each file its own): the server code is loaded and PGlite's WebAssembly compiled
          // once per worker rather than once per file. Each file still builds its own app on
          // its own database, and closes it.
          isolate: process.env.FXDESK_ISOLATE === '1',
        },
      },
      'apps/web/vitest.config.ts',
      'apps/admin/vitest.config.ts',
    ],
  },
});
