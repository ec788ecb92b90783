import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, importsOf, moduleEdges, readSources } from './import-graph.js';

const sources = readSources(path.join(import.meta.dirname, '../src'));
const runtime = (files: ReadonlyMap<string, string>) => moduleEdges(files).filter((edge) => !edge.typeOnly);

describe('server modules import one way (ARCHITECTURE "Layers")', () => {
  it('no import circle among server modules at run time', () => {
    expect(circles(runtime(sources))).toEqual([]);
  });

  it('no import circle among server modules, counting type-only imports', () => {
    // context.ts names every service's type; no module imports it back (issue 16).
    expect(circles(moduleEdges(sources))).toEqual([]);
  });

  it('fails on a planted circle: wallet importing the trading engine back', () => {
    const planted = new Map(sources);
    planted.set('modules/wallet/planted.ts', "import { DealingEngine } from '../trading/engine.js';\n");
    expect(circles(runtime(planted))).toEqual([['modules/trading', 'modules/wallet']]);
    // A service taking the whole context again closes a type-only loop through context.ts.
    const joined = new Map(sources);
    joined.set('modules/wallet/planted.service.ts', "import type { AppContext } from '../../context.js';\n");
    expect(circles(runtime(joined))).toEqual([]);
    expect(circles(moduleEdges(joined))).toEqual([
      expect.arrayContaining(['context', 'modules/trading', 'modules/wallet']),
    ]);
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
