import { describe, expect, it } from 'vitest';
import { startupChunks } from './startup-chunks';

/** A module graph as rolldown's plugin context shows it at buildEnd: id → static and dynamic imports. */
function graph(modules: Record<string, { imports?: string[]; lazy?: string[]; entry?: boolean }>) {
  const dynamicImporters = (id: string) =>
    Object.entries(modules)
      .filter(([, m]) => m.lazy?.includes(id))
      .map(([from]) => from);
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) => {
      const m = modules[id];
      if (!m) return null;
      return {
        isEntry: m.entry ?? false,
        importedIds: m.imports ?? [],
        dynamicImporters: dynamicImporters(id),
      };
    },
  };
}

const Z = '/n/node_modules/zod/index.js';

function plan(pages: Record<string, RegExp>, modules: Parameters<typeof graph>[0]) {
  const { plugin, groups } = startupChunks(pages);
  (plugin.buildEnd as (this: unknown) => void).call(graph(modules));
  return (group: string) =>
    Object.keys(modules).filter((id) => groups.find((g) => g.name === group)?.test(id) ?? false);
}

describe('startupChunks', () => {
  const app = {
    'index.html': { entry: true, imports: ['main.tsx'] },
    // config.ts is loaded lazily at start-up (as antd-mobile's config provider is) and imported
    // statically by the trade ticket too.
    'main.tsx': { imports: ['app.tsx', 'contract/index.ts'], lazy: ['Trade.tsx', 'Charge.tsx', 'config.ts'] },
    'app.tsx': { imports: ['react.js', 'store.ts'] },
    'react.js': {},
    'store.ts': {},
    // A package index re-exporting constants (zod-free) and schemas (importing zod).
    'contract/index.ts': { imports: ['contract/status.ts', 'contract/schemas.ts'] },
    'contract/status.ts': {},
    'contract/schemas.ts': { imports: [Z] },
    [Z]: {},
    'Trade.tsx': {
      imports: ['ticket.tsx', 'field.tsx', 'store.ts', 'contract/index.ts'],
      lazy: ['Sheet.tsx'],
    },
    'ticket.tsx': { imports: ['helper.ts', 'config.ts', 'sheet-part.ts'] },
    'Sheet.tsx': { imports: ['sheet-part.ts'] },
    'sheet-part.ts': {},
    'helper.ts': {},
    'field.tsx': {},
    'config.ts': { imports: ['helper.ts'] },
    'Charge.tsx': { imports: ['field.tsx'] },
  };

  it('puts what the entry script imports statically in one start-up chunk, without zod or its users', () => {
    const members = plan({ trade: /Trade\.tsx$/ }, app);
    expect(members('start').sort()).toEqual(
      ['app.tsx', 'contract/index.ts', 'contract/status.ts', 'react.js', 'store.ts'].sort(),
    );
  });

  it('gives a page one chunk for its static imports that start-up and its own lazy parts do not have', () => {
    const members = plan({ trade: /Trade\.tsx$/ }, app);
    // helper.ts is imported by config.ts, a lazy chunk the ticket imports statically: taken, the
    // two chunks would import each other. sheet-part.ts is shared with a part the page loads
    // later (Sheet.tsx), which may import it from the page's chunk. store.ts is in start-up
    // already; the page module itself stays the page's own chunk.
    expect(members('trade').sort()).toEqual(['field.tsx', 'sheet-part.ts', 'ticket.tsx']);
  });

  it('gives a module two listed pages need to the first of them', () => {
    const members = plan({ trade: /Trade\.tsx$/, charge: /Charge\.tsx$/ }, app);
    expect(members('trade')).toContain('field.tsx');
    expect(members('charge')).toEqual([]);
  });

  it('gives the module the entry script evaluates first a chunk of its own, ahead of start-up', () => {
    const withBoot = {
      ...app,
      'main.tsx': { ...app['main.tsx'], imports: ['boot.ts', ...app['main.tsx'].imports] },
      'boot.ts': { imports: ['pages.ts', 'contract/index.ts'] },
      'pages.ts': { lazy: ['Trade.tsx'] },
    };
    const { plugin, groups } = startupChunks({ trade: /Trade\.tsx$/ }, { first: /boot\.ts$/ });
    (plugin.buildEnd as (this: unknown) => void).call(graph(withBoot));
    const boot = groups.find((g) => g.name === 'boot');
    const start = groups.find((g) => g.name === 'start');
    const members = (group?: { test: (id: string) => boolean }) =>
      Object.keys(withBoot).filter((id) => group?.test(id));
    // Without zod's users; the start-up group has them too, but boot's priority is higher.
    expect(members(boot).sort()).toEqual(['boot.ts', 'contract/index.ts', 'contract/status.ts', 'pages.ts']);
    expect(boot?.priority).toBeGreaterThan(start?.priority ?? Infinity);
  });

  it('fails the build when a listed page is not in the graph (a renamed file)', () => {
    expect(() => plan({ orders: /Orders\.tsx$/ }, app)).toThrow(/no module matches page "orders"/);
  });
});
