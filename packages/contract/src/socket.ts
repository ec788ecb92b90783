import { KLINE_PERIODS } from '@fxdesk/domain';
import { z } from 'zod';
import { klinePoint } from './market.js';
import { supportPush } from './support.js';

/**
 * The /v1/ws protocol (SPEC §4, §7; DESIGN §8) in one place: what a client may send, what the
 * server sends, and every topic's payload. The server can only write frames built from these
 * types (`apps/server/src/realtime/protocol.ts`); the web client parses every frame it receives
 * with `parseServerFrame` and hands listeners typed payloads.
 *
 * Adding a topic is one entry in `TOPICS` (payload schema and who may subscribe).
 */

// ── Client → server ─────────────────────────────────────────────────────────────────────────

export const clientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('login'), params: z.object({ token: z.string().max(200) }) }),
  z.object({ type: z.literal('sub'), params: z.array(z.string().max(64)).max(64) }),
  z.object({ type: z.literal('unsub'), params: z.array(z.string().max(64)).max(64) }),
  z.object({ type: z.literal('logout'), params: z.unknown().optional() }),
  z.object({ type: z.literal('ping'), params: z.unknown().optional() }),
]);
export type ClientFrame = z.infer<typeof clientFrame>;

// ── Topic payloads ──────────────────────────────────────────────────────────────────────────

/**
 * A quote as DAY_MARKET / DAY_MARKET_BATCH carry it; time in epoch ms. `status` is SPEC §3
 * MarketStatus (1 open), so a pair closed by the back office or the calendar greys out live.
 */
export const socketQuotation = z.object({
  close: z.number(),
  change: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  bid: z.number(),
  ask: z.number(),
  volume: z.number(),
  time: z.number(),
  status: z.number().int().optional(),
});
export type SocketQuotation = z.infer<typeof socketQuotation>;

/** DAY_MARKET: one pair's quote. */
export const quotePush = z.object({ symbol: z.string(), quotation: socketQuotation });
export type QuotePush = z.infer<typeof quotePush>;

/** FOREX_TRADE (SPEC §7, DESIGN §5): the account revalued at the live price, ≤ 4 times a second. */
export const forexTradePush = z.object({
  /** Floating P&L of every open position, USD. */
  ProfitsTotal: z.number(),
  /** Risk rate in percent (equity ÷ used margin); 0 when no margin is used. */
  HazardRate: z.number(),
  CautionMoneyAll: z.number(),
  Balance: z.number(),
  Equity: z.number(),
  FreeMargin: z.number(),
  /** FollowId: the follow a copy belongs to (copy trading), 0 for the client's own positions. */
  TransOrder: z.array(
    z.object({
      Id: z.number().int(),
      UpdatePrice: z.number(),
      FactProfits: z.number(),
      // Pushes without it (older servers, spec clients' fixtures) read as 0: an own position.
      FollowId: z.number().int().default(0),
    }),
  ),
  /** The risk rate is at or below the margin-call level. */
  MarginCall: z.boolean(),
});
export type ForexTradePush = z.infer<typeof forexTradePush>;

/** FOREX_CLOSED: positions of the user that closed (by the user, SL/TP, stop-out, a reset). */
export const forexClosedPush = z.object({ id: z.array(z.number().int()) });
export type ForexClosedPush = z.infer<typeof forexClosedPush>;

/** FOLLOW: one of the user's follows changed state (stopped by its copy stop-loss). */
export const followPush = z.object({
  id: z.number().int(),
  status: z.number().int(),
  reason: z.string(),
  equity: z.number(),
});
export type FollowPush = z.infer<typeof followPush>;

/** KLINE.{code}: the open bar of one period, a kline point (SPEC §3) with its period. */
export const klinePush = z.object({
  kline: z.object({ Period: z.enum(KLINE_PERIODS), ...klinePoint.shape }),
});
export type KlinePush = z.infer<typeof klinePush>;

/**
 * Every fixed topic: its payload and who may subscribe (`public`: anyone; `private`: delivered
 * only to the logged-in owner's sockets). `KLINE.{code}` is the one topic family (below).
 */
export const TOPICS = {
  DAY_MARKET: { access: 'public', payload: quotePush },
  DAY_MARKET_BATCH: { access: 'public', payload: z.array(quotePush) },
  FOREX_TRADE: { access: 'private', payload: forexTradePush },
  FOREX_CLOSED: { access: 'private', payload: forexClosedPush },
  /** A follow stopped by its copy stop-loss (copy trading): the follower's screens refresh. */
  FOLLOW: { access: 'private', payload: followPush },
  /** New support-chat messages and the unread count (DESIGN §7 support). */
  SUPPORT: { access: 'private', payload: supportPush },
} as const satisfies Record<string, { access: 'public' | 'private'; payload: z.ZodType }>;

