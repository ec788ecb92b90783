import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { expectAcknowledgedDealsKept } from './deal-checks.js';

/**
 * The crash test (security issue): a real server on the embedded database, mixed traffic from
 * several accounts (market orders with idempotency keys, closes), `kill -9` at a random moment,
 * restart, more traffic, again. At the end every acknowledged order exists exactly once, every
 * acknowledged close is closed with exactly one realized-P&L entry, and Σ ledger = balance for
 * every account. CI runs FXDESK_CRASH_KILLS (default 3) kills; the long run is documented in
 * docs/security.md (FXDESK_CRASH_KILLS=200). FXDESK_CRASH_BUDGET_S ends a long run early: no
 * new kill starts after that many seconds, and the verdict covers the kills made.
 * FXDESK_CRASH_PROGRESS=path appends a line per kill (kills, acknowledged orders and closes,
 * seconds), so a run stopped from outside still leaves its figures.
 */
const KILLS = Number(process.env.FXDESK_CRASH_KILLS ?? 3);
const BUDGET_MS = Number(process.env.FXDESK_CRASH_BUDGET_S ?? 0) * 1000;
/** FXDESK_CRASH_UNTIL=<ISO time>: no kill starts after it (a wall-clock end for shared machines). */
const UNTIL_MS = process.env.FXDESK_CRASH_UNTIL ? Date.parse(process.env.FXDESK_CRASH_UNTIL) : 0;
const PROGRESS = process.env.FXDESK_CRASH_PROGRESS;
const ACCOUNTS = 6;
// The long run takes up to two minutes a kill on a loaded machine (at nice 19).
const TIMEOUT_MS = Math.max(600_000, KILLS * 120_000);
/** How long a restart may take to answer /healthz 200 (a cold start on a loaded machine). */
const START_MS = Number(process.env.FXDESK_CRASH_START_S ?? 300) * 1000;
const SERVER_DIR = new URL('..', import.meta.url).pathname;
/**
 * The server restarted after each kill is the production bundle (`node build.mjs`, what
 * `npm start` runs), built once from the current source into the test's own directory. Each
 * restart costs about 3.4 s of CPU from the bundle against 4.4 s under tsx (measured on this
 * machine: most of the rest is loading PGlite and its 72,000 bars of history), so a long run
 * on a shared machine makes more kills in its budget. FXDESK_CRASH_TSX=1 runs src/main.ts
 * under tsx instead.
 */
const BUNDLE_DIR = `dist/crash-test-${process.pid}`;
const USE_TSX = process.env.FXDESK_CRASH_TSX === '1';
const serverArgs = USE_TSX
  ? ['--import', 'tsx', path.join(SERVER_DIR, 'src/main.ts')]
  : [path.join(SERVER_DIR, BUNDLE_DIR, 'main.js')];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxdesk-crash-'));
