import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FromServer, ServerStats, ToServer } from './ipc.js';

/** Flush durations kept between two stats reports (10 flushes a second; a report every window). */
const MAX_FLUSH_SAMPLES = 10_000;

export interface BenchServer {
  port: number;
  /** Counters owned by the server under test. */
  counters(): Pick<ServerStats, 'connections' | 'framesSent' | 'slowConsumersDropped'>;
  close(): Promise<void>;
}

/** Times each flush and counts ticks, for the stats report. */
export class FlushMeter {
  flushes = 0;
  ticks = 0;
  durationsMs: number[] = [];

  measure(tickCount: number, work: () => void): void {
    const startNs = process.hrtime.bigint();
    work();
    this.flushes++;
    this.ticks += tickCount;
    if (this.durationsMs.length < MAX_FLUSH_SAMPLES)
      this.durationsMs.push(Number(process.hrtime.bigint() - startNs) / 1e6);
  }
}

const send = (message: FromServer) => process.send?.(message);

/**
 * Runs a bench server as a child process: reports `ready`, answers `stats`, exits on `stop`
 * or when the orchestrator goes away (a bench never leaves a server behind).
 */
export async function runServerProcess(start: () => Promise<BenchServer>, meter: FlushMeter): Promise<void> {
  if (!process.send)
    throw new Error('run this file through bench/ws-fanout/run.ts (it needs an IPC channel)');
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const server = await start();
  process.on('disconnect', () => process.exit(0));
  process.on('message', (message: ToServer) => {
    if (message.type === 'stats') {
      send({
        type: 'stats',
        stats: {
          ...server.counters(),
          flushes: meter.flushes,
          ticks: meter.ticks,
          flushDurationsMs: meter.durationsMs,
          eventLoopDelayMsP99: loopDelay.percentile(99) / 1e6,
        },
      });
      meter.durationsMs = [];
      loopDelay.reset();
    } else {
      // A hung close (thousands of sockets) must not keep the bench alive.
      setTimeout(() => process.exit(0), 5_000).unref();
      void server.close().finally(() => process.exit(0));
    }
  });
  send({ type: 'ready', port: server.port });
}
