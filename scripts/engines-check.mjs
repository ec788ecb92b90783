#!/usr/bin/env node
// Fails when an installed package (production or dev, at any depth) declares an `engines.node`
// range that excludes the oldest Node the platform supports: the floor of the root package.json's
// own `engines.node` (>=20.19 → 20.19.0). `npm ci` only warns (EBADENGINE), and only against the
// Node it runs on, so a dependency that moved to "node >= 22" slipped in unnoticed once
// (content-disposition 3 under @fastify/static, cookie 2 under light-my-request).
//
// The range is read the way npm reads it (semver, prereleases included). Exit codes: 0 every
// package accepts the floor, 1 some do not (listed with where they are installed).
//
// Usage: node scripts/engines-check.mjs [project-dir]   (default: the repository root)
import { readdirSync, readFileSync, lstatSync, existsSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const rootPkg = readJson(join(root, 'package.json'));
const floorRange = rootPkg?.engines?.node;
const floor = floorRange ? semver.minVersion(floorRange)?.version : undefined;
if (!floor) {
  console.error(`engines-check: ${join(root, 'package.json')} declares no engines.node`);
  process.exit(1);
}

const offenders = [];
let checked = 0;

function checkPackage(dir) {
  const pkg = readJson(join(dir, 'package.json'));
  if (!pkg) return;
  checked += 1;
  const range = pkg.engines?.node;
  if (range === undefined) return;
  const ok = typeof range === 'string' && semver.satisfies(floor, range, { includePrerelease: true });
  if (!ok) offenders.push({ name: pkg.name, version: pkg.version, range, at: relative(root, dir) });
}

// Every package directory under a node_modules folder, scoped ones included, then its own
// nested node_modules. Symlinks (the workspaces) are checked but not descended into: their
// dependencies are installed at the root.
function walk(modulesDir) {
  if (!existsSync(modulesDir)) return;
  for (const entry of readdirSync(modulesDir)) {
    if (entry.startsWith('.')) continue;
    const full = join(modulesDir, entry);
    if (entry.startsWith('@')) {
      for (const scoped of readdirSync(full)) visit(join(full, scoped));
    } else {
      visit(full);
    }
  }
}

function visit(dir) {
  const stat = lstatSync(dir);
  if (stat.isSymbolicLink()) {
    checkPackage(dir);
    return;
  }
  if (!stat.isDirectory()) return;
  checkPackage(dir);
  walk(join(dir, 'node_modules'));
}

walk(join(root, 'node_modules'));
for (const workspace of rootPkg.workspaces ?? []) walk(join(root, workspace, 'node_modules'));

if (offenders.length > 0) {
  console.error(
    `engines-check: ${offenders.length} installed package(s) exclude Node ${floor} (${floorRange}):`,
  );
  for (const o of offenders)
    console.error(`  ${o.name}@${o.version} requires node ${JSON.stringify(o.range)} — ${o.at}`);
  console.error(
    'Pin a version that supports it (package.json "overrides") and regenerate package-lock.json.',
  );
  process.exit(1);
}
console.log(`engines-check: ${checked} installed packages accept Node ${floor} (${floorRange})`);
