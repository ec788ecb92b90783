import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, importsOf, moduleEdges, readSources } from './import-graph.js';

const sources = readSources(path.join(import.meta.dirname, '../src'));
const runtime = (files: ReadonlyMap<string, string>) => moduleEdges(files).filter((edge) => !edge.typeOnly);

/**
 * The circle through `context.ts` that is still there, counting type-only imports: `AppContext`
 * names every service's type and every service receives the whole context (issue 16: narrow
 * dependencies). It may only shrink; a module that joins it, or a new circle, fails. (Company,
 * identity and copy trading joined it when they landed, through the services AppContext names.)
 */
const KNOWN_TYPE_CIRCLES = [
  [
    'context',
    'events',
    'http',
    'modules/auth',
    'modules/backoffice',
    'modules/company',
    'modules/copy',
    'modules/funds',
    'modules/identity',
    'modules/market',
    'modules/security',
    'modules/settings',
    'modules/trading',
    'modules/wallet',
    'realtime',
  ],
];

describe('server modules import one way (ARCHITECTURE "Layers")', () => {
  it('no import circle among server modules at run time', () => {
    expect(circles(runtime(sources))).toEqual([]);
  });

  it('counting type-only imports, only the known circle through context.ts remains', () => {
    expect(circles(moduleEdges(sources))).toEqual(KNOWN_TYPE_CIRCLES);
  });

  it('fails on a planted circle: wallet importing the trading engine back', () => {
    const planted = new Map(sources);
    planted.set('modules/wallet/planted.ts', "import { DealingEngine } from '../trading/engine.js';\n");
    expect(circles(runtime(planted))).toEqual([['modules/trading', 'modules/wallet']]);
    // A new module closing a loop through context.ts (type-only imports) changes the circles too.
    const joined = new Map(sources);
    joined.set('modules/planted/planted.service.ts', "import type { AppContext } from '../../context.js';\n");
    joined.set(
      'context.ts',
      `${sources.get('context.ts')}\nimport type { X } from './modules/planted/planted.service.js';\n`,
    );
    expect(circles(moduleEdges(joined))).not.toEqual(KNOWN_TYPE_CIRCLES);
  });

  it('reads type-only imports apart from imports that run', () => {
    const text = [
      "import type { A } from './a.js';",
      "import { type B, type C } from '../b.js';",
      "import { D, type E } from './d.js';",
      "import './side-effect.js';",
      "export { F } from './f.js';",
      "export type { G } from './g.js';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importsOf('modules/x/file.ts', text)).toEqual([
      { target: 'modules/x/a.ts', typeOnly: true },
      { target: 'modules/b.ts', typeOnly: true },
      { target: 'modules/x/d.ts', typeOnly: false },
      { target: 'modules/x/side-effect.ts', typeOnly: false },
      { target: 'modules/x/f.ts', typeOnly: false },
      { target: 'modules/x/g.ts', typeOnly: true },
    ]);
  });
});
