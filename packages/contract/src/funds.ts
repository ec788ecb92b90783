import { z } from 'zod';
import { optionalSecondFactor } from './security.js';
import { isAmountUsd } from './decimal-pattern.js';
import { oneOf, pageOf, pageParam, positiveInt, requiredString, singleLine } from './schema-helpers.js';

/** A money amount typed by a person: positive decimal, at most 2 decimals for USD amounts. */
export const amountUsd = z
  .union([z.string(), z.number()], { error: 'validation.invalid' })
  .transform((v) => String(v).trim())
  .refine(isAmountUsd, { error: 'validation.invalid' });

const proofImg = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^\/uploads\/[a-f0-9]{32}\.(jpg|png|webp)$/, { error: 'validation.required' });

/** GET /api/quickCharge/submit (coin deposit). */
export const coinChargeQuery = z.object({
  number: amountUsd,
  proofImg,
  address: singleLine(128).optional().default(''),
  charge_id: positiveInt(),
});

/** GET /api/quickCharge/wire_submit (bank wire deposit). */
export const wireChargeQuery = z.object({
  number: amountUsd,
  proofImg,
  wire_id: positiveInt('errors.wire_not_found'),
});

export const wireInfoQuery = z.object({ bank_coin: requiredString('validation.required', 16) });

/** POST /api/quickCharge/card_submit (sandbox bank card). */
export const cardChargeBody = z.object({
  number: amountUsd,
  card_number: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s-]/g, '')),
  exp: singleLine(7),
  cvc: singleLine(4),
  holder: requiredString('validation.required', 80),
});

/** POST /api/quickCharge/card_callback: the provider's signed notification. */
export const cardCallbackBody = z.object({
  payment_id: requiredString('validation.required', 64),
  status: z.enum(['approved', 'declined']),
  signature: requiredString('validation.required', 128),
});

/** GET /api/quickCharge/quick_ist: type 0 coin, 1 bank (wire and card). */
export const chargeListQuery = z.object({ type: oneOf([0, 1, 2] as const).optional(), page: pageParam });

/** GET /api/account/draw_symbol_list, /api/account/draw_list: type 1 coin, 2 bank. */
export const drawTypeQuery = z.object({ type: oneOf([1, 2] as const) });
export const drawListQuery = z.object({ type: oneOf([1, 2] as const).optional(), page: pageParam });

/** POST /api/account/draw (form). */
export const drawBody = z.object({
  draw_currency_id: positiveInt(),
  number: amountUsd,
  memo: singleLine(200).optional().default(''),
  draw_method_id: positiveInt('errors.method_not_found'),
  /** Required when the client has two-factor on (issue 14). */
  totp_code: optionalSecondFactor,
});

/** GET /api/wallet/get_draw_method. */
export const drawMethodQuery = z.object({
  draw_type: oneOf([1, 2] as const),
  draw_id: positiveInt().optional(),
});

/** POST /api/wallet/bind_draw_method (form): dc_address for type 1, bank fields for type 2. */
export const bindMethodBody = z.object({
  type: oneOf([1, 2] as const),
  draw_id: positiveInt(),
  dc_address: singleLine(128).optional(),
  bank_name: singleLine(120).optional(),
  bank_address: singleLine(200).optional(),
  bank_swift: singleLine(11).optional(),
  payee_name: singleLine(120).optional(),
  payee_account: singleLine(64).optional(),
});

export const deleteMethodBody = z.object({ id: positiveInt() });

/** SPEC §3 withdraw currency. */
export const drawCurrency = z.object({
  id: z.number(),
  code: z.string(),
  protocol: z.string(),
  draw_rate: z.number(),
  fee_type: z.number(),
  fee: z.number(),
  usd_price: z.number(),
  min: z.number(),
  max: z.number(),
});
/** GET /api/account/draw_symbol_list. */
export const drawCurrencyList = z.array(drawCurrency);

/** SPEC §4 charge (deposit) record status: 0 unchecked, 1 finished, 2 rejected, 3 invalid. */
export const ChargeStatus = { UNCHECKED: 0, FINISHED: 1, REJECTED: 2, INVALID: 3 } as const;
/** Withdrawal status: 0 under review, 1 paid, 2 rejected. */
export const WithdrawalStatus = { REVIEWING: 0, PAID: 1, REJECTED: 2 } as const;
/** Withdrawal method type (draw_symbol_list type): 1 coin address, 2 bank account. */
export const MethodType = { COIN: 1, BANK: 2 } as const;

/** SPEC §3 charge channel: an on-chain deposit address (GET /api/quickCharge/info). */
export const chargeChannel = z.object({
  id: z.number(),
  currency_code: z.string(),
  protocol_code: z.string(),
  address: z.string(),
});
export const chargeChannelList = z.array(chargeChannel);

