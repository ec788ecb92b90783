import { LatencyHistogram, quantile } from './histogram.js';
import type { ClientResult, ServerKind, ServerStats, Topic } from './ipc.js';
import type { BenchOptions } from './options.js';

export interface PhaseResult {
  server: ServerKind;
  topic: Topic;
  clientsRequested: number;
  clientsOpen: number;
  clientsFailed: number;
  closedEarly: number;
  slowConsumersDropped: number;
  rampSeconds: number;
  windowSeconds: number;
  deliveredFramesPerSecond: number;
  deliveredQuotesPerSecond: number;
  deliveredMegabytesPerSecond: number;
  sentFramesPerSecond: number;
  flushesPerSecond: number;
  ticksPerSecond: number;
  tickToClientMs: { p50?: number; p99?: number; max?: number };
  afterFlushMs: { p50?: number; p99?: number; max?: number };
  flushDurationMs: { p50?: number; p99?: number; max?: number };
  serverRssMiB: { peak?: number; mean?: number };
  serverCpuPercent?: number;
  clientsCpuPercent?: number;
  /** The kernel's share of the CPU above (socket writes and reads). */
  serverSystemCpuPercent?: number;
  clientsSystemCpuPercent?: number;
  /** All CPU in use on the machine during the window, in % of one core (2 cores = 200 %). */
  machineCpuPercent: number;
  /** What other processes used during the window (machine − server − clients). */
  otherCpuPercent: number;
  /** Machine load just before the phase started. */
  busyBeforePercent: number;
  serverLoopDelayMsP99: number;
  clientLoopDelayMsP99: number;
}

const percentiles = (histogram: LatencyHistogram) => ({
  p50: histogram.percentile(0.5),
  p99: histogram.percentile(0.99),
  max: histogram.max(),
});

/** What one phase collected, before it is reduced to rates and percentiles. */
export interface Measured {
  server: ServerKind;
  topic: Topic;
  options: BenchOptions;
  rampSeconds: number;
  windowMs: number;
  before: ServerStats;
  after: ServerStats;
  rss: number[];
  results: ClientResult[];
  cpu: {
    server?: number;
    clients?: number;
    serverSystem?: number;
    clientsSystem?: number;
    machine: number;
    busyBeforePercent: number;
  };
}

export function summarize(m: Measured): PhaseResult {
  const seconds = m.windowMs / 1000;
  const sum = (pick: (r: ClientResult) => number) => m.results.reduce((total, r) => total + pick(r), 0);
  const tickToClient = new LatencyHistogram();
  const afterFlush = new LatencyHistogram();
  for (const result of m.results) {
    tickToClient.addSparse(result.tickToClient);
    afterFlush.addSparse(result.afterFlush);
  }
  const flushes = m.after.flushDurationsMs;
  return {
    server: m.server,
    topic: m.topic,
    clientsRequested: m.options.clients,
    clientsOpen: sum((r) => r.openAtEnd),
    clientsFailed: sum((r) => r.failed),
    closedEarly: sum((r) => r.closedEarly),
    slowConsumersDropped: m.after.slowConsumersDropped,
    rampSeconds: m.rampSeconds,
    windowSeconds: seconds,
    deliveredFramesPerSecond: sum((r) => r.frames) / seconds,
    // Quotations per frame from the sampled sockets, times every frame delivered.
    deliveredQuotesPerSecond:
      (sum((r) => r.frames) * sum((r) => r.sampledQuotes)) /
      Math.max(
        1,
        sum((r) => r.sampledFrames),
      ) /
      seconds,
    deliveredMegabytesPerSecond: sum((r) => r.bytes) / seconds / 1e6,
    sentFramesPerSecond: (m.after.framesSent - m.before.framesSent) / seconds,
    flushesPerSecond: (m.after.flushes - m.before.flushes) / seconds,
    ticksPerSecond: (m.after.ticks - m.before.ticks) / seconds,
    tickToClientMs: percentiles(tickToClient),
    afterFlushMs: percentiles(afterFlush),
    flushDurationMs: { p50: quantile(flushes, 0.5), p99: quantile(flushes, 0.99), max: quantile(flushes, 1) },
    serverRssMiB: {
      peak: m.rss.length ? Math.max(...m.rss) : undefined,
      mean: m.rss.length ? m.rss.reduce((a, b) => a + b, 0) / m.rss.length : undefined,
    },
    serverCpuPercent: m.cpu.server,
    clientsCpuPercent: m.cpu.clients,
    serverSystemCpuPercent: m.cpu.serverSystem,
    clientsSystemCpuPercent: m.cpu.clientsSystem,
    machineCpuPercent: m.cpu.machine,
    otherCpuPercent: Math.max(0, m.cpu.machine - (m.cpu.server ?? 0) - (m.cpu.clients ?? 0)),
    busyBeforePercent: m.cpu.busyBeforePercent,
    serverLoopDelayMsP99: m.after.eventLoopDelayMsP99,
    clientLoopDelayMsP99: Math.max(...m.results.map((r) => r.eventLoopDelayMsP99)),
  };
}
