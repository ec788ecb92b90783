import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireStoreLock, StoreLockedError } from './store-lock.js';

const children: ChildProcess[] = [];
const dirs: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxdesk-lock-'));
  dirs.push(dir);
  return dir;
}

/** A second OS process that takes the lock in `dir` and then waits to be killed. */
async function holdInChild(dir: string): Promise<ChildProcess> {
  const module = new URL('./store-lock.ts', import.meta.url).pathname;
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import(${JSON.stringify(module)}).then((m) => { m.acquireStoreLock(${JSON.stringify(dir)}); console.log('held'); setInterval(() => {}, 1000); });`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('held')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`lock holder exited early (${code})`)));
  });
  return child;
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded store lock', () => {
  it('refuses a second holder in another process, naming it', async () => {
    const dir = tempDir();
    const child = await holdInChild(dir);
    let refused: unknown;
    try {
      acquireStoreLock(dir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(StoreLockedError);
    expect((refused as Error).message).toContain(`pid ${child.pid}`);
    expect((refused as Error).message).toContain(dir);
  }, 30_000);

  it('recovers a lock left by a process killed with SIGKILL', async () => {
    const dir = tempDir();
    const child = await holdInChild(dir);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const lock = acquireStoreLock(dir);
    const holder = JSON.parse(fs.readFileSync(lock.path, 'utf8')) as { pid: number };
    expect(holder.pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(lock.path)).toBe(false);
  }, 30_000);

  it('treats a live pid that started after the lock was written as a reused pid', () => {
    const dir = tempDir();
    // pid 1 is alive, but it did not start at tick 1 (the lock's recorded start).
    fs.writeFileSync(
      path.join(dir, 'pg.lock'),
      JSON.stringify({ pid: 1, host: os.hostname(), startTicks: 1, startedAt: 'x', command: 'old' }),
    );
    const canTell = fs.existsSync('/proc/1/stat');
    if (!canTell) return;
    const lock = acquireStoreLock(dir);
    lock.release();
  });

  it('is taken once in a process and released only by its holder', () => {
    const dir = tempDir();
    const lock = acquireStoreLock(dir);
    expect(() => acquireStoreLock(dir)).toThrow(StoreLockedError);
    lock.release();
    const again = acquireStoreLock(dir);
    lock.release(); // a second release of the old handle must not remove the new holder's lock
    expect(fs.existsSync(again.path)).toBe(true);
    again.release();
  });

  it('never lets two processes recovering the same stale lock both win', async () => {
    const dir = tempDir();
    fs.writeFileSync(
      path.join(dir, 'pg.lock'),
      JSON.stringify({
        pid: 2 ** 22 + 7,
        host: os.hostname(),
        startTicks: null,
        startedAt: 'x',
        command: 'dead',
      }),
    );
    const module = new URL('./store-lock.ts', import.meta.url).pathname;
    const race = () =>
      new Promise<string>((resolve) => {
        const child = spawn(
          process.execPath,
          [
            '--import',
            'tsx',
            '-e',
            `import(${JSON.stringify(module)}).then((m) => { try { m.acquireStoreLock(${JSON.stringify(dir)}); console.log('won'); setInterval(() => {}, 1000); } catch (e) { console.log(e.name); } });`,
          ],
          { stdio: ['ignore', 'pipe', 'inherit'] },
        );
        children.push(child);
        // The winner keeps holding (until afterEach kills it), so a loser can never win by
        // arriving after the winner has gone, however slow the machine.
        child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
        child.once('exit', () => resolve('exited'));
      });
    const results = await Promise.all([race(), race(), race(), race()]);
    expect(results.filter((r) => r === 'won')).toHaveLength(1);
    expect(results.filter((r) => r === 'StoreLockedError')).toHaveLength(3);
  }, 60_000);
});
