import { z } from 'zod';

/** Client → server frames of /v1/ws (DESIGN §8). */
export const clientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('login'), params: z.object({ token: z.string().max(200) }) }),
  z.object({ type: z.literal('sub'), params: z.array(z.string().max(64)).max(64) }),
  z.object({ type: z.literal('unsub'), params: z.array(z.string().max(64)).max(64) }),
  z.object({ type: z.literal('logout'), params: z.unknown().optional() }),
  z.object({ type: z.literal('ping'), params: z.unknown().optional() }),
]);
export type ClientFrame = z.infer<typeof clientFrame>;

export const PUBLIC_TOPICS = ['DAY_MARKET', 'DAY_MARKET_BATCH'] as const;
/** Delivered only to the owner's sockets after login. */
export const PRIVATE_TOPICS = ['FOREX_TRADE', 'FOREX_CLOSED', 'FOLLOW'] as const;
export const KLINE_PREFIX = 'KLINE.';

/** Limits per socket (STYLE habit 8). */
export const SOCKET_LIMITS = {
  /** Largest frame a client may send. */
  maxFrameBytes: 4096,
  /** Topics one socket may hold. */
  maxSubscriptions: 64,
  /**
   * Bytes queued in the socket's send buffer (beyond what the kernel took) before the socket is
   * judged too slow and dropped: ~12 s of the full DAY_MARKET_BATCH stream.
   */
  maxBufferedBytes: 256 * 1024,
  /**
   * All sockets' send buffers together, process-wide: above it the biggest backlogs are dropped
   * first, so thousands of slow sockets cannot add up to gigabytes.
   */
  maxTotalBufferedBytes: 64 * 1024 * 1024,
  /** How often the process-wide backlog is summed. */
  backlogSweepMs: 100,
  /** Inbound frames per second before the socket is closed for flooding. */
  maxFramesPerSecond: 50,
  /** A socket that sends nothing (not even a ping) for this long is closed. */
  idleTimeoutMs: 30_000,
} as const;

export const frame = (type: string, data: unknown): string => JSON.stringify({ type, data });
