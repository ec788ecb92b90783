import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { exact } from './ledger-helpers.js';

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
const PROGRESS = process.env.FXDESK_CRASH_PROGRESS;
const ACCOUNTS = 6;
// The long run takes up to two minutes a kill on a loaded machine (at nice 19).
const TIMEOUT_MS = Math.max(600_000, KILLS * 120_000);
/** How long a restart may take to answer /healthz 200 (a cold start on a loaded machine). */
const START_MS = Number(process.env.FXDESK_CRASH_START_S ?? 300) * 1000;
const MAIN = new URL('../src/main.ts', import.meta.url).pathname;
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
  child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
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

afterAll(() => {
  child?.kill('SIGKILL');
  if (!keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.FXDESK_TEST_DATABASE_URL))('kill -9 under mixed traffic', () => {
  it(
    `loses and doubles nothing over ${KILLS} kills`,
    async () => {
      const started = Date.now();
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
        let stopped = false;
        const seq = { n: kill * 100_000 };
        const traffic = traders.map((trader) => trade(server.base, trader, pairId, () => stopped, seq));
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
      expect(acknowledgedOrders.size).toBeGreaterThan(kills * 5);
      expect(acknowledgedCloses.size).toBeGreaterThan(kills * 2); // the closes were really exercised
      console.log(
        `crash test: ${kills} kills, ${acknowledgedOrders.size} acknowledged orders, ${acknowledgedCloses.size} acknowledged closes, ${Math.round((Date.now() - started) / 1000)} s`,
      );
      const database = await openDatabase({ dataDir });
      try {
        const rows = await database.withSession((s) =>
          s.query<{ id: number; user_id: number; status: number }>('select id, user_id, status from orders'),
        );
        const byId = new Map(rows.map((r) => [Number(r.id), r]));
        for (const [id, userId] of acknowledgedOrders) {
          expect(byId.get(id)?.user_id, `acknowledged order ${id}`).toBe(userId);
        }
        const pnl = await database.withSession((s) =>
          s.query<{ ref_id: string; n: number }>(
            "select ref_id, count(*)::int as n from ledger_entries where kind = 'realized_pnl' group by ref_id",
          ),
        );
        const pnlCount = new Map(pnl.map((r) => [Number(r.ref_id), Number(r.n)]));
        for (const id of acknowledgedCloses) {
          expect(byId.get(id)?.status, `acknowledged close ${id}`).toBe(3);
          expect(pnlCount.get(id) ?? 0, `P&L entries of close ${id}`).toBe(1);
        }
        const fees = await database.withSession((s) =>
          s.query<{ ref_id: string; n: number }>(
            "select ref_id, count(*)::int as n from ledger_entries where kind = 'fee' group by ref_id having count(*) > 1",
          ),
        );
        expect(fees, 'an order charged its fee twice').toEqual([]);
        const sums = await database.withSession((s) =>
          s.query<{ user_id: number; balance: string; lock: string; sum: string; lock_sum: string }>(
            `select a.user_id, a.balance::text as balance, a.lock_balance::text as lock,
                  coalesce(sum(l.amount), 0)::text as sum, coalesce(sum(l.lock_amount), 0)::text as lock_sum
             from accounts a left join ledger_entries l on l.account_id = a.id
            where a.user_id = any($1::int[])
            group by a.user_id, a.balance, a.lock_balance`,
            [traders.map((t) => t.userId)],
          ),
        );
        expect(sums).toHaveLength(ACCOUNTS);
        for (const row of sums) {
          expect(exact(row.sum), `Σ ledger = balance for user ${row.user_id}`).toBe(exact(row.balance));
          expect(exact(row.lock_sum)).toBe(exact(row.lock));
        }
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
