import { defineProject } from 'vitest/config';

export default defineProject({
  oxc: { jsx: { runtime: 'automatic' } },
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    name: 'admin',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    isolate: process.env.FXDESK_ISOLATE === '1',
  },
});
