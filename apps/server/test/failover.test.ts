import { ERROR_MESSAGE_KEY, translate, type Lang } from '@fxdesk/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_LOCK_ID } from '../src/modules/market/market.runtime.js';
import { expectAcknowledgedDealsKept, streamQuotes } from './deal-checks.js';
import { scratchCluster, startNode, stopNode, type NodeProcess } from './node-process.js';

/**
 * Failover of the engine leader (issue 14: a stale-price guard on every node, proved in CI).
 * PostgreSQL + Redis, one ROLE=api node, an engine leader and a standby. Market orders and
 * closes stream through the api node while the leader is killed with SIGKILL. During the gap
 * the api node refuses them with 1904 (localized) and its /healthz says `degraded`; the
 * standby takes over, orders fill again, and every fill was at a quote of a live feed: the
 * same price as a tick of the feed run it was dealt in. At the end Σ ledger = balance and no
 * acknowledged order or close is lost. Runs when FXDESK_TEST_DATABASE_URL and
 * FXDESK_TEST_REDIS_URL are set (.ci/run sets both).
 */
const serverUrl = process.env.FXDESK_TEST_DATABASE_URL;
const redisUrl = process.env.FXDESK_TEST_REDIS_URL;
const STALE_MS = 2_000;
/** Ticks of all pairs arrive every few ms; a silence this long means the feed was down. */
const GAP_MS = STALE_MS;
/**
 * The guard counts from the last batch or heartbeat this node heard; the stream shows only
 * ticks, and the leader's last heartbeat can follow its last tick batch by a batch (100 ms)
 * plus delivery.
 */
const FILL_SLACK_MS = 250;
const LANGS: Lang[] = ['en', 'fr', 'jp'];

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

interface Trader {
  token: string;
  userId: number;
  lang: Lang;
  open: number[];
}

interface Answer {
  kind: 'open' | 'close';
  sentAt: number;
  code: number;
  msg: string;
}

