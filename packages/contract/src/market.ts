import { z } from 'zod';
import { positiveInt } from './schema-helpers.js';

/** SPEC §9 periods, in the spelling of the `period` parameter. */
export const KLINE_PERIOD_VALUES = ['1min', '5min', '15min', '30min', '60min', '1day'] as const;

export const period = z.enum(KLINE_PERIOD_VALUES, { error: 'validation.period_invalid' });

/** GET /v1/api/forex/trade_list */
export const tradeListQuery = z.object({
  searchCurrency: z
    .string()
    .trim()
    .max(32, { error: 'validation.invalid' })
    .optional()
    .transform((v) => v || undefined),
});

/** GET /v1/api/forex/kline and abbreviated_cache_kline */
export const klineQuery = z.object({ forex_id: positiveInt(), period });

/** SPEC §3 quote of a pair (ForexQuotations), plus bid/ask/high/low/volume/time. */
export const forexQuotation = z.object({
  Open: z.number(),
  Close: z.number(),
  Change: z.number(),
  High: z.number(),
  Low: z.number(),
  Bid: z.number(),
  Ask: z.number(),
  Volume: z.number(),
  /** Epoch milliseconds of the last tick. */
  Time: z.number(),
});

/** SPEC §3 trade pair (forex item). */
export const forexItem = z.object({
  Id: z.number(),
  Code: z.string(),
  ShowCode: z.string(),
  Logo: z.string(),
  CategoryId: z.number(),
  NameShowTrans: z.string(),
  /** 1 open. */
  MarketStatus: z.number(),
  PricePrecision: z.number(),
  /** Lot step. */
  Pip: z.number(),
  ForexMinCont: z.number(),
  ForexContNum: z.number(),
  ForexFeeRate: z.number(),
  /** 1 fixed margin. */
  MarginMode: z.number(),
  HasForexMultiple: z.array(z.object({ Value: z.number() })),
  /** Spread in price units (ask − bid). */
  Spread: z.number(),
  ForexQuotations: forexQuotation,
});
export type ForexItem = z.infer<typeof forexItem>;
/** GET /v1/api/forex/trade_list. */
export const forexItemList = z.array(forexItem);

export const category = z.object({ Id: z.number(), Code: z.string(), Name: z.string() });
export type Category = z.infer<typeof category>;
export const categoryList = z.array(category);

/** SPEC §3 kline point; Time is the bar start in epoch seconds. */
export const klinePoint = z.object({
  Time: z.number(),
  Open: z.number(),
  High: z.number(),
  Low: z.number(),
  Close: z.number(),
  Volume: z.number(),
});
export type KlinePoint = z.infer<typeof klinePoint>;
/** GET /v1/api/forex/kline and abbreviated_cache_kline: bars oldest first. */
export const klinePointList = z.array(klinePoint);

// In a module of its own, without zod: the web's start-up code reads it, and a constant here
// would put this module, and zod with it, on the start-up path once a lazy chunk (the socket's
// frame parser) uses its schemas.
export { MarketStatus } from './market-status.js';
