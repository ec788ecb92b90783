import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
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
 * One real first boot for the whole run (database created, migrated, seeded, three weeks of
 * history and demo traders back-filled), stopped cleanly; its back-office accounts are then
 * removed, so a server started on a copy still makes its first owner itself (from
 * ADMIN_EMAIL/ADMIN_PASSWORD or as a printed one-time account), as on a fresh install. Each
 * browser-test server starts on a copy instead of repeating the first boot (~30 s of CPU).
 */
async function prepareGolden(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxdesk-e2e-golden-'));
  const server = await startServer({ dataDir, port: await freePort(), healthyWithinMs: 600_000 });
  await server.stop();
  const db = new PGlite(path.join(dataDir, 'pg'));
  await db.exec('delete from admins');
  await db.close();
  return dataDir;
}

/**
 * Starts the built platform exactly as `npm start` does (embedded database, a data directory
 * as a first start leaves it) and hands its URL and data directory to the browser tests that
 * change nothing shared (two files run at once); a file that changes settings or signs in as
 * staff starts its own server on a copy of the first boot.
 */
export default async function setup(project: TestProject) {
  const golden = await prepareGolden();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxdesk-e2e-'));
  fs.cpSync(golden, dataDir, { recursive: true });
  const server = await startServer({ dataDir, port: await freePort(), healthyWithinMs: 180_000 });
  project.provide('baseURL', server.baseURL);
  project.provide('dataDir', dataDir);
  project.provide('goldenDataDir', golden);
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(golden, { recursive: true, force: true });
  };
}
