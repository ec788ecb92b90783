import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pickKeys, START_KEYS } from './start-keys';
import en from './locales/en.json';

const SRC = path.resolve(__dirname, '../..');
/** The start-up modules: the entry, and the desktop shell fetched beside it on a desktop. */
const ROOTS = ['main.tsx', 'app/layouts/DesktopShell.tsx'];

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every source file reachable from the roots over static, non-type imports. */
function startUpModules(): string[] {
  const seen = new Set<string>();
  const stack = ROOTS.map((r) => path.join(SRC, r));
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm)) {
      const next = resolveImport(file, m[1]!);
      if (next) stack.push(next);
    }
  }
  return [...seen];
}

const covered = (key: string) => START_KEYS.some((s) => key === s || key.startsWith(`${s}.`));

describe('start-up messages (issue 15: the home screen paints before the whole message file)', () => {
  it('every key a start-up module translates is in the start-up part', () => {
    const modules = startUpModules();
    expect(modules.length).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const file of modules) {
      const code = fs.readFileSync(file, 'utf8');
      for (const m of code.matchAll(/\bt\(\s*['"`]([a-z_0-9]+(?:\.[a-z_0-9]+)*)/g)) {
        if (!covered(m[1]!)) missing.push(`${path.relative(SRC, file)}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('lists only keys that exist, and cuts them out of a message tree', () => {
    const part = pickKeys(en, START_KEYS);
    for (const key of START_KEYS) {
      const value = key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], part);
      expect(value, key).toBeDefined();
    }
    expect(part).not.toHaveProperty('order_form');
    expect(part).toHaveProperty('user.demo');
    expect(part).not.toHaveProperty('user.links.password');
  });
});