export type FixedTopic = keyof typeof TOPICS;
export const KLINE_PREFIX = 'KLINE.';
export type KlineTopic = `${typeof KLINE_PREFIX}${string}`;
/** Anything a client may subscribe to. */
export type Topic = FixedTopic | KlineTopic;

export const klineTopic = (code: string): KlineTopic => `${KLINE_PREFIX}${code}`;
export const isKlineTopic = (topic: string): topic is KlineTopic => topic.startsWith(KLINE_PREFIX);
export const isFixedTopic = (topic: string): topic is FixedTopic => Object.hasOwn(TOPICS, topic);

export const topicsWith = (access: 'public' | 'private'): FixedTopic[] =>
  (Object.keys(TOPICS) as FixedTopic[]).filter((topic) => TOPICS[topic].access === access);
export type PrivateTopic = {
  [K in FixedTopic]: (typeof TOPICS)[K]['access'] extends 'private' ? K : never;
}[FixedTopic];

/** The payload a topic carries. */
export type TopicPayload<T extends Topic> = T extends FixedTopic
  ? z.infer<(typeof TOPICS)[T]['payload']>
  : KlinePush;

/** The schema of a topic's payload. */
export function topicPayloadSchema(topic: Topic): z.ZodType {
  return isKlineTopic(topic) ? klinePush : TOPICS[topic].payload;
}

// ── Server → client ─────────────────────────────────────────────────────────────────────────

/** Answers to client frames, and the server's complaints about them. */
export const CONTROL_FRAMES = {
  login_result: z.object({ type: z.literal('login_result'), code: z.number().int() }),
  logout_result: z.object({ type: z.literal('logout_result'), code: z.number().int() }),
  sub_result: z.object({
    type: z.literal('sub_result'),
    code: z.number().int(),
    params: z.array(z.string()),
    rejected: z.array(z.string()),
  }),
  unsub_result: z.object({
    type: z.literal('unsub_result'),
    code: z.number().int(),
    params: z.array(z.string()),
  }),
  pong: z.object({ type: z.literal('pong') }),
  error: z.object({ type: z.literal('error'), code: z.number().int(), msg: z.string() }),
} as const;
export type ControlFrame = {
  [K in keyof typeof CONTROL_FRAMES]: z.infer<(typeof CONTROL_FRAMES)[K]>;
}[keyof typeof CONTROL_FRAMES];

/** A topic's frame: `{type: topic, data: payload}`. */
export type TopicFrame<T extends Topic = Topic> = T extends Topic
  ? { type: T; data: TopicPayload<T> }
  : never;
/** A fixed topic's frame, or a KLINE.{code} frame. */
export type AnyTopicFrame = { [K in FixedTopic]: TopicFrame<K> }[FixedTopic] | TopicFrame<KlineTopic>;

export type ServerFrame = ControlFrame | AnyTopicFrame;
export type ServerFrameType = ServerFrame['type'];

/** Each fixed topic's frame schema, made once from `TOPICS`. */
const FIXED_TOPIC_FRAMES = Object.fromEntries(
  (Object.keys(TOPICS) as FixedTopic[]).map((topic) => [
    topic,
    z.object({ type: z.literal(topic), data: TOPICS[topic].payload }),
  ]),
) as unknown as Record<FixedTopic, z.ZodObject>;
const KLINE_FRAME = z.object({ type: z.string().startsWith(KLINE_PREFIX), data: klinePush });

/** Every frame the server sends: control frames and topic frames, told apart by `type`. */
export const serverFrame = z.union([
  z.discriminatedUnion('type', [
    ...Object.values(CONTROL_FRAMES),
    ...Object.values(FIXED_TOPIC_FRAMES),
  ] as unknown as [z.ZodObject, ...z.ZodObject[]]),
  KLINE_FRAME,
]) as unknown as z.ZodType<ServerFrame>;

/**
 * Parses one frame from the server, its schema picked by `type` (a control frame, a fixed topic
 * or KLINE.{code}) so nothing is tried in turn. `undefined` for anything else.
 */
export function parseServerFrame(json: unknown): ServerFrame | undefined {
  const type = (json as { type?: unknown } | null)?.type;
  if (typeof type !== 'string') return undefined;
  const schema: z.ZodType | undefined = Object.hasOwn(CONTROL_FRAMES, type)
    ? CONTROL_FRAMES[type as keyof typeof CONTROL_FRAMES]
    : isFixedTopic(type)
      ? FIXED_TOPIC_FRAMES[type]
      : isKlineTopic(type)
        ? KLINE_FRAME
        : undefined;
  const parsed = schema?.safeParse(json);
  return parsed?.success ? (parsed.data as ServerFrame) : undefined;
}
