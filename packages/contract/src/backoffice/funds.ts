import { z } from 'zod';
import { adminPage, decimalText, flag, isoTime, optionalTime } from './common.js';

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
  bankName: z.string(),
  bankAddress: z.string(),
  bankSwift: z.string(),
  payeeName: z.string(),
  payeeAccount: z.string(),
  protocol: z.string(),
  memo: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  remark: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: optionalTime,
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
export const chargeReviewPage = adminPage(chargeReviewRow);
export const withdrawalReviewPage = adminPage(withdrawalReviewRow);

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
  bankName: z.string(),
  bankAddress: z.string(),
  bankSwift: z.string(),
  payeeName: z.string(),
  payeeAccount: z.string(),
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
