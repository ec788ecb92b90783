import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';
import type { Database } from './db/client.js';
import type { MarketRuntime } from './modules/market/market.runtime.js';

/** What a running server is made of, as `main` (and the tests' `buildTestApp`) put it together. */
export interface RunningParts {
  ctx: Pick<AppContext, 'trading' | 'copy' | 'bus'>;
  market: MarketRuntime;
  app: FastifyInstance;
  database: Database;
}

/**
 * Stops a server in the one safe order: the engines first (no new fills or copies), then the
 * market (feed and timers), then HTTP and the socket, the bus, and last the database they all
 * write to. The process and the tests stop the same way, so a test exercises the real order.
 */
export async function stopServer({ ctx, market, app, database }: RunningParts): Promise<void> {
  ctx.trading.stop();
  ctx.copy.stop();
  await market.stop();
  await app.close();
  await ctx.bus.close();
  await database.close();
}
