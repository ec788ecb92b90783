/**
 * A load-generator process: opens its share of the N sockets in ramps, subscribes each to the
 * topic, pings every 5 s like the web client (DESIGN §8; the gateway closes sockets idle for
 * 30 s), and counts what arrives inside the measurement window.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { BATCH_INTERVAL_MS } from './feed.js';
import { LatencyHistogram } from './histogram.js';
import type { ClientResult, FromClient, ToClient, Topic } from './ipc.js';
import { OPCODE_TEXT, RawWebSocket } from './raw-websocket.js';

const PING_INTERVAL_MS = 5_000;
const PING_TICK_MS = 100;
/** A socket not subscribed this long after its ramp started counts as failed. */
const OPEN_TIMEOUT_MS = 15_000;
/**
 * Latency is recorded on every 4th socket (in subscription order, so the sample spreads evenly
 * over the server's send loop); frames and bytes are counted on all. Scanning a 2 KB batch frame
 * for its quotations costs ~4 µs, and on 2 cores that CPU would be taken from the server.
 */
const LATENCY_SAMPLE_EVERY = 4;

const MARKET_PREFIX = Buffer.from('{"type":"DAY_MARKET');
const SUB_RESULT_PREFIX = Buffer.from('{"type":"sub_result","code":1');
const TIME_KEY = Buffer.from('"time":');
const PING_FRAME = '{"type":"ping"}';

const startsWith = (buffer: Buffer, start: number, end: number, prefix: Buffer): boolean =>
  end - start >= prefix.length &&
  buffer.compare(prefix, 0, prefix.length, start, start + prefix.length) === 0;

const send = (message: FromClient) => process.send?.(message);

class LoadClient {
  private readonly sockets: RawWebSocket[] = [];
  private windowStartMs = Number.POSITIVE_INFINITY;
  private windowEndMs = Number.NEGATIVE_INFINITY;
  private stopping = false;
  private pingCursor = 0;
  private opened = 0;
  private readonly loopDelay = monitorEventLoopDelay({ resolution: 10 });
  private readonly result: ClientResult = {
    requested: 0,
    openAtEnd: 0,
    failed: 0,
    closedEarly: 0,
    frames: 0,
    sampledFrames: 0,
    sampledQuotes: 0,
    bytes: 0,
    tickToClient: [],
    afterFlush: [],
    eventLoopDelayMsP99: 0,
  };
  private readonly tickToClient = new LatencyHistogram();
  private readonly afterFlush = new LatencyHistogram();

  get failed(): number {
    return this.result.failed;
  }

  async connect(port: number, count: number, topic: Topic, rampBatch: number): Promise<void> {
    this.result.requested = count;
    const subscribe = JSON.stringify({ type: 'sub', params: [topic] });
    for (let opened = 0; opened < count; opened += rampBatch) {
      const batch = Array.from({ length: Math.min(rampBatch, count - opened) }, () =>
        this.open(port, subscribe),
      );
      const outcomes = await Promise.all(batch);
      this.result.failed += outcomes.filter((ok) => !ok).length;
    }
    setInterval(() => this.pingSome(), PING_TICK_MS).unref();
    this.loopDelay.enable();
  }

  measure(startMs: number, endMs: number): void {
    this.windowStartMs = startMs;
    this.windowEndMs = endMs;
    setTimeout(() => this.loopDelay.reset(), Math.max(0, startMs - Date.now())).unref();
  }

  report(): ClientResult {
    return {
      ...this.result,
      openAtEnd: this.sockets.length - this.result.closedEarly,
      tickToClient: this.tickToClient.toSparse(),
      afterFlush: this.afterFlush.toSparse(),
      eventLoopDelayMsP99: this.loopDelay.percentile(99) / 1e6,
    };
  }

  stop(): void {
    this.stopping = true;
    for (const socket of this.sockets) socket.destroy();
  }

  private open(port: number, subscribe: string): Promise<boolean> {
    const sampled = this.opened++ % LATENCY_SAMPLE_EVERY === 0;
    return new Promise((resolve) => {
      let settled = false;
      const settle = (ok: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (ok) this.sockets.push(socket);
        else socket.destroy();
        resolve(ok);
      };
      const timer = setTimeout(() => settle(false), OPEN_TIMEOUT_MS);
      const socket = new RawWebSocket(port, '/v1/ws', {
        onOpen: () => socket.sendText(subscribe),
        onFrame: (opcode, buffer, start, end, receivedMs) => {
          if (opcode !== OPCODE_TEXT) return;
          if (!settled && startsWith(buffer, start, end, SUB_RESULT_PREFIX)) settle(true);
          else this.onText(buffer, start, end, receivedMs, sampled);
        },
        onClose: () => {
          if (!settled) settle(false);
          else if (!this.stopping) this.result.closedEarly++;
        },
      });
    });
  }

  /** Counts a market frame in the window; on sampled sockets, records the latency of each quotation in it. */
  private onText(buffer: Buffer, start: number, end: number, receivedMs: number, sampled: boolean): void {
    if (receivedMs < this.windowStartMs || receivedMs >= this.windowEndMs) return;
    if (!startsWith(buffer, start, end, MARKET_PREFIX)) return;
    this.result.frames++;
    this.result.bytes += end - start;
    if (!sampled) return;
    this.result.sampledFrames++;
    let at = buffer.indexOf(TIME_KEY, start);
    while (at !== -1 && at < end) {
      let cursor = at + TIME_KEY.length;
      let tickMs = 0;
      for (let digit = buffer[cursor] ?? 0; digit >= 48 && digit <= 57; digit = buffer[++cursor] ?? 0)
        tickMs = tickMs * 10 + (digit - 48);
      this.result.sampledQuotes++;
      this.tickToClient.record(receivedMs - tickMs);
      // The aligned flush that carried this tick is the first 100 ms boundary at or after it.
      this.afterFlush.record(receivedMs - Math.ceil(tickMs / BATCH_INTERVAL_MS) * BATCH_INTERVAL_MS);
      at = buffer.indexOf(TIME_KEY, cursor);
    }
  }

  /** Pings a slice of the sockets every 100 ms, so each socket pings every 5 s, spread evenly. */
  private pingSome(): void {
    const total = this.sockets.length;
    const perTick = Math.ceil((total * PING_TICK_MS) / PING_INTERVAL_MS);
    for (let i = 0; i < perTick && total > 0; i++) {
      this.sockets[this.pingCursor % total]?.sendText(PING_FRAME);
      this.pingCursor++;
    }
  }
}

if (!process.send) throw new Error('run this file through bench/ws-fanout/run.ts (it needs an IPC channel)');
const client = new LoadClient();
process.on('disconnect', () => process.exit(0));
process.on('message', (message: ToClient) => {
  switch (message.type) {
    case 'connect':
      void client
        .connect(message.port, message.count, message.topic, message.rampBatch)
        .then(() => send({ type: 'connected', open: message.count - client.failed, failed: client.failed }));
      return;
    case 'measure':
      return client.measure(message.startMs, message.endMs);
    case 'report':
      send({ type: 'result', result: client.report() });
      return;
    case 'stop':
      client.stop();
      setTimeout(() => process.exit(0), 200);
      return;
  }
});