let child: ChildProcess | undefined;
/** A restart that never became healthy leaves the data directory for a look. */
let keepDataDir = false;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<{ base: string; exited: Promise<number | null> }> {
  const port = await freePort();
  child = spawn(process.execPath, serverArgs, {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // pino writes to stdout: errors logged at start-up are there.
  let errors = '';
  child.stdout?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const current = child;
  const exited = new Promise<number | null>((resolve) => current.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_MS; // a cold start (tsx, migrations) on a loaded machine
  let lastAnswer = 'never answered';
  while (Date.now() < deadline) {
    if (current.exitCode !== null) throw new Error(`server exited (${current.exitCode}):\n${errors}`);
    try {
      // 200 once the feed has ticked: orders can be priced.
      const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return { base, exited };
      lastAnswer = `${res.status} ${(await res.text()).slice(0, 500)}`;
    } catch {
      // not listening yet
    }
    // A real child process: poll its /healthz on wall time.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  keepDataDir = true;
  current.kill('SIGKILL');
  throw new Error(
    `server not healthy in ${START_MS / 1000} s (/healthz: ${lastAnswer}; data kept in ${dataDir}):\n${errors}`,
  );
}

interface Envelope<T> {
  code: number;
  data: T;
}

async function call<T>(base: string, url: string, init: RequestInit = {}): Promise<Envelope<T>> {
  const response = await fetch(`${base}${url}`, { ...init, signal: AbortSignal.timeout(10_000) });
  return (await response.json()) as Envelope<T>;
}

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();

interface Trader {
  token: string;
  userId: number;
  open: number[];
}

const acknowledgedOrders = new Map<number, number>(); // order id → user id
const acknowledgedCloses = new Set<number>();

/** One account's traffic until `stop` says so: open, and close about every other position. */
async function trade(base: string, trader: Trader, pairId: number, stop: () => boolean, seq: { n: number }) {
  while (!stop()) {
    try {
      const closeNow = trader.open.length > 0 && Math.random() < 0.5;
      if (closeNow) {
        const id = trader.open[0]!;
        const res = await call(base, '/v1/api/forex/close', {
          method: 'POST',
          headers: { authorization: trader.token, 'content-type': 'application/x-www-form-urlencoded' },
          body: form({ id }),
        });
        if (res.code === 1) {
          acknowledgedCloses.add(id);
          trader.open.shift();
        } else if (res.code === 1306 || res.code === 1305) {
          trader.open.shift(); // already closed by an earlier, unanswered try
        }
      } else {
        const res = await call<{ Id: number }>(base, '/v1/api/forex/submit', {
          method: 'POST',
          headers: {
            authorization: trader.token,
            'content-type': 'application/x-www-form-urlencoded',
            'idempotency-key': `crash-${trader.userId}-${seq.n++}-${Math.random().toString(36).slice(2)}`,
          },
          body: form({ type: 1 + (seq.n % 2), cont: '0.01', forex_id: pairId, status: 1, multiple: 100 }),
        });
        if (res.code === 1) {
          expect(acknowledgedOrders.has(res.data.Id)).toBe(false); // an id is never issued twice
          acknowledgedOrders.set(res.data.Id, trader.userId);
          trader.open.push(res.data.Id);
        }
      }
    } catch {
      return; // the server died under this request: its outcome is unknown, not acknowledged
    }
  }
}

function buildBundle(): void {
  const built = spawnSync(process.execPath, ['build.mjs', BUNDLE_DIR, 'main'], {
    cwd: SERVER_DIR,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`server build failed:\n${built.stderr}${built.stdout}`);
}

afterAll(() => {
  child?.kill('SIGKILL');
  if (!keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(path.join(SERVER_DIR, BUNDLE_DIR), { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.FXDESK_TEST_DATABASE_URL))('kill -9 under mixed traffic', () => {
  // With a budget the run may end before KILLS: the title says so, and the count reached is
  // printed, annotated on the test and written to the progress file.
  it(
    BUDGET_MS > 0 || UNTIL_MS > 0
      ? `loses and doubles nothing over up to ${KILLS} kills (fewer if its time budget ends first)`
      : `loses and doubles nothing over ${KILLS} kills`,
    async ({ annotate }) => {
      const started = Date.now();
      if (!USE_TSX) buildBundle();
      let server = await startServer();
      const pairs = await call<{ Id: number; Code: string }[]>(server.base, '/v1/api/forex/trade_list');
      const pairId = pairs.data.find((p) => p.Code === 'EURUSD')!.Id;
      const traders: Trader[] = [];
      for (let i = 0; i < ACCOUNTS; i++) {
        const res = await call<{ token: string; user: { id: number } }>(
          server.base,
          `/api/user/createAccountDemoForU?demo_id=crash-device-${i}`,
          { headers: { 'x-forwarded-for': `10.9.0.${i + 1}` } },
        );
        expect(res.code).toBe(1);
        traders.push({ token: res.data.token, userId: res.data.user.id, open: [] });
      }

      let kills = 0;
      for (let kill = 0; kill < KILLS; kill++) {
        if (BUDGET_MS > 0 && Date.now() - started > BUDGET_MS) break;
        if (UNTIL_MS > 0 && Date.now() > UNTIL_MS) break;
        let stopped = false;
        const seq = { n: kill * 100_000 };
        let trading = traders.length;
        const traffic = traders.map((trader) =>
          trade(server.base, trader, pairId, () => stopped, seq).finally(() => trading--),
        );
        // The kill comes 0.8–2.5 s after this cycle's first acknowledged order or close, so
        // every kill lands in traffic even when a loaded machine answers slowly after a restart.
        const answeredBefore = acknowledgedOrders.size + acknowledgedCloses.size;
        const waitUntil = Date.now() + START_MS;
        while (acknowledgedOrders.size + acknowledgedCloses.size === answeredBefore && trading > 0) {
          if (Date.now() > waitUntil)
            throw new Error(`nothing acknowledged in ${START_MS / 1000} s after restart`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await new Promise((resolve) => setTimeout(resolve, 800 + Math.random() * 1700));
        child!.kill('SIGKILL');
        stopped = true;
        await server.exited;
        await Promise.all(traffic);
        server = await startServer();
        kills = kill + 1;
        const progress = `crash test: ${kills}/${KILLS} kills, ${acknowledgedOrders.size} orders and ${acknowledgedCloses.size} closes acknowledged, ${Math.round((Date.now() - started) / 1000)} s`;
        if (PROGRESS) fs.appendFileSync(PROGRESS, `${new Date().toISOString()} ${progress}\n`);
        if (kills % 10 === 0) console.log(progress);
      }
      // A clean stop, then the store is read directly (under its lock) for the verdict.
      child!.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      expect(kills).toBeGreaterThan(0);
      // Each kill came after an acknowledgement of its cycle; opens and closes both exercised.
      expect(acknowledgedOrders.size + acknowledgedCloses.size).toBeGreaterThanOrEqual(kills);
      expect(acknowledgedOrders.size).toBeGreaterThan(0);
      expect(acknowledgedCloses.size).toBeGreaterThan(0);
      const reached = `crash test: ${kills} of ${KILLS} kills made${kills < KILLS ? ' (its time budget ended the run)' : ''}, ${acknowledgedOrders.size} acknowledged orders, ${acknowledgedCloses.size} acknowledged closes, ${Math.round((Date.now() - started) / 1000)} s`;
      console.log(reached);
      await annotate(reached);
      const database = await openDatabase({ dataDir });
      try {
        await expectAcknowledgedDealsKept(
          (sql, params) => database.withSession((session) => session.query(sql, params)),
          { orders: acknowledgedOrders, closes: acknowledgedCloses, userIds: traders.map((t) => t.userId) },
        );
        if (PROGRESS)
          fs.appendFileSync(
            PROGRESS,
            `${new Date().toISOString()} verdict after ${kills} kills: every acknowledged order once, every acknowledged close closed with one P&L entry, no fee twice, Σ ledger = balance\n`,
          );
      } finally {
        await database.close();
      }
    },
    TIMEOUT_MS,
  );
});
