/**
 * bench/order-path (trading issue): "Durable order path: market open + close over HTTP with
 * autocannon against PostgreSQL vs a bare loop of the same SQL transactions through `pg`, same
 * run. Target ≥ 0.5× the bare rate, p99 ≤ 20 ms at half the peak rate."
 *
 * One run: create a throw-away database on the local PostgreSQL, start the real server on it,
 * create demo accounts through the API, drive open+close cycles at peak and at half the peak
 * request rate, stop the server, run the bare `pg` loop on the same database and accounts, drop
 * the database. See docs/benchmarks.md.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runBench } from '../knobs.js';
import { bareLoop } from './bare.js';
import { accountIdsOf, createBenchDatabase, type BenchDatabase } from './database.js';
import { httpLoad } from './http-load.js';
import { pacedLoad } from './paced-load.js';
import { LIMITS, MAX_REQUESTS_PER_SECOND, USAGE, parseOptions, type OrderPathOptions } from './options.js';
import { table, verdict, type LoadResult } from './report.js';
import {
  buildServer,
  createDemoAccounts,
  freePort,
  pairId,
  stageServer,
  startServer,
  type RunningServer,
} from './server.js';

/** Busy and total jiffies of all CPUs, from /proc/stat (Linux); undefined elsewhere. */
function cpuJiffies(): { busy: number; total: number } | undefined {
  try {
    const fields =
      readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    const total = fields.reduce((sum, value) => sum + value, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

/** Runs a phase and reports how busy the whole machine was during it. */
async function phase(run: () => Promise<LoadResult>): Promise<LoadResult> {
  const before = cpuJiffies();
  const result = await run();
  const after = cpuJiffies();
  const busyPercent =
    before && after
      ? Math.round((100 * (after.busy - before.busy)) / Math.max(1, after.total - before.total))
      : NaN;
  console.log(
    `  ${result.name}: ${result.cyclesPerSecond.toFixed(1)} open+close/s, p50 ${result.latencyMs.p50.toFixed(2)} ms, ` +
      `p99 ${result.latencyMs.p99.toFixed(2)} ms, ${result.errors} errors; all CPUs ${busyPercent} % busy`,
  );
  return result;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runPhases(
  options: OrderPathOptions,
  database: BenchDatabase,
  dataDir: string,
  state: { server?: RunningServer },
) {
  const port = options.port || (await freePort());
  const mainPath = stageServer(join(dataDir, 'stage'), options.bundle);
  state.server = await startServer({ mainPath, databaseUrl: database.url, port, dataDir });
  const { baseUrl } = state.server;
  const accounts = await createDemoAccounts(baseUrl, options.accounts);
  const eurusd = await pairId(baseUrl, 'EURUSD');
  console.log(`server up on ${baseUrl}, ${accounts.length} demo accounts, EURUSD is pair ${eurusd}`);
  const load = { baseUrl, accounts, pairId: eurusd, connections: options.connections };
  const maxRequests = (durationS: number) =>
    Math.max(options.connections, durationS * MAX_REQUESTS_PER_SECOND);
  const results: { peak?: LoadResult; half?: LoadResult; bare?: LoadResult } = {};

  if (options.phases.includes('fxdesk')) {
    if (options.warmupS > 0)
      await httpLoad({
        ...load,
        name: 'warm-up',
        durationS: options.warmupS,
        maxRequests: maxRequests(options.warmupS),
      });
    results.peak = await phase(() =>
      httpLoad({
        ...load,
        name: 'fxdesk HTTP, peak',
        durationS: options.durationS,
        maxRequests: maxRequests(options.durationS),
      }),
    );
    if (options.phases.includes('half')) {
      await pause(1_000);
      const requestsPerSecond = Math.max(1, Math.round(results.peak.requestsPerSecond / 2));
      results.half = await phase(() =>
        pacedLoad({
          ...load,
          name: 'fxdesk HTTP, half rate (paced)',
          durationS: options.durationS,
          requestsPerSecond,
        }),
      );
    }
  }
  await state.server.stop();

  if (options.phases.includes('bare')) {
    await pause(1_000);
    const accountIds = await accountIdsOf(
      database.url,
      accounts.map((account) => account.userId),
    );
    const bareAccounts = accounts.map((account, index) => ({
      userId: account.userId,
      accountId: accountIds[index] ?? 0,
    }));
    const loop = bareLoop(database.url, options.barePool, bareAccounts, eurusd);
    try {
      const run = (name: string, durationS: number) =>
        loop.run({ name, workers: options.connections, durationS, maxRequests: maxRequests(durationS) });
      if (options.warmupS > 0) await run('warm-up', options.warmupS);
      results.bare = await phase(() => run(`bare pg loop (pool ${options.barePool})`, options.durationS));
    } finally {
      await loop.close();
    }
  }
  return results;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), process.env);
  if (options === 'help') return void console.log(USAGE);
  const phases = options.phases.length;
  const budgetMs = 240_000 + phases * (options.warmupS + options.durationS + 20) * 1000;
  const state: { server?: RunningServer; database?: BenchDatabase; dataDir?: string } = {};
  let cleaning: Promise<void> | undefined;
  const cleanup = () =>
    (cleaning ??= (async () => {
      await state.server?.stop().catch(() => undefined);
      const database = state.database;
      if (database)
        await database.drop().then(
          () => console.log(`database ${database.name} dropped`),
          (error: unknown) => console.error(`could not drop ${database.name}:`, error),
        );
      if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
    })());
  const abort = (message: string, code: number) => {
    console.error(message);
    void cleanup().finally(() => process.exit(code));
  };
  setTimeout(() => abort(`order-path: gave up after ${Math.round(budgetMs / 1000)} s`, 2), budgetMs).unref();
  process.once('SIGINT', () => abort('order-path: interrupted', 130));
  process.once('SIGTERM', () => abort('order-path: terminated', 143));

  console.log(
    `order-path: ${options.connections} connections over ${options.accounts} demo accounts, warm-up ${options.warmupS} s, ` +
      `window ${options.durationS} s, phases ${options.phases.join(', ')}; ${cpus().length} cores, node ${process.version}`,
  );
  if (options.build) buildServer();
  try {
    state.dataDir = mkdtempSync(join(tmpdir(), 'fxdesk-bench-order-path-'));
    state.database = await createBenchDatabase(options.adminUrl);
    console.log(`database ${state.database.name} created`);
    const results = await runPhases(options, state.database, state.dataDir, state);
    const all = [results.peak, results.half, results.bare].filter((result): result is LoadResult => !!result);
    console.log(`\n${table(all)}\n`);
    for (const line of verdict(results.peak, results.half, results.bare)) console.log(line);
    if (options.jsonPath)
      writeFileSync(
        options.jsonPath,
        JSON.stringify(
          { date: new Date().toISOString(), options: { ...options, adminUrl: undefined }, results },
          null,
          2,
        ),
      );
  } finally {
    await cleanup();
  }
}

runBench(main, LIMITS);
