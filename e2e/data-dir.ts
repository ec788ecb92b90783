import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

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
