// Bundles the server and its workspace packages into dist/main.js; npm dependencies stay
// external and load from node_modules.
//
// `node build.mjs [outdir] [entry…]` builds only those entries into another directory under this
// package (the crash test restarts the bundle `npm start` runs, from its own copy).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@fxdesk/'));

const [outdir = 'dist', ...only] = process.argv.slice(2);
const entries = only.length > 0 ? only : ['main', 'cli/migrate', 'cli/user-create'];
const root = new URL('.', import.meta.url).pathname;

for (const entry of entries) {
  await build({
    absWorkingDir: root,
    entryPoints: [`src/${entry}.ts`],
    outfile: `${outdir}/${entry}.js`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: [...external, ...external.map((name) => `${name}/*`)],
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    logLevel: 'warning',
  });
}
