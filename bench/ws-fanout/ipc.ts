import type { SparseHistogram } from './histogram.js';

/** The two topics measured (DESIGN §8). */
export const TOPICS = ['DAY_MARKET_BATCH', 'DAY_MARKET'] as const;
export type Topic = (typeof TOPICS)[number];

export const SERVER_KINDS = ['fxdesk', 'bare'] as const;
export type ServerKind = (typeof SERVER_KINDS)[number];

/** Counters a server process reports; the orchestrator takes deltas over the window. */
export interface ServerStats {
  connections: number;
  framesSent: number;
  slowConsumersDropped: number;
  flushes: number;
  ticks: number;
  /** Time spent in each flush (applyTicks + fan-out, or the bare loop) since the last report. */
  flushDurationsMs: number[];
  eventLoopDelayMsP99: number;
}

export type ToServer = { type: 'stats' } | { type: 'stop' };
export type FromServer = { type: 'ready'; port: number } | { type: 'stats'; stats: ServerStats };

export interface ClientResult {
  requested: number;
  openAtEnd: number;
  failed: number;
  closedEarly: number;
  frames: number;
  /** Frames and quotations on the sockets whose latency is recorded. */
  sampledFrames: number;
  sampledQuotes: number;
  bytes: number;
  tickToClient: SparseHistogram;
  afterFlush: SparseHistogram;
  eventLoopDelayMsP99: number;
}

export type ToClient =
  | { type: 'connect'; port: number; count: number; topic: Topic; rampBatch: number }
  | { type: 'measure'; startMs: number; endMs: number }
  | { type: 'report' }
  | { type: 'stop' };

export type FromClient =
  { type: 'connected'; open: number; failed: number } | { type: 'result'; result: ClientResult };
