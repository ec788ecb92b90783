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
    /** The first back-office account (the owner). */
    adminEmail: string;
    adminPassword: string;
    /** A stopped first-boot data directory without staff, copied by `freshDataDir`. */
    goldenDataDir: string;
  }
}

/**
 * The first back-office account: ADMIN_EMAIL/ADMIN_PASSWORD when the environment sets them,
 * otherwise the one-time credentials a fresh server prints on stdout (DESIGN §2).
 */
async function firstAdmin(log: () => string): Promise<{ email: string; password: string }> {
  if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD) {
    return { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD };
  }
  const deadline = Date.now() + 10_000;
  for (;;) {
    const email = log().match(/^\s*e-mail\s+(\S+)\s*$/m)?.[1];
    const password = log().match(/^\s*password\s+(\S+)\s*$/m)?.[1];
    if (email && password) return { email, password };
    if (Date.now() > deadline)
      throw new Error(`no one-time back-office account in the server output:\n${log()}`);
    await new Promise((r) => setTimeout(r, 100));
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
 * as a first start leaves it) and hands its URL and data directory to the browser tests.
 */
export default async function setup(project: TestProject) {
  const golden = await prepareGolden();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxdesk-e2e-'));
  fs.cpSync(golden, dataDir, { recursive: true });
  const server = await startServer({ dataDir, port: await freePort(), healthyWithinMs: 180_000 });
  project.provide('baseURL', server.baseURL);
  project.provide('dataDir', dataDir);
  project.provide('goldenDataDir', golden);
  const admin = await firstAdmin(server.log);
  project.provide('adminEmail', admin.email);
  project.provide('adminPassword', admin.password);
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(golden, { recursive: true, force: true });
  };
}
