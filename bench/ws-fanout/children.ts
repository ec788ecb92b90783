import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const TSX_LOADER = import.meta.resolve('tsx');
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Starts a bench TypeScript file as a child with an IPC channel. A shell raises the soft
 * open-files limit to the hard one first (thousands of sockets), then execs node in its place,
 * so the child's pid is node's (for /proc sampling).
 */
export function spawnBenchChild(file: string, env: Record<string, string>): ChildProcess {
  const child = spawn(
    '/bin/sh',
    [
      '-c',
      'ulimit -Sn "$(ulimit -Hn)" 2>/dev/null; exec "$@"',
      'sh',
      process.execPath,
      '--import',
      TSX_LOADER,
      here(file),
    ],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, ...env } },
  );
  child.on('error', (err) => console.error(`bench child ${file} failed:`, err));
  return child;
}

/** The first message of `type` from a child; rejects on timeout or if the child exits first. */
export function nextMessage<M extends { type: string }, T extends M['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
): Promise<Extract<M, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: M) => {
      if (message.type !== type) return;
      cleanup();
      resolve(message as Extract<M, { type: T }>);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`child ${child.pid} exited (${code}) before sending ${type}`));
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`child ${child.pid} sent no ${type} within ${timeoutMs} ms`));
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Asks a child to stop, then kills it if it has not exited within `graceMs`. */
export async function stopChild(child: ChildProcess, stopMessage: object, graceMs = 8_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.send(stopMessage);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));
