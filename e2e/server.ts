import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;

export async function freePort(): Promise<number> {
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
 * Ends what a test file started for itself, whichever parts of it did start: its browser, its
 * own server and that server's data directory.
 */
export async function closeOwn(
  browser: { close(): Promise<void> } | undefined,
  server: RunningServer | undefined,
  dataDir: string | undefined,
): Promise<void> {
  await browser?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

export interface RunningServer {
  child: ChildProcess;
  baseURL: string;
  log: () => string;
  stop(): Promise<void>;
}

/** Starts the built platform exactly as `npm start` does and waits for /healthz to say `up`. */
export async function startServer(opts: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  /** How long to wait for /healthz (a first start creates the embedded database). */
  healthyWithinMs?: number;
}): Promise<RunningServer> {
  const main = path.join(ROOT, 'apps/server/dist/main.js');
  if (!fs.existsSync(main)) throw new Error('run `npm run build` first (npm run test:e2e does)');
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseURL = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + (opts.healthyWithinMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      // Serving and the feed live: "degraded" (no tick heard yet) would refuse a first order.
      const health = await fetch(`${baseURL}/healthz`);
      if (health.ok && ((await health.json()) as { data?: { status?: string } }).data?.status === 'up') break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running behind a failed start (it would hold the port and a core).
      child.kill('SIGTERM');
      throw new Error(
        `server did not become healthy in ${(opts.healthyWithinMs ?? 90_000) / 1000} s:\n${log}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    child,
    baseURL,
    log: () => log,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/**
 * The first back-office account: ADMIN_EMAIL/ADMIN_PASSWORD when the environment sets them,
 * otherwise the one-time credentials a fresh server prints on stdout (DESIGN §2).
 */
export async function firstAdmin(log: () => string): Promise<{ email: string; password: string }> {
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