// Wall-clock waits on purpose: real node processes, a real PostgreSQL lock and real staleness.
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!serverUrl || !redisUrl)('engine leader killed under market-order traffic', () => {
  const cluster = scratchCluster(serverUrl, 'failover');
  const { nodes, dataDir } = cluster;
  let dbUrl: string;
  let leader: NodeProcess;
  let standby: NodeProcess;
  let api: NodeProcess;

  beforeAll(async () => {
    dbUrl = await cluster.createDatabase();
    const common = {
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl!,
      DATA_DIR: dataDir,
      PRICE_STALE_MS: String(STALE_MS),
    };
    // All three at once (one migrates under the advisory lock, the others wait for it); then
    // whichever engine node took the engine lock is the leader.
    const started = await Promise.all([
      startNode({ ...common, ROLE: 'engine' }),
      startNode({ ...common, ROLE: 'engine' }),
      startNode({ ...common, ROLE: 'api' }),
    ]);
    nodes.push(...started);
    const engines = started.slice(0, 2);
    const running = await Promise.all(
      engines.map(async (node) => {
        const report = (await (await fetch(`${node.base}/healthz`)).json()) as Envelope<{
          engine: { status: string };
        }>;
        return report.data.engine.status === 'running';
      }),
    );
    expect(running.filter(Boolean)).toHaveLength(1);
    leader = engines[running.indexOf(true)]!;
    standby = engines[running.indexOf(false)]!;
    api = started[2]!;
  }, 240_000);

  afterAll(() => cluster.dispose());

  it('the api node refuses dealing during the gap, never fills at an old quote, and resumes on the standby', async () => {
    const get = async <T>(node: NodeProcess, url: string, headers: Record<string, string> = {}) =>
      (await (await fetch(`${node.base}${url}`, { headers })).json()) as Envelope<T>;
    const post = async (url: string, trader: Trader, fields: Record<string, string>, key?: string) =>
      (await (
        await fetch(`${api.base}${url}`, {
          method: 'POST',
          headers: {
            authorization: trader.token,
            lang: trader.lang,
            'content-type': 'application/x-www-form-urlencoded',
            ...(key ? { 'idempotency-key': key } : {}),
          },
          body: new URLSearchParams(fields).toString(),
        })
      ).json()) as Envelope<{ Id: number }>;

    const pairs = await get<{ Id: number; Code: string }[]>(api, '/v1/api/forex/trade_list');
    const eurusd = pairs.data.find((p) => p.Code === 'EURUSD')!;
    const traders: Trader[] = [];
    for (const [i, lang] of LANGS.entries()) {
      const demo = await get<{ token: string; user: { id: number } }>(
        api,
        `/api/user/createAccountDemoForU?demo_id=failover-${i}-${Date.now()}`,
      );
      expect(demo.code).toBe(1);
      traders.push({ token: demo.data.token, userId: demo.data.user.id, lang, open: [] });
    }

    // The tick stream as the api node receives it.
    const stream = await streamQuotes(api.port);
    const ticks = stream.quotes;
    // Trading starts once the stream has a EURUSD tick: every price dealt at is in `ticks`.
    for (let i = 0; !ticks.some((q) => q.symbol === 'EURUSD'); i++) {
      expect(i, 'no EURUSD tick on the api node').toBeLessThan(100);
      await sleep(50);
    }

    // The api node's /healthz, every 100 ms.
    const healthLog: { at: number; http: number; status: string }[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const res = await fetch(`${api.base}/healthz`);
        const report = (await res.json()) as Envelope<{ status: string }>;
        healthLog.push({ at: Date.now(), http: res.status, status: report.data.status });
        await sleep(100);
      }
    })();

    // Market orders and closes from three clients, each in its own language.
    const answers: Answer[] = [];
    const acknowledgedOrders = new Map<number, number>();
    const acknowledgedCloses = new Set<number>();
    let trading = true;
    let seq = 0;
    const trade = async (trader: Trader) => {
      while (trading) {
        const sentAt = Date.now();
        if (trader.open.length > 0 && Math.random() < 0.4) {
          const id = trader.open[0]!;
          const res = await post('/v1/api/forex/close', trader, { id: String(id) });
          answers.push({ kind: 'close', sentAt, code: res.code, msg: res.msg });
          if (res.code === 1) {
            acknowledgedCloses.add(id);
            trader.open.shift();
          }
        } else {
          const n = seq++;
          const res = await post(
            '/v1/api/forex/submit',
            trader,
            {
              type: String(1 + (n % 2)),
              cont: '0.01',
              forex_id: String(eurusd.Id),
              status: '1',
              multiple: '100',
            },
            `failover-${trader.userId}-${n}`,
          );
          answers.push({ kind: 'open', sentAt, code: res.code, msg: res.msg });
          if (res.code === 1) {
            expect(acknowledgedOrders.has(res.data.Id)).toBe(false);
            acknowledgedOrders.set(res.data.Id, trader.userId);
            trader.open.push(res.data.Id);
          }
        }
        await sleep(40);
      }
    };
    const traffic = traders.map(trade);

    await sleep(2_500);
    const filledBefore = answers.filter((a) => a.code === 1).length;
    // The standby retries the engine lock every 5 s, so on its own the gap lasts 0–5 s. The
    // test queues for the lock itself and holds it for PRICE_STALE_MS + 1 s once the leader is
    // gone: every run then has a gap long enough to prove the guard.
    const holder = new pg.Client({ connectionString: dbUrl });
    await holder.connect();
    const lockTaken = holder.query('select pg_advisory_lock($1)', [ENGINE_LOCK_ID]);
    await sleep(100);
    const killedAt = Date.now();
    await stopNode(leader.child, 'SIGKILL');
    await lockTaken;
    await sleep(STALE_MS + 1_000);
    await holder.query('select pg_advisory_unlock($1)', [ENGINE_LOCK_ID]);
    await holder.end();

    // Until the standby leads, the api node hears its ticks again and orders fill again.
    const deadline = Date.now() + 30_000;
    let resumedAt = 0;
    for (;;) {
      expect(Date.now(), 'the standby did not take over in 30 s').toBeLessThan(deadline);
      const filledAgain = answers.some((a) => a.sentAt > killedAt + STALE_MS && a.code === 1);
      if (filledAgain) {
        resumedAt ||= Date.now();
        if (Date.now() - resumedAt > 1_500) break;
      }
      await sleep(100);
    }
    trading = false;
    await Promise.all(traffic);
    polling = false;
    await poller;
    stream.close();

    const standbyHealth = await get<{ engine: { status: string } }>(standby, '/healthz');
    expect(standbyHealth.data.engine.status).toBe('running');

    // Feed runs: the stream split where nothing arrived for longer than the staleness limit.
    const runs: { from: number; to: number }[] = [];
    for (const tick of ticks.map((q) => q.quotation).sort((a, b) => a.time - b.time)) {
      const last = runs.at(-1);
      if (last && tick.time - last.to <= GAP_MS) last.to = Math.max(last.to, tick.time);
      else runs.push({ from: tick.time, to: tick.time });
    }
    expect(runs.length, `feed runs ${JSON.stringify(runs)}`).toBe(2);
    const [before, after] = runs as [{ from: number; to: number }, { from: number; to: number }];
    const gapMs = after.from - before.to;

    // (a) Refusals: only 1904, in the caller's language; some during the gap, fills on both sides of it.
    const refused = answers.filter((a) => a.code !== 1);
    for (const answer of refused) expect(answer.code, JSON.stringify(answer)).toBe(1904);
    for (const lang of LANGS) {
      const message = translate(lang, ERROR_MESSAGE_KEY.PRICES_STALE);
      expect(message).not.toBe(ERROR_MESSAGE_KEY.PRICES_STALE);
    }
    const messages = new Set(LANGS.map((lang) => translate(lang, ERROR_MESSAGE_KEY.PRICES_STALE)));
    for (const answer of refused) expect(messages.has(answer.msg), answer.msg).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.some((a) => a.kind === 'open')).toBe(true);
    expect(filledBefore).toBeGreaterThan(0);

    // Every fill, opening or closing, at the price of a tick of the run it was dealt in, while
    // that run was live (its last tick within PRICE_STALE_MS of the fill).
    const admin = new pg.Client({ connectionString: dbUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{
        id: number;
        user_id: number;
        side: number;
        status: number;
        open_price: string;
        opened_at: Date;
        close_price: string | null;
        closed_at: Date | null;
        close_reason: string | null;
      }>(
        `select id, user_id, side, status, open_price::text, opened_at, close_price::text, closed_at, close_reason
           from orders where user_id = any($1::int[])`,
        [traders.map((t) => t.userId)],
      );
      const eurTicks = ticks.filter((q) => q.symbol === 'EURUSD').map((q) => q.quotation);
      const fills: { order: number; at: number; price: number; buying: boolean }[] = [];
      for (const row of rows) {
        fills.push({
          order: row.id,
          at: row.opened_at.getTime(),
          price: Number(row.open_price),
          buying: row.side === 1,
        });
        if (row.closed_at && row.close_reason === 'manual')
          fills.push({
            order: row.id,
            at: row.closed_at.getTime(),
            price: Number(row.close_price),
            buying: row.side !== 1,
          });
      }
      let worstAge = 0;
      // EURUSD's own quote age at a fill: longer than the silence when the pair was quiet (the
      // quote was still its newest price); reported, not asserted.
      let oldestQuote = 0;
      let filledAfter = 0;
      for (const fill of fills) {
        const inRun = fill.at >= after.from ? after : before;
        if (inRun === after) filledAfter++;
        const match = eurTicks.findLast(
          (t) => t.time <= fill.at && t.time >= inRun.from && (fill.buying ? t.ask : t.bid) === fill.price,
        );
        expect(
          match,
          `fill ${JSON.stringify(fill)} at no tick of its feed run ${JSON.stringify(runs)}; ticks ${JSON.stringify(eurTicks.filter((t) => Math.abs(t.time - fill.at) < 3000))}`,
        ).toBeDefined();
        // How long the feed had been silent when the fill was made (0 while ticks flowed).
        const silentFor = fill.at - Math.min(inRun.to, fill.at);
        expect(silentFor, `fill ${JSON.stringify(fill)} after the feed fell silent`).toBeLessThanOrEqual(
          STALE_MS + FILL_SLACK_MS,
        );
        worstAge = Math.max(worstAge, silentFor);
        oldestQuote = Math.max(oldestQuote, fill.at - match!.time);
      }
      expect(filledAfter).toBeGreaterThan(0);

      // (b) /healthz: up before, degraded in the gap (never down), up again after.
      const inGap = healthLog.filter((h) => h.at > before.to + STALE_MS + 300 && h.at < after.from);
      expect(inGap.length).toBeGreaterThan(0);
      for (const h of inGap) expect(h).toMatchObject({ http: 200, status: 'degraded' });
      expect(healthLog.every((h) => h.http === 200 && h.status !== 'down')).toBe(true);
      expect(healthLog.at(-1)?.status).toBe('up');
      expect(healthLog.find((h) => h.at < killedAt)?.status).toBe('up');

      // (d) Nothing acknowledged lost, nothing closed twice, Σ ledger = balance.
      await expectAcknowledgedDealsKept(
        async <R>(sql: string, params?: unknown[]) => (await admin.query(sql, params)).rows as R[],
        { orders: acknowledgedOrders, closes: acknowledgedCloses, userIds: traders.map((t) => t.userId) },
      );
      console.log(
        `failover: feed gap ${gapMs} ms (kill → standby's first tick on the api node), ` +
          `${refused.length} refused with 1904, ${fills.length} fills (${filledAfter} after the takeover), ` +
          `${acknowledgedOrders.size} orders and ${acknowledgedCloses.size} closes acknowledged, ` +
          `longest feed silence at a fill ${worstAge} ms, oldest EURUSD quote dealt at ${oldestQuote} ms`,
      );
    } finally {
      await admin.end();
    }
  }, 120_000);
});
