/**
 * The system under test: the real SocketGateway behind Fastify + @fastify/websocket on
 * /v1/ws, the real MarketState and fanOut, fed by the domain's SimulatedPath every 100 ms.
 * Only the wiring is bench code; nothing under apps/ is modified.
 */
import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { SocketGateway } from '../../apps/server/src/realtime/gateway.js';
import { SOCKET_LIMITS } from '../../apps/server/src/realtime/protocol.js';
import { MarketState } from '../../apps/server/src/modules/market/market-state.js';
import { fanOut } from '../../apps/server/src/modules/market/market.fanout.js';
import { createPath, startAlignedFlushes, syntheticPairRows } from './feed.js';
import { FlushMeter, runServerProcess, type BenchServer } from './server-harness.js';

const seed = Number(process.env.BENCH_SEED ?? 42);

async function start(meter: FlushMeter): Promise<BenchServer> {
  const state = new MarketState();
  state.setPairs(syntheticPairRows());
  const gateway = new SocketGateway({
    // Market topics are public: no client logs in, so no token ever resolves.
    resolveToken: async () => null,
    isKnownPair: (code) => state.pairByCode(code) !== undefined,
  });
  const app = Fastify({ logger: false });
  // Same registration as apps/server/src/app.ts.
  await app.register(websocket, { options: { maxPayload: SOCKET_LIMITS.maxFrameBytes } });
  app.get('/v1/ws', { websocket: true }, (socket) => gateway.accept(socket));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const stopFlushes = startAlignedFlushes(createPath(seed, Date.now()), (ticks) =>
    meter.measure(ticks.length, () => fanOut(gateway, state, state.applyTicks(ticks), Date.now())),
  );
  return {
    port: (app.server.address() as AddressInfo).port,
    counters: () => ({
      connections: gateway.stats.connections,
      framesSent: gateway.stats.framesSent,
      slowConsumersDropped: gateway.stats.slowConsumersDropped,
    }),
    close: async () => {
      stopFlushes();
      gateway.close();
      await app.close();
    },
  };
}

const meter = new FlushMeter();
await runServerProcess(() => start(meter), meter);
