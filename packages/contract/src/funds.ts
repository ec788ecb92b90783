import { z } from 'zod';
import { optionalSecondFactor } from './security.js';
import { oneOf, pageParam, positiveInt, requiredString, singleLine } from './schema-helpers.js';

/** A money amount typed by a person: positive decimal, at most 2 decimals for USD amounts. */
export const amountUsd = z
  .union([z.string(), z.number()], { error: 'validation.invalid' })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,9}(\.\d{1,2})?$/.test(v) && Number(v) > 0, { error: 'validation.invalid' });

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

/** SPEC §4 charge (deposit) record status: 0 unchecked, 1 finished, 2 rejected, 3 invalid. */
export const ChargeStatus = { UNCHECKED: 0, FINISHED: 1, REJECTED: 2, INVALID: 3 } as const;
/** Withdrawal status: 0 under review, 1 paid, 2 rejected. */
export const WithdrawalStatus = { REVIEWING: 0, PAID: 1, REJECTED: 2 } as const;
/** Withdrawal method type (draw_symbol_list type): 1 coin address, 2 bank account. */
export const MethodType = { COIN: 1, BANK: 2 } as const;
