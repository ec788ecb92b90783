import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Real server processes for the scale-out and failover tests (tsx on the sources). */
const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

export interface NodeProcess {
  child: ChildProcess;
  port: number;
  base: string;
  log: () => string;
}

/** Starts `main.ts` with `env` and waits until its /healthz answers 200 (a tick was heard). */
export async function startNode(env: Record<string, string>, timeoutMs = 150_000): Promise<NodeProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`node exited:\n${log}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error(`node not healthy:\n${log}`);
    // A real child process starting: poll its /healthz on wall time.
    await new Promise((r) => setTimeout(r, 300));
  }
  return { child, port, base, log: () => log };
}

/** SIGTERM (or the given signal) and wait for the exit. */
export async function stopNode(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  // A node that has not finished its graceful stop in 15 s (a loaded machine) is killed: the
  // tests that need a graceful stop check its outcome themselves.
  const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(kill);
}

/**
 * A database on the test PostgreSQL server and a data directory of their own for a test's server
 * processes (`name` tells them apart): `createDatabase` makes the database and answers its URL;
 * `dispose` stops every node pushed on `nodes`, then drops the database and the directory.
 */
export function scratchCluster(serverUrl: string | undefined, name: string) {
  const dbName = `fxdesk_${name}_${process.pid}_${Date.now()}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fxdesk-${name}-`));
  const nodes: NodeProcess[] = [];
  const asAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  };
  return {
    dataDir,
    nodes,
    async createDatabase(): Promise<string> {
      await asAdmin(`create database ${dbName}`);
      const url = new URL(serverUrl!);
      url.pathname = `/${dbName}`;
      return url.toString();
    },
    async dispose(): Promise<void> {
      for (const node of nodes) await stopNode(node.child);
      await asAdmin(`drop database if exists ${dbName} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
