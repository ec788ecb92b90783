import { ERROR_MESSAGE_KEY, ErrorCode, healthReport, translate } from '@fxdesk/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { invariantStats } from '../invariant.js';
import { envelope } from './envelope.js';

/** No tick for this long while a pair is open means the feed is down. */
export const FEED_STALE_MS = 30_000;

export type HealthReport = z.infer<typeof healthReport>;

/**
 * What the health check reads. The market and the engine are described by the few members it
 * reads, so `http/` names no module's types (the app passes its market state and trading).
 */
export interface HealthDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'PRICE_STALE_MS' | 'ROLE'>;
  market: {
    pairs(): readonly { code: string }[];
    isOpen(code: string, nowMs: number): boolean;
    quote(code: string): { timeMs: number } | undefined;
    feedSilenceMs(nowMs: number): number | null;
  };
  trading: { engine: object | null };
}

async function databaseUp(ctx: HealthDeps): Promise<boolean> {
  try {
    await ctx.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Feed freshness from this process's market state: the leader's own ticks or the bus's. */
function feedHealth(ctx: HealthDeps, nowMs: number): HealthReport['feed'] {
  let openPairs = 0;
  let newest: number | undefined;
  for (const pair of ctx.market.pairs()) {
    if (ctx.market.isOpen(pair.code, nowMs)) openPairs++;
    const at = ctx.market.quote(pair.code)?.timeMs;
    if (at && (newest === undefined || at > newest)) newest = at;
  }
  const age = newest === undefined ? null : Math.max(0, nowMs - newest);
  const heard = ctx.market.feedSilenceMs(nowMs);
  const staleMs = ctx.config.PRICE_STALE_MS;
  const stale = staleMs > 0 && (heard === null || heard > staleMs);
  const status =
    openPairs === 0 ? 'idle' : age === null || age > FEED_STALE_MS ? 'down' : stale ? 'stale' : 'up';
  return { status, open_pairs: openPairs, last_tick_age_ms: age, last_heard_age_ms: heard };
}

/**
 * DESIGN §2 health: database, feed and engine. The engine runs in the process that leads the
 * feed; elsewhere (an api node, a standby) it is judged by the ticks it sends, which stop when
 * the leading process does.
 */
export async function checkHealth(ctx: HealthDeps): Promise<HealthReport> {
  const database = (await databaseUp(ctx)) ? 'up' : 'down';
  const feed = feedHealth(ctx, ctx.clock().getTime());
  const running = ctx.trading.engine !== null;
  const engine = {
    status: running ? 'running' : ctx.config.ROLE === 'api' ? 'remote' : 'standby',
    running,
    up: running || feed.status !== 'down',
  } as const;
  const up = database === 'up' && feed.status !== 'down' && engine.up;
  return {
    status: !up ? 'down' : feed.status === 'stale' ? 'degraded' : 'up',
    database,
    feed,
    engine,
    invariants: { failures: invariantStats.failures },
  };
}

/** GET /healthz: 200 when up or degraded (serving, dealing paused), 503 when a part is down. */
export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (app, ctx) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness and readiness: database, feed (last tick age) and engine',
        response: { 200: envelope(healthReport), 503: envelope(healthReport) },
      },
    },
    async (req, reply) => {
      const data = await checkHealth(ctx);
      if (data.status !== 'down') return { code: ErrorCode.OK, msg: translate(req.lang, 'success.ok'), data };
      return reply.code(503).send({
        code: ErrorCode.INTERNAL,
        msg: translate(req.lang, ERROR_MESSAGE_KEY.INTERNAL),
        data,
      });
    },
  );
};
