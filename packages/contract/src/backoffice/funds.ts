import { z } from 'zod';
import { amountUsd } from '../funds.js';
import { decimalPattern } from '../decimal-pattern.js';
import {
  intInRange,
  multilineText,
  nonEmpty,
  pageOf,
  pageParam,
  positiveDecimal,
  singleLine,
} from '../schema-helpers.js';
import { decimalText, flag, isoTime, optionalTime, rejectionRemark, reviewDecision } from './common.js';

/** A deposit as the review screen sees it (the `charges` row). Status 0 waiting, 1 credited, 2 rejected, 3 invalid. */
export const chargeRecord = z.object({
  id: z.number(),
  userId: z.number(),
  /** 0 coin, 1 wire, 2 card. */
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  number: decimalText,
  currencyCode: z.string(),
  channelId: z.number().nullable(),
  wireId: z.number().nullable(),
  address: z.string(),
  proofImg: z.string(),
  providerRef: z.string().nullable(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  remark: z.string(),
  creditedAmount: decimalText.nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: optionalTime,
  createdAt: isoTime,
});
export type ChargeRecord = z.infer<typeof chargeRecord>;

/** A bank account to pay into: the client's of a payout (withdrawalRecord), the broker's of a wire (bankWireRecord). */
const bankAccountRecord = {
  bankName: z.string(),
  bankAddress: z.string(),
  bankSwift: z.string(),
  payeeName: z.string(),
  payeeAccount: z.string(),
};

/** A withdrawal as the review screen sees it (the `withdrawals` row). Status 0 waiting, 1 paid, 2 rejected. */
export const withdrawalRecord = z.object({
  id: z.number(),
  userId: z.number(),
  /** 1 coin, 2 bank. */
  type: z.number(),
  currencyId: z.number(),
  methodId: z.number(),
  number: decimalText,
  fee: decimalText,
  realNumber: decimalText,
  destination: z.string(),
  dcAddress: z.string(),
  ...bankAccountRecord,
  protocol: z.string(),
  memo: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  ...reviewDecision.shape,
  createdAt: isoTime,
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecord>;

/** The client of a reviewed row. */
const owner = { email: z.string().nullable(), uid: z.string() };
export const chargeReviewRow = chargeRecord.extend(owner);
export type ChargeReviewRow = z.infer<typeof chargeReviewRow>;
export const withdrawalReviewRow = withdrawalRecord.extend(owner);
export type WithdrawalReviewRow = z.infer<typeof withdrawalReviewRow>;
/** GET /admin/api/funds/deposits, /admin/api/funds/withdrawals */
export const chargeReviewPage = pageOf(chargeReviewRow);
export const withdrawalReviewPage = pageOf(withdrawalReviewRow);

/** Withdraw currencies, coin channels and bank wires (GET /admin/api/funds/reference). */
export const fundCurrencyRecord = z.object({
  id: z.number(),
  code: z.string(),
  protocol: z.string(),
  /** 1 coin, 2 bank. */
  type: z.number(),
  drawRate: decimalText,
  feeType: z.number(),
  feeValue: decimalText,
  usdPrice: decimalText,
  minAmount: decimalText,
  maxAmount: decimalText,
  enabled: flag,
  sort: z.number(),
});
export type FundCurrencyRecord = z.infer<typeof fundCurrencyRecord>;
export const chargeChannelRecord = z.object({
  id: z.number(),
  currencyCode: z.string(),
  protocolCode: z.string(),
  address: z.string(),
  enabled: flag,
  sort: z.number(),
});
export type ChargeChannelRecord = z.infer<typeof chargeChannelRecord>;
export const bankWireRecord = z.object({
  id: z.number(),
  currencyCode: z.string(),
  ...bankAccountRecord,
  bankRemark: z.string(),
  enabled: flag,
});
export type BankWireRecord = z.infer<typeof bankWireRecord>;
export const fundsReference = z.object({
  currencies: z.array(fundCurrencyRecord),
  channels: z.array(chargeChannelRecord),
  wires: z.array(bankWireRecord),
});
export type FundsReference = z.infer<typeof fundsReference>;

/** GET /admin/api/funds/deposits and /withdrawals: one status (none: all), a page. */
export const fundsReviewQuery = z.object({ status: intInRange(0, 3).optional(), page: pageParam });

/** POST /admin/api/funds/deposits/:id/approve: the amount credited. */
export const depositApproveBody = z.object({ amount: amountUsd });

/** POST /admin/api/funds/deposits/:id/reject: why, and whether the deposit is invalid. */
export const depositRejectBody = z.object({
  remark: rejectionRemark,
  invalid: z.boolean().optional(),
});

/** POST /admin/api/funds/withdrawals/:id/pay. */
export const withdrawalPayBody = z.object({ remark: multilineText(500).optional() });
/** POST /admin/api/funds/withdrawals/:id/reject: a rejection tells the client why. */
export const withdrawalRejectBody = z.object({ remark: rejectionRemark });

const referenceDecimal = (digits: number, scale: number) =>
  z.string().regex(decimalPattern(digits, scale), { error: 'validation.invalid' });
const onOff = z.union([z.literal(0), z.literal(1)]);
const referenceText = (max: number) => singleLine(max).min(1, { error: 'validation.required' });

/** PUT /admin/api/funds/currencies/:id: a withdraw currency's fields to change. */
export const fundCurrencyPatch = nonEmpty(
  z
    .object({
      drawRate: referenceDecimal(4, 8),
      feeType: z.union([z.literal(1), z.literal(2)]),
      feeValue: referenceDecimal(9, 6),
      usdPrice: positiveDecimal(12, 8),
      minAmount: referenceDecimal(9, 2),
      maxAmount: referenceDecimal(9, 2),
      enabled: onOff,
    })
    .partial()
    .strict(),
);

/** POST /admin/api/funds/channels: a coin deposit channel. */
export const chargeChannelFields = z.object({
  currencyCode: referenceText(10),
  protocolCode: referenceText(16),
  address: referenceText(128),
  enabled: onOff,
});
/** PUT /admin/api/funds/channels/:id. */
export const chargeChannelPatch = nonEmpty(chargeChannelFields.partial().strict());

/** POST /admin/api/funds/wires: a bank wire account. */
export const bankWireFields = z.object({
  currencyCode: referenceText(10),
  bankName: referenceText(120),
  bankAddress: referenceText(200),
  bankSwift: z
    .string()
    .trim()
    .regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, { error: 'validation.invalid' }),
  payeeName: referenceText(120),
  payeeAccount: referenceText(64),
  bankRemark: singleLine(200),
  enabled: onOff,
});
/** PUT /admin/api/funds/wires/:id. */
export const bankWirePatch = nonEmpty(bankWireFields.partial().strict());
