import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;

/**
 * A new data directory for a test's own server, holding a copy of the run's first-boot
 * database (global-setup): the server starts in seconds instead of repeating the first boot,
 * and still makes its first back-office owner itself.
 */
export function freshDataDir(prefix: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(inject('goldenDataDir'), dataDir, { recursive: true });
  return dataDir;
}

/** A back-office account made with the `user:create` CLI on a data directory, before its server starts. */
export function createStaff(dataDir: string, role: string, staff: { email: string; password: string }): void {
  const cli = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'apps/server/dist/cli/user-create.js'),
      ...['--admin', '--role', role, '--email', staff.email, '--password', staff.password],
    ],
    { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, encoding: 'utf8' },
  );
  if (cli.status !== 0) throw new Error(`user:create failed:\n${cli.stdout}${cli.stderr}`);
}
