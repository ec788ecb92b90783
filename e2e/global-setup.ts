import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { GOLDEN_ENV, prepareGolden } from './golden.js';
import { freePort, startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    /** A stopped first-boot data directory without staff, copied by `freshDataDir`. */
    goldenDataDir: string;
  }
}

/**
 * Starts the built platform exactly as `npm start` does (embedded database, a data directory
 * as a first start leaves it) and hands its URL and data directory to the browser tests that
 * change nothing shared (two files run at once); a file that changes settings or signs in as
 * staff starts its own server on a copy of the first boot (e2e/golden.ts), made here or, when
 * FXDESK_E2E_GOLDEN_DIR names one made from this build, taken from there (and left in place).
 */
export default async function setup(project: TestProject) {
  const given = process.env[GOLDEN_ENV];
  const golden = given && fs.existsSync(path.join(given, 'pg')) ? given : await prepareGolden();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxdesk-e2e-'));
  fs.cpSync(golden, dataDir, { recursive: true });
  const server = await startServer({ dataDir, port: await freePort(), healthyWithinMs: 180_000 });
  project.provide('baseURL', server.baseURL);
  project.provide('dataDir', dataDir);
  project.provide('goldenDataDir', golden);
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (golden !== given) fs.rmSync(golden, { recursive: true, force: true });
  };
}
