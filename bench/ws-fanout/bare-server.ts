/**
 * The baseline: the same seeded feed broadcast by a bare `ws` server, with none of the
 * gateway (topics map, validation, limits), MarketState (bars, day open/high/low) or Fastify.
 * It sends frames of the same shape and size as fanOut: per-symbol DAY_MARKET frames, or one
 * DAY_MARKET_BATCH frame per flush, each serialized once and sent as the same string.
 */
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { SimulatedTick } from '@fxdesk/domain';
import { createPath, startAlignedFlushes } from './feed.js';
import { FlushMeter, runServerProcess, type BenchServer } from './server-harness.js';

const seed = Number(process.env.BENCH_SEED ?? 42);

/** The fields of fanOut's quotation, kept with the least work that yields the same shape. */
interface BareQuote {
  close: number;
  change: number;
  open: number;
  high: number;
  low: number;
  bid: number;
  ask: number;
  volume: number;
  time: number;
}

function applyTick(quotes: Map<string, BareQuote>, tick: SimulatedTick): void {
  const quote = quotes.get(tick.code);
  const open = quote?.open ?? tick.bid;
  quotes.set(tick.code, {
    close: tick.bid,
    change: Math.round(((tick.bid - open) / open) * 10_000) / 100,
    open,
    high: Math.max(quote?.high ?? tick.bid, tick.bid),
    low: Math.min(quote?.low ?? tick.bid, tick.bid),
    bid: tick.bid,
    ask: tick.ask,
    volume: (quote?.volume ?? 0) + tick.volume,
    time: tick.timeMs,
  });
}

async function start(meter: FlushMeter): Promise<BenchServer> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/v1/ws', maxPayload: 4096 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const subscribers = { DAY_MARKET: new Set<WebSocket>(), DAY_MARKET_BATCH: new Set<WebSocket>() };
  let framesSent = 0;
  const broadcast = (set: Set<WebSocket>, serialized: string) => {
    for (const socket of set) {
      if (socket.readyState !== socket.OPEN) continue;
      socket.send(serialized);
      framesSent++;
    }
  };
  wss.on('connection', (socket) => {
    socket.on('message', (data) => {
      // Just enough protocol for the load generator: sub and ping.
      let message: { type: string; params?: string[] };
      try {
        message = JSON.parse(data.toString()) as typeof message;
      } catch {
        return;
      }
      if (message.type === 'ping') socket.send('{"type":"pong"}');
      if (message.type !== 'sub') return;
      for (const topic of message.params ?? [])
        if (topic === 'DAY_MARKET' || topic === 'DAY_MARKET_BATCH') subscribers[topic].add(socket);
      socket.send(JSON.stringify({ type: 'sub_result', code: 1, params: message.params, rejected: [] }));
    });
    socket.on('close', () => {
      subscribers.DAY_MARKET.delete(socket);
      subscribers.DAY_MARKET_BATCH.delete(socket);
    });
  });
  const quotes = new Map<string, BareQuote>();
  const stopFlushes = startAlignedFlushes(createPath(seed, Date.now()), (ticks) =>
    meter.measure(ticks.length, () => {
      const changed = new Set<string>();
      for (const tick of ticks) {
        applyTick(quotes, tick);
        changed.add(tick.code);
      }
      const batch: { symbol: string; quotation: BareQuote }[] = [];
      for (const code of changed) {
        const item = { symbol: code, quotation: quotes.get(code) as BareQuote };
        batch.push(item);
        if (subscribers.DAY_MARKET.size > 0)
          broadcast(subscribers.DAY_MARKET, JSON.stringify({ type: 'DAY_MARKET', data: item }));
      }
      if (subscribers.DAY_MARKET_BATCH.size > 0)
        broadcast(subscribers.DAY_MARKET_BATCH, JSON.stringify({ type: 'DAY_MARKET_BATCH', data: batch }));
    }),
  );
  return {
    port: (wss.address() as AddressInfo).port,
    counters: () => ({ connections: wss.clients.size, framesSent, slowConsumersDropped: 0 }),
    close: async () => {
      stopFlushes();
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

const meter = new FlushMeter();
await runServerProcess(() => start(meter), meter);
