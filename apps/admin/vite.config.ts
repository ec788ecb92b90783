import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
// Shared with the web client: applies the stored or system theme before the first paint; the
// servers, the build target and two bundling rules.
import { BUILD_TARGET, contractTreeshake, frontEndServers, reactChunk } from '../web/build/front-end-config';
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
  ...frontEndServers(pkg.version, { dev: 5174, preview: 4174 }, proxy),
  build: {
    target: BUILD_TARGET,
    rolldownOptions: {
      // React Query marks its modules "use client" for server components; meaningless in a
      // client-only bundle (@vitejs/plugin-react silences the same warning in apps/web).
      onwarn(warning, handler) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(warning);
      },
      treeshake: contractTreeshake,
      output: {
        codeSplitting: {
          groups: [reactChunk],
        },
      },
    },
  },
});
