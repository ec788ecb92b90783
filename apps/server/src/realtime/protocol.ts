import {
  KLINE_PREFIX,
  topicsWith,
  type ServerFrame,
  type Topic,
  type TopicFrame,
  type TopicPayload,
} from '@fxdesk/contract';

/**
 * The /v1/ws protocol lives in `@fxdesk/contract` (`socket.ts`): client frames, server frames
 * and every topic's payload. This file adds what only the server needs: the socket limits and
 * the one way to make a frame to send.
 */
export { clientFrame, KLINE_PREFIX, type ClientFrame } from '@fxdesk/contract';

export const PUBLIC_TOPICS = topicsWith('public');
/** Delivered only to the owner's sockets after login. */
export const PRIVATE_TOPICS = topicsWith('private');
export const isPublicTopic = (topic: string): boolean => (PUBLIC_TOPICS as string[]).includes(topic);
export const isPrivateTopic = (topic: string): boolean => (PRIVATE_TOPICS as string[]).includes(topic);
export const isKline = (topic: string): boolean => topic.startsWith(KLINE_PREFIX);

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

/** A frame serialized once and written to many sockets; only `frame` and `serialize` make one. */
export type SerializedFrame = string & { readonly serializedFrame: unique symbol };

/** Serializes a typed server frame (a topic frame or a control answer). */
export const serialize = (message: ServerFrame): SerializedFrame =>
  JSON.stringify(message) as SerializedFrame;

/** A topic's frame `{type, data}`: the payload must be the contract's for that topic. */
export const frame = <T extends Topic>(type: T, data: TopicPayload<T>): SerializedFrame =>
  serialize({ type, data } as TopicFrame<T> as ServerFrame);
