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

/** The planted text, linted as if it sat at `file`, is refused with one problem that names `message`. */
async function expectRefused(file: string, text: string, message: string): Promise<void> {
  expect(await problems(file, text)).toEqual([expect.stringContaining(message)]);
}

/** The planted text, linted as if it sat at `file`, passes. */
async function expectAllowed(file: string, text: string): Promise<void> {
  expect(await problems(file, text)).toEqual([]);
}

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // Loads the config and parsers once, outside the tests' own time limits.
  await eslint.lintText('', { filePath: path.join(root, 'apps/server/src/warm-up.ts') });
}, 120_000);

describe('server layers are lint-enforced (ARCHITECTURE "Layers")', () => {
  it('a module reaches a sibling only through its public face (index.ts), never its internals', async () => {
    const file = 'apps/server/src/modules/wallet/planted.ts';
    await expectRefused(file, "export { DealingEngine } from '../trading/engine.js';\n", 'public face');
    await expectAllowed(file, "export type { DealingEngine } from '../trading/index.js';\n");
  });

  it('a service never imports http/ (AppError comes from src/errors.ts) nor a route file', async () => {
    const file = 'apps/server/src/modules/trading/planted.service.ts';
    await expectRefused(file, "export { AppError } from '../../http/errors.js';\n", 'never import http/');
    await expectRefused(
      file,
      "export { tradingRoutes } from './trading.routes.js';\n",
      'never import http/ or routes',
    );
    await expectAllowed(file, "export { AppError } from '../../errors.js';\n");
    // Route files answer through http/.
    await expectAllowed(
      'apps/server/src/modules/trading/planted.routes.ts',
      "export { envelope } from '../../http/envelope.js';\n",
    );
  });

  it('a repository never imports a service', async () => {
    const file = 'apps/server/src/modules/trading/planted.repository.ts';
    await expectRefused(
      file,
      "export { TradingService } from './trading.service.js';\n",
      'repository is below services',
    );
    await expectAllowed(file, "export { orders } from '../../db/schema.js';\n");
  });

  it('a route file calls services, never the database (no drizzle-orm or db/ import)', async () => {
    const file = 'apps/server/src/modules/wallet/planted.routes.ts';
    await expectRefused(file, "export { ledgerEntries } from '../../db/schema.js';\n", 'never the database');
    await expectRefused(file, "export type { Db } from '../../db/client.js';\n", 'never the database');
    await expectRefused(file, "export { eq } from 'drizzle-orm';\n", 'never the database');
    await expectAllowed(file, "export { WalletService } from './wallet.service.js';\n");
    // Below the routes, a service or repository may use both.
    await expectAllowed(
      'apps/server/src/modules/wallet/planted.repository.ts',
      "export { eq } from 'drizzle-orm';\n",
    );
  });

  it('db/ imports no module', async () => {
    const file = 'apps/server/src/db/planted.ts';
    await expectRefused(file, "export { post } from '../modules/wallet/index.js';\n", 'bottom layer');
  });
});

describe('time only through the injected clock and scheduler', () => {
  const file = 'apps/server/src/modules/trading/planted-time.ts';

  it('refuses Date.now and new Date() in a server module', async () => {
    await expectRefused(file, 'export const at = Date.now();\n', 'injected Clock');
    await expectRefused(file, 'export const at = new Date();\n', 'injected Clock');
    await expectRefused(file, 'export const at = performance.now();\n', 'injected Scheduler');
    // A date built from a value is not a clock read.
    await expectAllowed(file, 'export const at = new Date(0);\n');
  });

  it('refuses raw timers in a server module', async () => {
    await expectRefused(file, 'setInterval(() => undefined, 5);\n', 'injected Scheduler');
    await expectRefused(file, 'setTimeout(() => undefined, 5);\n', 'injected Scheduler');
    await expectRefused(file, 'setImmediate(() => undefined);\n', 'injected Scheduler');
  });

  it('allows them in clock.ts only: the boot code and the CLI use its system clock and scheduler', async () => {
    await expectAllowed('apps/server/src/clock.ts', 'export const at = Date.now();\n');
    await expectAllowed('apps/server/src/clock.ts', 'setTimeout(() => undefined, 5);\n');
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
    await expectRefused(server, 'export const open = (o: { status: number }) => o.status === 1;\n', named);
    await expectRefused(server, 'export const long = (o: { side: number }) => 1 !== o.side;\n', named);
    // The clock-ruled server files and the copy module (outside the time rule) alike.
    await expectRefused(
      'apps/server/src/modules/copy/planted.ts',
      'export const f = (r: { status: number }) => r.status !== 0;\n',
      named,
    );
    await expectRefused(
      'apps/admin/src/features/clients/planted.tsx',
      'export const held = (r: { Status: number }) => r.Status === 3;\n',
      named,
    );
    // The time rule still fires beside it in the same file.
    await expectRefused(server, 'export const at = Date.now();\n', 'injected Clock');
  });

  it('allows the named constant, and a number that is not a status', async () => {
    const file = 'apps/server/src/modules/trading/planted-status.ts';
    await expectAllowed(
      file,
      "import { OrderStatus } from '@fxdesk/contract';\nexport const open = (o: { status: number }) => o.status === OrderStatus.HOLDING;\n",
    );
    await expectAllowed(file, 'export const one = (o: { count: number }) => o.count === 1;\n');
  });
});
