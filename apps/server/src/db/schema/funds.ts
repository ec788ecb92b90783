import { index, integer, numeric, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, link, money, offered } from './columns.js';
import { users } from './accounts.js';

/** Deposits, withdrawals and their reference data (DESIGN §6). */

/** Currencies for deposits and withdrawals (DESIGN §6); usd_price = units of the currency per 1 USD. */
export const fundCurrencies = pgTable('fund_currencies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  /** Network for coins (TRC20, ERC20, BTC); '' for bank currencies. */
  protocol: text('protocol').notNull().default(''),
  /** 1 coin, 2 bank (draw_symbol_list type). */
  type: smallint('type').notNull(),
  drawRate: numeric('draw_rate', { precision: 12, scale: 8 }).notNull().default('0'),
  /** 1 fixed fee (fee_value USD), otherwise amount × draw_rate. */
  feeType: smallint('fee_type').notNull().default(2),
  feeValue: money('fee_value').notNull().default('0'),
  usdPrice: numeric('usd_price', { precision: 20, scale: 8 }).notNull(),
  minAmount: money('min_amount').notNull().default('10'),
  maxAmount: money('max_amount').notNull().default('100000'),
  ...offered(),
});

/** On-chain deposit channels: currency + protocol + address (SPEC §3 charge channel). */
export const chargeChannels = pgTable('charge_channels', {
  id: serial('id').primaryKey(),
  currencyCode: text('currency_code').notNull(),
  protocolCode: text('protocol_code').notNull(),
  address: text('address').notNull(),
  ...offered(),
});

/** Bank wire accounts per currency (SPEC §3 bank wire). */
export const bankWires = pgTable('bank_wires', {
  id: serial('id').primaryKey(),
  currencyCode: text('currency_code').notNull(),
  bankName: text('bank_name').notNull(),
  bankAddress: text('bank_address').notNull(),
  bankSwift: text('bank_swift').notNull(),
  payeeName: text('payee_name').notNull(),
  payeeAccount: text('payee_account').notNull(),
  bankRemark: text('bank_remark').notNull().default(''),
  enabled: smallint('enabled').notNull().default(1),
});

/** Deposit records. type 0 coin, 1 bank wire, 2 bank card; status 0 unchecked, 1 finished, 2 rejected, 3 invalid. */
export const charges = pgTable(
  'charges',
  {
    id: serial('id').primaryKey(),
    userId: link('user_id', () => users.id),
    type: smallint('type').$type<0 | 1 | 2>().notNull(),
    /** Amount the client says they sent, in USD. */
    number: money('number').notNull(),
    currencyCode: text('currency_code').notNull(),
    channelId: integer('channel_id'),
    wireId: integer('wire_id'),
    address: text('address').notNull().default(''),
    proofImg: text('proof_img').notNull().default(''),
    /** Card payments: the provider's payment id (unique: a replayed callback credits once). */
    providerRef: text('provider_ref').unique(),
    status: smallint('status').$type<0 | 1 | 2 | 3>().notNull().default(0),
    remark: text('remark').notNull().default(''),
    creditedAmount: money('credited_amount'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: instant('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('charges_user_idx').on(t.userId, t.type, t.id),
    index('charges_status_idx').on(t.status, t.id),
  ],
);

/** Where a payout goes: a coin address, or the bank fields of a wire (SPEC §3 bound method). */
const payoutColumns = () => ({
  dcAddress: text('dc_address').notNull().default(''),
  bankName: text('bank_name').notNull().default(''),
  bankAddress: text('bank_address').notNull().default(''),
  bankSwift: text('bank_swift').notNull().default(''),
  payeeName: text('payee_name').notNull().default(''),
  payeeAccount: text('payee_account').notNull().default(''),
});

/** Bound withdrawal methods: a coin address (type 1) or a bank account (type 2). */
export const withdrawMethods = pgTable(
  'withdraw_methods',
  {
    id: serial('id').primaryKey(),
    userId: link('user_id', () => users.id),
    type: smallint('type').notNull(),
    currencyId: link('currency_id', () => fundCurrencies.id),
    ...payoutColumns(),
    deletedAt: instant('deleted_at'),
    /**
     * When the client confirmed it with the code e-mailed on binding (issue 14); a method is
     * usable for withdrawals only once confirmed. Methods bound before this existed count as
     * confirmed (the migration copies created_at).
     */
    confirmedAt: instant('confirmed_at'),
    confirmCodeHash: text('confirm_code_hash'),
    confirmExpiresAt: instant('confirm_expires_at'),
    confirmAttempts: integer('confirm_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('withdraw_methods_user_idx').on(t.userId, t.type)],
);

/** Withdrawal requests. status 0 reviewing, 1 paid, 2 rejected. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: link('user_id', () => users.id),
    type: smallint('type').notNull(),
    currencyId: link('currency_id', () => fundCurrencies.id),
    methodId: link('method_id', () => withdrawMethods.id),
    /** Amount in USD moved from balance to lock. */
    number: money('number').notNull(),
    fee: money('fee').notNull(),
    /** (number − fee) × usd_price in the withdrawal currency, 2 dp, never below 0. */
    realNumber: numeric('real_number', { precision: 24, scale: 8 }).notNull(),
    /** Where it goes, copied at request time (the method may be deleted later). */
    destination: text('destination').notNull(),
    /**
     * The bound method as it was at request time, so the back office can pay it even after the
     * client unbinds it: the coin address and network (type 1) or the bank fields (type 2).
     */
    ...payoutColumns(),
    protocol: text('protocol').notNull().default(''),
    memo: text('memo').notNull().default(''),
    status: smallint('status').$type<0 | 1 | 2>().notNull().default(0),
    remark: text('remark').notNull().default(''),
    reviewedBy: text('reviewed_by'),
    reviewedAt: instant('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.type, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
  ],
);
