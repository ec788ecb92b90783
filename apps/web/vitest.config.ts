import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { localeStartPart } from './build/locale-start';

export default defineProject({
  plugins: [react(), localeStartPart()],
  define: { __APP_VERSION__: JSON.stringify('test') },
  resolve: {
    alias: {
      // No canvas in happy-dom: the chart library is replaced by a stub in component tests.
      'lightweight-charts': new URL('./src/test/lightweight-charts.mock.ts', import.meta.url).pathname,
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
