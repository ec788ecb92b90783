/**
 * The real FXDesk server as a child process (`node apps/server/dist/main.js`) on a throw-away
 * database, and the few API calls the bench needs to set it up. Everything is on 127.0.0.1.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, createWriteStream, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;
/** auth.service.ts allows 20 new demo accounts per client IP an hour. */
const DEMO_ACCOUNTS_PER_IP = 20;

export function buildServer(): void {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { status } = spawnSync(npm, ['run', 'build', '-w', 'apps/server'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 180_000,
  });
  if (status !== 0) throw new Error(`npm run build -w apps/server failed (exit ${status})`);
}

/**
 * A snapshot of the built server in `dir`: package.json and dist/main.js copied, migrations and
 * node_modules linked. The bundle finds its package root by walking up from itself, so it runs
 * from there unchanged, and a rebuild of apps/server/dist during the run cannot swap the code
 * under the bench. The snapshot has no web or admin bundle beside it: static files are not on
 * the measured path (and a built admin bundle currently makes the server fail to start, see
 * docs/benchmarks.md).
 */
export function stageServer(dir: string, bundle?: string): string {
  const server = join(dir, 'apps/server');
  mkdirSync(join(server, 'dist'), { recursive: true });
  mkdirSync(join(server, 'src/db'), { recursive: true });
  copyFileSync(join(repoRoot, 'apps/server/package.json'), join(server, 'package.json'));
  copyFileSync(bundle ?? join(repoRoot, 'apps/server/dist/main.js'), join(server, 'dist/main.js'));
  symlinkSync(join(repoRoot, 'apps/server/src/db/migrations'), join(server, 'src/db/migrations'));
  symlinkSync(join(repoRoot, 'node_modules'), join(server, 'node_modules'));
  return join(server, 'dist/main.js');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function waitHealthy(baseUrl: string, child: ChildProcess, logPath: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = readFileSync(logPath, 'utf8').split('\n').slice(-20).join('\n');
  throw new Error(`the server did not become healthy (exit ${child.exitCode}); its log ends:\n${log}`);
}

/**
 * Starts the server with only what it needs: its own database, port and data directory, warn-level
 * logs, no Redis (one process, in-memory bus), and TRUST_PROXY so that demo accounts can be
 * created past the per-IP limit with an X-Forwarded-For header (set only on those set-up calls).
 */
export async function startServer(options: {
  mainPath: string;
  databaseUrl: string;
  port: number;
  dataDir: string;
}): Promise<RunningServer> {
  const logPath = join(options.dataDir, 'server.log');
  const log = createWriteStream(logPath, { flags: 'a' });
  // Not the caller's environment: a REDIS_URL or ROLE there would change what is measured.
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
  Object.assign(env, {
    DATABASE_URL: options.databaseUrl,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
  });
  // BENCH_CPU_PROF=DIR writes a V8 CPU profile of the server to DIR (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, options.mainPath], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const baseUrl = `http://127.0.0.1:${options.port}`;
  try {
    await waitHealthy(baseUrl, child, logPath);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
      log.end();
    },
  };
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function api<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 1) throw new Error(`${url}: ${response.status} ${body.code} ${body.msg}`);
  return body.data;
}

export interface DemoAccount {
  token: string;
  userId: number;
}

/** `count` new demo accounts (10,000 USD each) through the public demo login. */
export async function createDemoAccounts(baseUrl: string, count: number): Promise<DemoAccount[]> {
  const accounts: DemoAccount[] = [];
  for (let index = 0; index < count; index++) {
    const forwardedFor = `127.0.${1 + Math.floor(index / DEMO_ACCOUNTS_PER_IP)}.1`;
    const session = await api<{ token: string; user: { id: number } }>(
      `${baseUrl}/api/user/createAccountDemoForU?demo_id=${randomUUID()}`,
      { headers: { 'x-forwarded-for': forwardedFor } },
    );
    accounts.push({ token: session.token, userId: session.user.id });
  }
  return accounts;
}

/** The id of a pair from the public pair list. */
export async function pairId(baseUrl: string, code: string): Promise<number> {
  const pairs = await api<{ Id: number; Code: string }[]>(`${baseUrl}/v1/api/forex/trade_list`);
  const pair = pairs.find((candidate) => candidate.Code === code);
  if (!pair) throw new Error(`the server lists no ${code}`);
  return pair.Id;
}
