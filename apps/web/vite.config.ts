import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { BUILD_TARGET, contractTreeshake, frontEndServers, reactChunk } from './build/front-end-config';
import { localeStartPart } from './build/locale-start';
import pkg from './package.json' with { type: 'json' };
import { pureContractSchemas } from './build/pure-contract';
import { startupChunks } from './build/startup-chunks';
import { themeBoot } from './build/theme-boot';

// The all-in-one server (apps/server, `npm start`) listens on 8080 and serves this build at /.
const SERVER = 'http://localhost:8080';
const proxy = {
  '/api': { target: SERVER, changeOrigin: true },
  '/v1/ws': { target: SERVER, ws: true, changeOrigin: true },
  '/v1': { target: SERVER, changeOrigin: true },
  '/healthz': { target: SERVER, changeOrigin: true },
  '/manifest.json': { target: SERVER, changeOrigin: true },
};

// The start-up chunk, and one chunk beside the page's own for the trade screen (build/startup-chunks.ts).
const startup = startupChunks(
  {
    trade: /[\\/]src[\\/]features[\\/]trading[\\/]TradePage\.tsx$/,
    desktop: /[\\/]src[\\/]app[\\/]layouts[\\/]DesktopShell\.tsx$/,
    positions: /[\\/]src[\\/]features[\\/]trading[\\/]components[\\/]PositionsPanel\.tsx$/,
  },
  { first: /[\\/]src[\\/]boot\.ts$/ },
);

export default defineConfig({
  plugins: [react(), localeStartPart(), pureContractSchemas(), themeBoot('fxdesk.theme'), startup.plugin],
  // Relative asset URLs: the hash router never needs the server to know a page path.
  base: './',
  ...frontEndServers(pkg.version, { dev: 5173, preview: 4173 }, proxy),
  build: {
    target: BUILD_TARGET,
    // scripts/bundle-budget.mjs follows this manifest's import graph for each route.
    manifest: true,
    rolldownOptions: {
      treeshake: contractTreeshake,
      output: {
        // The helper chunks are named after every chunk that shares them: keep the file short.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('antd-helpers') ? 'assets/antd-helpers-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            reactChunk,
            ...startup.groups,
            {
              // antd-mobile's small shared helpers, split by the set of chunks that use them.
              // Left to the default chunking, rolldown merged the ones the entry needs into the
              // lazy Toast and SpinLoading chunks, and so put those (with react-spring, ~17 kB
              // gzip) back on the start-up path of every page.
              name: 'antd-helpers',
              test: /[\\/]node_modules[\\/](antd-mobile[\\/]es[\\/]utils|rc-util|@babel[\\/]runtime|tslib|classnames|ahooks|react-is|resize-observer-polyfill|intersection-observer|lodash|js-cookie|screenfull|react-fast-compare|use-sync-external-store)[\\/]/,
              includeDependenciesRecursively: false,
              entriesAware: true,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
