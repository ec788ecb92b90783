import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { collectQuotes, type StreamedQuote } from './deal-checks.js';
import { socketLoginAndSubscribe } from './socket-helpers.js';
import { scratchCluster, startNode, type NodeProcess } from './node-process.js';

/**
 * Scale-out (DESIGN §2): two server processes on one PostgreSQL database and one Redis. Only
 * one leads the feed; both stream the same quotes to their sockets. Runs when
 * FXDESK_TEST_DATABASE_URL and FXDESK_TEST_REDIS_URL are set (.ci/run sets both).
 */
const serverUrl = process.env.FXDESK_TEST_DATABASE_URL;
const redisUrl = process.env.FXDESK_TEST_REDIS_URL;

describe.skipIf(!serverUrl || !redisUrl)(
  'two processes on one database stream the same quotes over Redis',
  () => {
    const cluster = scratchCluster(serverUrl, 'scale');
    const { nodes, dataDir } = cluster;
    let engine: NodeProcess;
    let api: NodeProcess;

    beforeAll(async () => {
      const common = {
        DATABASE_URL: await cluster.createDatabase(),
        REDIS_URL: redisUrl!,
        DATA_DIR: dataDir,
        FEED_SEED: '7',
      };
      engine = await startNode({ ...common, ROLE: 'all' });
      nodes.push(engine);
      api = await startNode({ ...common, ROLE: 'api' });
      nodes.push(api);
    }, 180_000);

    afterAll(() => cluster.dispose());

    it('both nodes deliver the leader’s ticks to their sockets', async () => {
      const [fromEngine, fromApi] = await Promise.all([
        collectQuotes(engine.port, 3000),
        collectQuotes(api.port, 3000),
      ]);
      expect(fromEngine.length).toBeGreaterThan(20);
      expect(fromApi.length).toBeGreaterThan(20);
      const key = (q: StreamedQuote) => `${q.symbol}@${q.quotation.time}=${q.quotation.close}`;
      const engineKeys = new Set(fromEngine.map(key));
      const shared = fromApi.filter((q) => engineKeys.has(key(q)));
      // Same ticks, same prices: at least most of the api node's quotes were also seen on the engine node.
      expect(shared.length / fromApi.length).toBeGreaterThan(0.8);
    });

    it('the api node serves the same live prices over HTTP', async () => {
      const read = async (port: number) =>
        (
          (await (await fetch(`http://127.0.0.1:${port}/v1/api/forex/trade_list`)).json()) as {
            data: { Code: string; ForexQuotations: { Time: number } }[];
          }
        ).data;
      const [a, b] = await Promise.all([read(engine.port), read(api.port)]);
      expect(b.map((i) => i.Code)).toEqual(a.map((i) => i.Code));
      const lag = Math.abs((a[0]?.ForexQuotations.Time ?? 0) - (b[0]?.ForexQuotations.Time ?? 0));
      expect(lag).toBeLessThan(2000);
    });

    it('order and balance changes made on the api node reach the leader engine and the api node’s socket', async () => {
      const base = `http://127.0.0.1:${api.port}`;
      const demo = (await (
        await fetch(`${base}/api/user/createAccountDemoForU?demo_id=scaleout-${Date.now()}`)
      ).json()) as { data: { token: string } };
      const token = demo.data.token;
      const frames: { type: string; data: { Balance?: number; id?: number[] } }[] = [];
      const ws = new WebSocket(`ws://127.0.0.1:${api.port}/v1/ws`);
      await new Promise((r, j) => ws.once('open', r).once('error', j));
      await socketLoginAndSubscribe(ws, token, ['FOREX_TRADE', 'FOREX_CLOSED']);
      ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as (typeof frames)[number]));
      const call = async (path: string, form: Record<string, string>) =>
        (await (
          await fetch(`${base}${path}`, {
            method: 'POST',
            headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(form).toString(),
          })
        ).json()) as { code: number; data: { Id: number } };
      const pairs = (
        (await (await fetch(`${base}/v1/api/forex/trade_list`)).json()) as {
          data: { Id: number; Code: string }[];
        }
      ).data;
      const eurusd = pairs.find((p) => p.Code === 'EURUSD')!;
      const opened = await call('/v1/api/forex/submit', {
        type: '1',
        cont: '0.01',
        forex_id: String(eurusd.Id),
        status: '1',
        multiple: '100',
      });
      expect(opened.code).toBe(1);
      expect((await call('/v1/api/forex/close', { id: String(opened.data.Id) })).code).toBe(1);
      const until = async (check: () => boolean) => {
        for (const deadline = Date.now() + 10_000; !check(); await new Promise((r) => setTimeout(r, 50)))
          if (Date.now() > deadline) throw new Error(`not pushed: ${JSON.stringify(frames)}`);
      };
      // The close, made on the api node, tells the owner's screens.
      await until(() => frames.some((f) => f.type === 'FOREX_CLOSED' && f.data.id?.[0] === opened.data.Id));
      // A reset with no orders left is only a balance change: forwarded to the leader, pushed back.
      const before = frames.length;
      const reset = await fetch(`${base}/v1/api/main/user/resetForexDemoAccount`, {
        headers: { authorization: token },
      });
      expect(((await reset.json()) as { code: number }).code).toBe(1);
      await until(() =>
        frames.slice(before).some((f) => f.type === 'FOREX_TRADE' && f.data.Balance === 10000),
      );
      ws.close();
    });
  },
);
