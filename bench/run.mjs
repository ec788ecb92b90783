// Runs the benchmarks in bench/: `npm run bench` runs all of them, `npm run bench -- ws-fanout
// --clients 5000` runs the named ones with the flags after the names. Each benchmark is a folder
// with a run.ts (run through tsx) or run.mjs entry, and prints its ratio against a bare baseline.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const entryOf = (name) => ['run.ts', 'run.mjs'].map((file) => join(benchDir, name, file)).find(existsSync);
const available = readdirSync(benchDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entryOf(entry.name))
  .map((entry) => entry.name)
  .sort();

const args = process.argv.slice(2);
const firstFlag = args.findIndex((arg) => arg.startsWith('-'));
const names = firstFlag === -1 ? args : args.slice(0, firstFlag);
const flags = firstFlag === -1 ? [] : args.slice(firstFlag);
const unknown = names.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`unknown benchmark ${unknown.join(', ')}; available: ${available.join(', ')}`);
  process.exit(1);
}

let failed = 0;
for (const name of names.length > 0 ? names : available) {
  const entry = entryOf(name);
  const loader = entry.endsWith('.ts') ? ['--import', import.meta.resolve('tsx')] : [];
  console.log(`\n=== bench/${name} ===`);
  const { status } = spawnSync(process.execPath, [...loader, entry, ...flags], { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`bench/${name} failed (exit ${status})`);
    failed++;
  }
}
process.exit(failed > 0 ? 1 : 0);
