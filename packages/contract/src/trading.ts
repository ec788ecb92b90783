import { z } from 'zod';
import { intInRange, oneOf, pageOf, pageParam, positiveInt } from './schema-helpers.js';

/** A decimal typed by a person or sent as a form field: digits with an optional fraction. */
const decimalText = (key = 'validation.invalid') =>
  z
    .union([z.string(), z.number()], { error: key })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,12}(\.\d{1,10})?$/.test(v), { error: key });

/** Optional price: missing, empty or 0 all mean "none" (SPEC §5: 0 is sent when the toggle is off). */
const optionalPrice = decimalText()
  .optional()
  .transform((v) => (v === undefined || Number(v) === 0 ? undefined : v));

/** SPEC §4 side: 1 buy (long), 2 sell (short). */
export const OrderSide = { BUY: 1, SELL: 2 } as const;
/** SPEC §4 entry: 1 market price, 0 pending at a target price. */
export const OrderEntry = { MARKET: 1, PENDING: 0 } as const;
/** SPEC §4 order status filter: 1 holding, 0 dealing (pending), 3 history. */
export const OrderStatus = { PENDING: 0, HOLDING: 1, HISTORY: 3 } as const;

/** GET|POST /v1/api/forex/submit */
export const submitOrder = z.object({
  type: oneOf([1, 2] as const),
  cont: decimalText(),
  forex_id: positiveInt(),
  status: oneOf([0, 1] as const),
  target_price: optionalPrice,
  stop_loss_price: optionalPrice,
  target_profit_price: optionalPrice,
  multiple: intInRange(0, 10_000).optional(),
});
export type SubmitOrder = z.infer<typeof submitOrder>;

export const orderIdParam = z.object({ id: positiveInt() });

/** GET|POST /v1/api/forex/set_stop_price */
export const setStopPrice = z.object({
  id: positiveInt(),
  target_profit_price: optionalPrice,
  stop_loss_price: optionalPrice,
});

/** GET /v1/api/forex/my_deal */
export const myDealQuery = z.object({ status: oneOf([0, 1, 3] as const), page: pageParam });

export const pageQuery = z.object({ page: pageParam });

/** One order as the order page shows it (SPEC §3 Order). */
export const orderView = z.object({
  Id: z.number(),
  ForexId: z.number(),
  ForexTradeLists: z.object({ ShowCode: z.string(), Code: z.string(), PricePrecision: z.number() }),
  /** 1 buy, otherwise sell. */
  OrderType: z.number(),
  /** 1 holding, 0 pending, 3 history. */
  Status: z.number(),
  Quantity: z.number(),
  Multiple: z.number(),
  /** Fill price (open price); the target for a pending order. */
  OriginPrice: z.number(),
  /** Target price of a pending order, else the open price. */
  Price: z.number(),
  /** Current closing-side price (live), or the close price in history. */
  UpdatePrice: z.number(),
  FactProfits: z.number(),
  CautionMoney: z.number(),
  TradeFee: z.number(),
  TargetLossPrice: z.number(),
  TargetProfitPrice: z.number(),
  CreateTimeHandler: z.string(),
  ClosePrice: z.number(),
  CloseTimeHandler: z.string(),
  /** Why it closed (history): manual, stop_loss, take_profit, stop_out, cancelled, demo_reset. */
  CloseReason: z.string(),
  /** The follow a copy belongs to (copy trading), 0 for the client's own orders. */
  FollowId: z.number(),
  CloseReasonTran: z.string(),
});
export type OrderView = z.infer<typeof orderView>;

export const myDealResult = pageOf(orderView).extend({
  balance: z.number(),
  all_fact_profits: z.number(),
});
export type MyDealResult = z.infer<typeof myDealResult>;

/** SPEC §3 fund record. */
export const fundRecord = z.object({
  Value: z.number(),
  MemoTran: z.string(),
  CreatedAtTran: z.string(),
  Kind: z.string(),
  BalanceAfter: z.number(),
});
export type FundRecord = z.infer<typeof fundRecord>;
export const fundRecordPage = pageOf(fundRecord);
