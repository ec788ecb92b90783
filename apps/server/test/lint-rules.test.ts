import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's layer and time rules in eslint.config.js, proved on planted files: each
 * violation, linted as if it sat at the given path, must be refused with the rule's message,
 * and the allowed form beside it must pass (so a rule that refuses everything fails too).
 */
const root = path.join(import.meta.dirname, '../../..');
let eslint: ESLint;

async function problems(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // Loads the config and parsers once, outside the tests' own time limits.
  await eslint.lintText('', { filePath: path.join(root, 'apps/server/src/warm-up.ts') });
}, 120_000);

describe('server layers are lint-enforced (ARCHITECTURE "Layers")', () => {
  it('a module reaches a sibling only through its public face (index.ts), never its internals', async () => {
    const file = 'apps/server/src/modules/wallet/planted.ts';
    expect(await problems(file, "export { DealingEngine } from '../trading/engine.js';\n")).toEqual([
      expect.stringContaining('public face'),
    ]);
    expect(await problems(file, "export type { DealingEngine } from '../trading/index.js';\n")).toEqual([]);
  });

  it('a service never imports http/ (AppError comes from src/errors.ts) nor a route file', async () => {
    const file = 'apps/server/src/modules/trading/planted.service.ts';
    expect(await problems(file, "export { AppError } from '../../http/errors.js';\n")).toEqual([
      expect.stringContaining('never import http/'),
    ]);
    expect(await problems(file, "export { tradingRoutes } from './trading.routes.js';\n")).toEqual([
      expect.stringContaining('never import http/ or routes'),
    ]);
    expect(await problems(file, "export { AppError } from '../../errors.js';\n")).toEqual([]);
    // Route files answer through http/.
    expect(
      await problems(
        'apps/server/src/modules/trading/planted.routes.ts',
        "export { envelope } from '../../http/envelope.js';\n",
      ),
    ).toEqual([]);
  });

  it('a repository never imports a service', async () => {
    const file = 'apps/server/src/modules/trading/planted.repository.ts';
    expect(await problems(file, "export { TradingService } from './trading.service.js';\n")).toEqual([
      expect.stringContaining('repository is below services'),
    ]);
    expect(await problems(file, "export { orders } from '../../db/schema.js';\n")).toEqual([]);
  });

  it('a route file calls services, never the database (no drizzle-orm or db/ import)', async () => {
    const file = 'apps/server/src/modules/wallet/planted.routes.ts';
    expect(await problems(file, "export { ledgerEntries } from '../../db/schema.js';\n")).toEqual([
      expect.stringContaining('never the database'),
    ]);
    expect(await problems(file, "export type { Db } from '../../db/client.js';\n")).toEqual([
      expect.stringContaining('never the database'),
    ]);
    expect(await problems(file, "export { eq } from 'drizzle-orm';\n")).toEqual([
      expect.stringContaining('never the database'),
    ]);
    expect(await problems(file, "export { WalletService } from './wallet.service.js';\n")).toEqual([]);
    // Below the routes, a service or repository may use both.
    expect(
      await problems(
        'apps/server/src/modules/wallet/planted.repository.ts',
        "export { eq } from 'drizzle-orm';\n",
      ),
    ).toEqual([]);
  });

  it('db/ imports no module', async () => {
    const file = 'apps/server/src/db/planted.ts';
    expect(await problems(file, "export { post } from '../modules/wallet/index.js';\n")).toEqual([
      expect.stringContaining('bottom layer'),
    ]);
  });
});

describe('time only through the injected clock and scheduler', () => {
  const file = 'apps/server/src/modules/trading/planted-time.ts';

  it('refuses Date.now and new Date() in a server module', async () => {
    expect(await problems(file, 'export const at = Date.now();\n')).toEqual([
      expect.stringContaining('injected Clock'),
    ]);
    expect(await problems(file, 'export const at = new Date();\n')).toEqual([
      expect.stringContaining('injected Clock'),
    ]);
    expect(await problems(file, 'export const at = performance.now();\n')).toEqual([
      expect.stringContaining('injected Scheduler'),
    ]);
    // A date built from a value is not a clock read.
    expect(await problems(file, 'export const at = new Date(0);\n')).toEqual([]);
  });

  it('refuses raw timers in a server module', async () => {
    expect(await problems(file, 'setInterval(() => undefined, 5);\n')).toEqual([
      expect.stringContaining('injected Scheduler'),
    ]);
    expect(await problems(file, 'setTimeout(() => undefined, 5);\n')).toEqual([
      expect.stringContaining('injected Scheduler'),
    ]);
    expect(await problems(file, 'setImmediate(() => undefined);\n')).toEqual([
      expect.stringContaining('injected Scheduler'),
    ]);
  });

  it('allows them in clock.ts only: the boot code and the CLI use its system clock and scheduler', async () => {
    expect(await problems('apps/server/src/clock.ts', 'export const at = Date.now();\n')).toEqual([]);
    expect(await problems('apps/server/src/clock.ts', 'setTimeout(() => undefined, 5);\n')).toEqual([]);
    for (const boot of [
      'apps/server/src/main.ts',
      'apps/server/src/cli/planted.ts',
      'apps/server/src/db/store-lock.ts',
    ])
      expect(
        await problems(boot, 'setTimeout(() => undefined, 5);\nexport const at = new Date();\n'),
      ).toEqual([expect.stringContaining('injected Scheduler'), expect.stringContaining('injected Clock')]);
  });
});

describe('enum-like fields only through named constants (issue 16)', () => {
  const named = 'named constant from @fxdesk/contract';

  it('refuses a status or side compared with a bare number, on either side, in every app', async () => {
    const server = 'apps/server/src/modules/trading/planted-status.ts';
    expect(
      await problems(server, 'export const open = (o: { status: number }) => o.status === 1;\n'),
    ).toEqual([expect.stringContaining(named)]);
    expect(await problems(server, 'export const long = (o: { side: number }) => 1 !== o.side;\n')).toEqual([
      expect.stringContaining(named),
    ]);
    // The clock-ruled server files and the copy module (outside the time rule) alike.
    expect(
      await problems(
        'apps/server/src/modules/copy/planted.ts',
        'export const f = (r: { status: number }) => r.status !== 0;\n',
      ),
    ).toEqual([expect.stringContaining(named)]);
    expect(
      await problems(
        'apps/admin/src/features/clients/planted.tsx',
        'export const held = (r: { Status: number }) => r.Status === 3;\n',
      ),
    ).toEqual([expect.stringContaining(named)]);
    // The time rule still fires beside it in the same file.
    expect(await problems(server, 'export const at = Date.now();\n')).toEqual([
      expect.stringContaining('injected Clock'),
    ]);
  });

  it('allows the named constant, and a number that is not a status', async () => {
    const file = 'apps/server/src/modules/trading/planted-status.ts';
    expect(
      await problems(
        file,
        "import { OrderStatus } from '@fxdesk/contract';\nexport const open = (o: { status: number }) => o.status === OrderStatus.HOLDING;\n",
      ),
    ).toEqual([]);
    expect(await problems(file, 'export const one = (o: { count: number }) => o.count === 1;\n')).toEqual([]);
  });
});
