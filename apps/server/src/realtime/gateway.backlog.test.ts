import type net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { SocketGateway } from './gateway.js';
import { SOCKET_LIMITS, frame } from './protocol.js';

/**
 * Slow consumers over real sockets (DESIGN §8, STYLE habit 8): a client that stops reading fills
 * the kernel buffers, then the server's send buffer, and must be dropped before that buffer
 * passes the per-socket limit; all buffers together stay under a process-wide cap.
 */

const FRAME = frame('DAY_MARKET', {
  symbol: 'x'.repeat(16 * 1024),
  quotation: { close: 1, change: 0, open: 1, high: 1, low: 1, bid: 1, ask: 1, volume: 0, time: 0 },
});
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function serve(limits?: ConstructorParameters<typeof SocketGateway>[0]['limits']) {
  const gw = new SocketGateway({
    resolveToken: async () => null,
    isKnownPair: (c) => c === 'EURUSD',
    limits,
  });
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  const serverSockets: WebSocket[] = [];
  wss.on('connection', (socket) => {
    serverSockets.push(socket);
    gw.accept(socket);
  });
  await new Promise((r) => wss.once('listening', r));
  cleanups.push(() => {
    gw.close();
    wss.close();
  });
  const port = (wss.address() as AddressInfo).port;
  const client = async (topics: string[], read: boolean) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/`);
    cleanups.push(() => ws.terminate());
    let received = 0;
    ws.on('message', () => received++);
    ws.on('error', () => undefined);
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify({ type: 'sub', params: topics }));
    await until(() => received > 0);
    // A client that stops reading: its TCP receive window fills and the server's writes back up.
    if (!read) (ws as unknown as { _socket: net.Socket })._socket.pause();
    return { ws, server: serverSockets.at(-1)!, received: () => received };
  };
  return { gw, client };
}

async function until(done: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

const open = (s: WebSocket) => s.readyState === WebSocket.OPEN;

describe('bounded send buffers over real sockets (DESIGN §8)', () => {
  it('a client that stops reading is dropped once its send buffer passes 256 KiB; a reading one keeps streaming', async () => {
    expect(SOCKET_LIMITS.maxBufferedBytes).toBe(256 * 1024);
    const { gw, client } = await serve();
    const slow = await client(['DAY_MARKET'], false);
    const fast = await client(['DAY_MARKET'], true);
    let peakBytes = 0;
    for (let round = 0; round < 4_000 && open(slow.server); round++) {
      peakBytes = Math.max(peakBytes, slow.server.bufferedAmount);
      gw.publish('DAY_MARKET', FRAME);
      // Yield now and then so the reading client drains its share.
      if (round % 8 === 0) await new Promise((r) => setImmediate(r));
    }
    expect(open(slow.server)).toBe(false);
    expect(gw.stats.slowConsumersDropped).toBe(1);
    expect(peakBytes).toBeLessThanOrEqual(256 * 1024 + FRAME.length + 64);
    expect(peakBytes).toBeGreaterThan(200 * 1024);
    expect(open(fast.server)).toBe(true);
    const before = fast.received();
    gw.publish('DAY_MARKET', FRAME);
    await until(() => fast.received() > before);
  });

  it('over the process-wide cap, the biggest backlog is dropped first and counted; the smaller one stays', async () => {
    const { gw, client } = await serve({
      maxBufferedBytes: 64 * 1024 * 1024,
      maxTotalBufferedBytes: 1024 * 1024,
    });
    const big = await client(['DAY_MARKET', 'DAY_MARKET_BATCH'], false);
    const small = await client(['DAY_MARKET'], false);
    // ~16 KiB batches on top of the quotes: the biggest backlog is this socket's.
    const batch = frame(
      'DAY_MARKET_BATCH',
      Array.from({ length: 128 }, (_, i) => ({
        symbol: `PAIR${i}`,
        quotation: { close: 1, change: 0, open: 1, high: 1, low: 1, bid: 1, ask: 1, volume: 0, time: i },
      })),
    );
    for (let round = 0; round < 4_000 && open(big.server); round++) {
      gw.publish('DAY_MARKET', FRAME);
      gw.publish('DAY_MARKET_BATCH', batch);
      gw.publish('DAY_MARKET_BATCH', batch);
      gw.sweepBacklog();
      if (round % 8 === 0) await new Promise((r) => setImmediate(r));
    }
    expect(open(big.server)).toBe(false);
    expect(open(small.server)).toBe(true);
    expect(gw.stats.slowConsumersDropped).toBe(1);
    expect(small.server.bufferedAmount).toBeLessThanOrEqual(1024 * 1024);
  });
});
