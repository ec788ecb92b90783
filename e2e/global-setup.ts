import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    /** The first back-office account (the owner). */
    adminEmail: string;
    adminPassword: string;
  }
}

const ROOT = new URL('..', import.meta.url).pathname;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
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
 * Starts the built platform exactly as `npm start` does (embedded database, fresh data
 * directory) and hands its URL and data directory to the browser tests.
 */
export default async function setup(project: TestProject) {
  const main = path.join(ROOT, 'apps/server/dist/main.js');
  if (!fs.existsSync(main)) throw new Error('run `npm run build` first (npm run test:e2e does)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxdesk-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  // A first start creates the embedded database; on 2 cores shared with other jobs that has taken
  // over a minute.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy in 180 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  const admin = await firstAdmin(() => log);
  project.provide('adminEmail', admin.email);
  project.provide('adminPassword', admin.password);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
