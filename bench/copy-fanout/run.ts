/**
 * bench/copy-fanout (copy-trading issue): one leader fill copied to N followers (default 1,000)
 * on PostgreSQL. Measures, in one run, the time from the leader's fill to the last copy committed,
 * and the leader's own order latency with N followers against the same leader path with none,
 * as a ratio. Targets: leader latency ≤ 1.2× without followers; 1,000 copies committed ≤ 2 s.
 *
 * One run: a throw-away database on the local PostgreSQL (dropped after), migrated and seeded;
 * the server's context, market and engine in this process (as the engine process runs them);
 * accounts and follows inserted in batches; then rounds of: a solo leader's market order, the
 * followed leader's market order (copies fanned out after its commit), both closed again.
 *
 *   npm run bench -- copy-fanout [--followers 1000] [--rounds 5] [--admin-url postgres://…]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.js';
import { createContext } from '../../apps/server/src/context-factory.js';
import { fromPostgres } from '../../apps/server/src/db/client.js';
import { migrate } from '../../apps/server/src/db/migrate.js';
import { seed } from '../../apps/server/src/seed/seed.js';
import { createMarketRuntime } from '../../apps/server/src/modules/market/market.setup.js';
import { rows } from '../../apps/server/src/modules/copy/stats.repository.js';
import { createBenchDatabase } from '../order-path/database.js';

const { values } = parseArgs({
  options: {
    followers: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '5' },
    'admin-url': { type: 'string' },
  },
});
const FOLLOWERS = Math.min(5000, Math.max(1, Number(values.followers)));
const ROUNDS = Math.min(50, Math.max(1, Number(values.rounds)));
const adminUrl =
  values['admin-url'] ?? process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const step = (what: string) => process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${what}\n`);

async function main() {
  const bench = await createBenchDatabase(adminUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'fxdesk-copy-bench-'));
  const database = fromPostgres(bench.url, 10);
  try {
    step('migrating');
    await migrate(database);
    await seed(
      database.db,
      loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        ADMIN_EMAIL: 'o@bench.test',
        ADMIN_PASSWORD: 'bench-password-123',
      }),
    );
    // One tick feeds the whole run: the stale-price guard would refuse market orders after 2 s.
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: bench.url,
      PRICE_STALE_MS: '0',
    });
    const ctx = createContext(config, database);
    const log = pino({ level: 'silent' });
    const market = createMarketRuntime(ctx, log, 60);
    step('market');
    await market.init();
    await market.ingest([{ code: 'EURUSD', bid: 1.08763, ask: 1.08771, timeMs: Date.now(), volume: 1 }]);
    await ctx.trading.startEngine();
    const { db } = ctx;

    step('accounts');
    // Accounts: two leaders (solo and followed) and the followers, each credited 10,000 demo USD.
    const users = await rows<{ id: number }>(
      db,
      sql`insert into users (uid, invite_code, is_demo)
          select 'b' || g || '-' || ${process.pid}, 'i' || g || '-' || ${process.pid}, 1
          from generate_series(1, ${FOLLOWERS + 2}) g returning id`,
    );
    const ids = users.map((u) => u.id);
    await db.execute(sql`insert into accounts (user_id) select unnest(${`{${ids.join(',')}}`}::int[])`);
    await db.execute(sql`insert into ledger_entries (account_id, kind, amount, balance_after, ref_type, ref_id)
      select a.id, 'demo_credit', 10000, 10000, 'user', a.user_id::text from accounts a where a.user_id = any(${`{${ids.join(',')}}`}::int[])`);
    await db.execute(
      sql`update accounts set balance = 10000 where user_id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    const [solo, leader, ...followers] = ids as [number, number, ...number[]];
    await db.execute(
      sql`insert into copy_traders (user_id, status, display_name) values (${leader}, 1, 'Bench leader'), (${solo}, 1, 'Solo')`,
    );
    await db.execute(sql`insert into follows (follower_id, trader_id, amount, multiple, stop_loss_rate, created_at)
      select unnest(${`{${followers.join(',')}}`}::int[]), ${leader}, 5000, 1, 0.5, now() - interval '1 minute'`);

    const pair = ctx.market.pairByCode('EURUSD')!;
    const order = {
      type: 1 as const,
      cont: '1.00',
      forex_id: pair.id,
      status: 1 as const,
      multiple: 100,
      target_price: undefined,
      stop_loss_price: undefined,
      target_profit_price: undefined,
    };
    const trading = ctx.trading.service;
    const copyEngine = ctx.copy;
    const soloMs: number[] = [];
    const leaderMs: number[] = [];
    const fanoutMs: number[] = [];
    const cpuMs: number[] = [];
    let copied = 0;
    for (let round = 0; round <= ROUNDS; round++) {
      step(`round ${round}`);
      // Without followers.
      let t0 = performance.now();
      const s = await trading.submit({ id: solo, sessionId: 0, isDemo: true }, order);
      const soloLatency = performance.now() - t0;
      await copyEngine.idle();
      // With followers: the leader's own latency, then until the last copy is committed.
      t0 = performance.now();
      const cpu0 = process.cpuUsage();
      const l = await trading.submit({ id: leader, sessionId: 0, isDemo: true }, order);
      const leaderLatency = performance.now() - t0;
      // The mirroring's work settles when the last copy's transaction has committed (or its skip
      // is recorded); polling the table instead would load the database it measures.
      await copyEngine.mirror.idle();
      const fanout = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      cpuMs.push((cpu.user + cpu.system) / 1000);
      const [opened] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from copy_trades where leader_order_id = ${l.id} and outcome = 'opened'`,
      );
      copied = opened?.n ?? 0;
      // Round 0 warms the prepared statements and the pool; it is not counted.
      if (round > 0) {
        soloMs.push(soloLatency);
        leaderMs.push(leaderLatency);
        fanoutMs.push(fanout);
      }
      await trading.close(solo, s.id, 'manual');
      await trading.close(leader, l.id, 'manual');
      await copyEngine.idle();
      await ctx.trading.engine?.idle();
    }
    const [left] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from orders where follow_id is not null and status = 1`,
    );
    const ratio = median(leaderMs) / median(soloMs);
    console.log(`followers ${FOLLOWERS}, rounds ${ROUNDS} (medians)`);
    console.log(`  leader order latency, no followers     ${median(soloMs).toFixed(2)} ms`);
    console.log(
      `  leader order latency, ${FOLLOWERS} followers  ${median(leaderMs).toFixed(2)} ms  (ratio ${ratio.toFixed(2)}×, target ≤ 1.2×)`,
    );
    console.log(
      `  fill → last copy committed             ${median(fanoutMs).toFixed(0)} ms  (target ≤ 2000 ms for 1,000)`,
    );
    console.log(`  this process's CPU during the fan-out   ${median(cpuMs).toFixed(0)} ms`);
    console.log(
      `  copies opened in the last round        ${copied} / ${FOLLOWERS}; copies left open after the closes: ${left?.n ?? 0}`,
    );
    const { oneTrip, orderPath } = copyEngine.mirror.written;
    console.log(`  copies written from the one read       ${oneTrip}; through the order path: ${orderPath}`);
    ctx.trading.stop();
    ctx.copy.stop();
    await market.stop();
    await ctx.bus.close();
  } catch (error) {
    console.error('bench failed', error);
    throw error;
  } finally {
    await database.close();
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
