import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Two real server processes on one embedded data directory (security issue, defect 1): the
 * second must refuse to start, naming the first, and leave the first and its data untouched;
 * after the first is killed with SIGKILL the next start recovers the stale lock and finds every
 * acknowledged write. Skipped on the PostgreSQL run (the embedded store is the subject).
 */
const MAIN = new URL('../src/main.ts', import.meta.url).pathname;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxdesk-two-'));
const running: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });
}

interface Started {
  child: ChildProcess;
  port: number;
  /** Resolves with the exit code and everything printed, once the process ends. */
  exited: Promise<{ code: number | null; output: string }>;
  /** Resolves once the server listens (or rejects when it exits first). */
  ready: Promise<void>;
}

async function start(): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  let onReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes('FXDesk is running')) onReady();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
  const listening = Promise.race([
    ready,
    exited.then(({ code, output: out }) => {
      throw new Error(`server exited (${code}) before listening:\n${out}`);
    }),
  ]);
  listening.catch(() => {}); // a start that is meant to fail is awaited through `exited`
  return { child, port, exited, ready: listening };
}

async function api<T>(port: number, url: string, token?: string): Promise<{ code: number; data: T }> {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    headers: token ? { authorization: token } : {},
  });
  return (await response.json()) as { code: number; data: T };
}

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.FXDESK_TEST_DATABASE_URL))(
  'two processes on one embedded database',
  () => {
    it('refuses the second start, keeps the first serving, and recovers after kill -9', async () => {
      const first = await start();
      await first.ready;
      const demo = await api<{ token: string; user: { id: number } }>(
        first.port,
        '/api/user/createAccountDemoForU?demo_id=twoprocess-device',
      );
      expect(demo.code).toBe(1);

      const second = await start();
      const refused = await second.exited;
      expect(refused.code).toBe(3);
      expect(refused.output).toContain(`pid ${first.child.pid}`);
      expect(refused.output).toContain('in use by another FXDesk process');

      // The first process is untouched: same account, and new writes still land.
      const again = await api<{ user: { id: number } }>(
        first.port,
        '/api/user/createAccountDemoForU?demo_id=twoprocess-device',
      );
      expect(again.data.user.id).toBe(demo.data.user.id);
      const other = await api<{ user: { id: number } }>(
        first.port,
        '/api/user/createAccountDemoForU?demo_id=twoprocess-other',
      );
      expect(other.data.user.id).not.toBe(demo.data.user.id);

      first.child.kill('SIGKILL');
      await first.exited;
      expect(fs.existsSync(path.join(dataDir, 'pg.lock'))).toBe(true); // left behind by kill -9

      const third = await start();
      await third.ready;
      const balance = await api<{ balance: number }>(
        third.port,
        '/v1/api/main/wallet/getBalance',
        demo.data.token,
      );
      expect(balance).toMatchObject({ code: 1, data: { balance: 10000 } });
      const otherAgain = await api<{ user: { id: number } }>(
        third.port,
        '/api/user/createAccountDemoForU?demo_id=twoprocess-other',
      );
      expect(otherAgain.data.user.id).toBe(other.data.user.id);
      third.child.kill('SIGTERM');
      expect((await third.exited).code).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'pg.lock'))).toBe(false); // released on a clean stop
    }, 180_000);
  },
);