/** A deposit currency, type 1 coin, 2 bank (GET /api/quickCharge/symbols). */
export const chargeSymbol = z.object({ code: z.string(), type: z.number() });
export const chargeSymbolList = z.array(chargeSymbol);

/** A bank account to pay into: the broker's of a wire (bankWire), the client's of a payout (drawMethod). */
const bankAccount = {
  bank_name: z.string(),
  bank_address: z.string(),
  bank_swift: z.string(),
  payee_name: z.string(),
  payee_account: z.string(),
};

/** SPEC §3 bank wire: the broker's account to transfer to (GET /api/quickCharge/wire_info). */
export const bankWire = z.object({
  id: z.number(),
  ...bankAccount,
  bank_remark: z.string(),
  currency_code: z.string(),
});
export const bankWireList = z.array(bankWire);

/** A coin or wire deposit received for review (GET /api/quickCharge/submit, wire_submit). */
export const chargeSubmitted = z.object({ id: z.number(), status: z.number() });

/** A card deposit credited (POST /api/quickCharge/card_submit). */
export const cardChargeResult = z.object({ id: z.number() });

/** Whether card deposits are offered, and whether by the sandbox (GET /api/quickCharge/card_info). */
export const cardDepositInfo = z.object({ enabled: z.boolean(), sandbox: z.boolean() });

/** How a deposit was paid. */
export const chargeMethod = z.enum(['coin', 'wire', 'card']);

/** SPEC §3 charge record; type 0 coin, 1 bank (wire or card, told apart by `method`). */
export const depositRecord = z.object({
  id: z.number(),
  /** The amount the client sent, in USD. */
  number: z.number(),
  type: z.number(),
  method: chargeMethod,
  /** The coin or the wire's currency: a label, not the unit of `number`. */
  currency_code: z.string(),
  /** The USD credited to the balance once finished (status 1); null before. */
  credited_amount: z.number().nullable(),
  status: z.number(),
  status_name: z.string(),
  remark: z.string(),
  address: z.string(),
  proof_img: z.string(),
  created_at: z.string(),
});
/** GET /api/quickCharge/quick_ist. */
export const depositRecordPage = pageOf(depositRecord);

/** SPEC §3 bound withdraw method (get_draw_method, bind_draw_method). */
export const drawMethod = z.object({
  id: z.number(),
  type: z.number(),
  dc_address: z.string(),
  ...bankAccount,
  draw_currency: drawCurrency.nullable(),
  /** 0 until confirmed with the e-mailed code (issue 14); only confirmed ones can be used. */
  confirmed: z.union([z.literal(0), z.literal(1)]),
});
/** GET /api/wallet/get_draw_method. */
export const drawMethodList = z.array(drawMethod);

/** A withdrawal requested (GET/POST /api/account/draw). */
export const drawResult = z.object({ id: z.number(), fee: z.number(), real_number: z.number() });

/** SPEC §3 withdraw record (GET /api/account/draw_list). */
export const withdrawRecord = z.object({
  id: z.number(),
  number: z.number(),
  real_number: z.number(),
  draw_currency: z.object({ code: z.string(), protocol: z.string() }),
  fee: z.number(),
  status: z.number(),
  status_name: z.string(),
  created_at: z.string(),
  type: z.number(),
  address: z.string(),
  payee_account: z.string(),
  notes: z.string(),
  remark: z.string(),
});
export const withdrawRecordPage = pageOf(withdrawRecord);

export type DrawCurrency = z.infer<typeof drawCurrency>;
export type ChargeChannel = z.infer<typeof chargeChannel>;
export type ChargeSymbol = z.infer<typeof chargeSymbol>;
export type BankWire = z.infer<typeof bankWire>;
export type CardDepositInfo = z.infer<typeof cardDepositInfo>;
export type ChargeMethod = z.infer<typeof chargeMethod>;
export type DepositRecord = z.infer<typeof depositRecord>;
export type DrawMethod = z.infer<typeof drawMethod>;
export type WithdrawRecord = z.infer<typeof withdrawRecord>;
export type ChargeSubmitted = z.infer<typeof chargeSubmitted>;
export type CardChargeResult = z.infer<typeof cardChargeResult>;
export type DrawResult = z.infer<typeof drawResult>;
export type BindMethodBody = z.infer<typeof bindMethodBody>;

/** GET /v1/api/main/wallet/getBalance (USD, 2 dp). */
export const walletBalance = z.object({ balance: z.number() });

/**
 * GET /v1/api/main/account/forexDetail: balance, the amount locked by pending withdrawals, and
 * what can be withdrawn now (free margin capped by the balance, DESIGN §6). USD, 2 dp.
 */
export const forexDetail = z.object({
  balance: z.number(),
  lock_balance: z.number(),
  withdrawable: z.number(),
});
export type ForexDetail = z.infer<typeof forexDetail>;
