import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
// Shared with the web client: applies the stored or system theme before the first paint.
import { themeBoot } from '../web/build/theme-boot';

// The all-in-one server (apps/server, `npm start`) serves this build at /admin/ on its own port
// (8080 by default); FXDESK_SERVER points the dev proxy at another one.
const SERVER = process.env.FXDESK_SERVER ?? 'http://localhost:8080';
const proxy = {
  '/admin/api': { target: SERVER, changeOrigin: true },
  '/uploads': { target: SERVER, changeOrigin: true },
  // Public reference data the console reads too (instrument categories, pair logos).
  '/v1/api/forex/getCategories': { target: SERVER, changeOrigin: true },
  '/logos': { target: SERVER, changeOrigin: true },
};

export default defineConfig({
  // JSX goes through Vite's own oxc transform: @vitejs/plugin-react is installed under
  // apps/web/node_modules only, so it does not resolve from here (no React fast refresh in dev;
  // a change reloads the page).
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [themeBoot('fxdesk.admin.theme')],
  // The server serves /admin/index.html and /admin/assets/*; routes live in the hash.
  base: '/admin/',
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: { port: 5174, proxy },
  preview: { port: 4174, proxy },
  build: {
    target: 'es2022',
    rolldownOptions: {
      // React Query marks its modules "use client" for server components; meaningless in a
      // client-only bundle (@vitejs/plugin-react silences the same warning in apps/web).
      onwarn(warning, handler) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(warning);
      },
      // @fxdesk/contract modules are pure declarations: without this hint importing ErrorCode
      // would pull zod into the entry chunk.
      treeshake: {
        moduleSideEffects: (id: string) => (/[\\/]packages[\\/]contract[\\/]/.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
