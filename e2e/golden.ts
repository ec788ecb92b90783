import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { freePort, startServer } from './server.js';

/**
 * One real first boot of the built server (database created, migrated, seeded, three weeks of
 * history and demo traders back-filled), stopped cleanly; its back-office accounts are then
 * removed, so a server started on a copy still makes its first owner itself (from
 * ADMIN_EMAIL/ADMIN_PASSWORD or as a printed one-time account), as on a fresh install. The
 * browser tests' servers and the cold-load check start on copies instead of repeating the first
 * boot (~30 s of CPU each).
 */
export async function prepareGolden(
  dataDir: string = fs.mkdtempSync(path.join(os.tmpdir(), 'fxdesk-e2e-golden-')),
): Promise<string> {
  fs.mkdirSync(dataDir, { recursive: true });
  const server = await startServer({ dataDir, port: await freePort(), healthyWithinMs: 600_000 });
  await server.stop();
  const db = new PGlite(path.join(dataDir, 'pg'));
  await db.exec('delete from admins');
  await db.close();
  return dataDir;
}

/** The golden directory that the environment names (made earlier, e.g. by CI beside another step). */
export const GOLDEN_ENV = 'FXDESK_E2E_GOLDEN_DIR';

// `npx tsx e2e/golden.ts <dir>`: makes the golden directory there (CI does, beside the
// PostgreSQL step, once the build is done), for `FXDESK_E2E_GOLDEN_DIR=<dir>`.
if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const target = process.argv[2];
  if (!target) throw new Error('usage: npx tsx e2e/golden.ts <empty directory>');
  const started = Date.now();
  await prepareGolden(target);
  console.log(`first-boot data directory in ${target} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
