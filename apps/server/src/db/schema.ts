import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One schema for PGlite and PostgreSQL (DESIGN §2). Money is `numeric` (STYLE habit 2) and
 * comes back from the driver as a string; timestamps are timestamptz.
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 24, scale: 6 });

export const areas = pgTable('areas', {
  id: serial('id').primaryKey(),
  /** ISO 3166-1 alpha-2 country code. */
  code: text('code').notNull().unique(),
  /** Dialling prefix without "+". */
  globalCode: text('global_code').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull().unique(),
    email: text('email'),
    mobile: text('mobile'),
    areaId: integer('area_id').references(() => areas.id),
    passwordHash: text('password_hash'),
    isDemo: smallint('is_demo').notNull().default(0),
    demoDeviceId: text('demo_device_id').unique(),
    inviteCode: text('invite_code').notNull().unique(),
    referrerId: integer('referrer_id'),
    /** 1 active, 0 disabled by the back office. */
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_mobile_key').on(t.areaId, t.mobile),
    index('users_referrer_idx').on(t.referrerId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** SHA-256 of the opaque token: a database leak does not leak live sessions. */
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    /** 'email' or 'sms'. */
    channel: text('channel').notNull(),
    /** Normalized target: lower-cased e-mail, or "+{global_code}{number}". */
    target: text('target').notNull(),
    /** 1 register, 2 reset. */
    purpose: smallint('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.purpose, t.createdAt)],
);

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Fixed-window counters shared by every API process (rate limits of DESIGN §7). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Cooldowns such as "one code per target per 60 s" (SPEC §9), claimed atomically. */
export const cooldowns = pgTable('cooldowns', {
  key: text('key').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});

/** Every message the outbox transport "sent" (DESIGN §7), listed by the back office. */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** Key/value settings edited in the back office; values are JSON text. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull().default(''),
  url: text('url').notNull().default(''),
  subject: text('subject').notNull().default(''),
  registeredAddress: text('registered_address').notNull().default(''),
  location: text('location').notNull().default(''),
  email: text('email').notNull().default(''),
  /** 1 for the broker running this deployment; 0 for directory entries ("main" mode). */
  isSelf: smallint('is_self').notNull().default(0),
  createdAt: createdAt(),
});

/** One USD account per user (DESIGN §6). balance and lock_balance are derived from the ledger. */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  currency: text('currency').notNull().default('USD'),
  balance: money('balance').notNull().default('0'),
  lockBalance: money('lock_balance').notNull().default('0'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Append-only ledger: every balance or lock change is a row with the balances after it. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    lockAmount: money('lock_amount').notNull().default('0'),
    lockAfter: money('lock_after').notNull().default('0'),
    refType: text('ref_type'),
    refId: text('ref_id'),
    actor: text('actor').notNull().default('system'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    uniqueIndex('ledger_entries_ref_key')
      .on(t.accountId, t.kind, t.refType, t.refId)
      .where(sql`ref_id is not null`),
  ],
);

/** Back-office staff, separate from clients (DESIGN §1). */
export const admins = pgTable('admins', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').notNull(),
  totpSecret: text('totp_secret'),
  /** The last TOTP time step accepted: a code is never accepted twice. */
  totpLastStep: integer('totp_last_step').notNull().default(0),
  mustChangePassword: smallint('must_change_password').notNull().default(0),
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
});

/** Instrument categories (majors, crosses, metals); names per language code. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Trade pairs with every SPEC §3 field, plus what the feed and the dealing desk need. */
export const pairs = pgTable('pairs', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  showCode: text('show_code').notNull(),
  logo: text('logo').notNull().default(''),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  pricePrecision: integer('price_precision').notNull(),
  /** Lot step (SPEC §3 Pip). */
  lotStep: numeric('lot_step', { precision: 12, scale: 4 }).notNull(),
  /** Minimum lots (ForexMinCont). */
  minLots: numeric('min_lots', { precision: 12, scale: 4 }).notNull(),
  /** Units per lot (ForexContNum). */
  unitsPerLot: numeric('units_per_lot', { precision: 16, scale: 2 }).notNull(),
  feeRate: numeric('fee_rate', { precision: 16, scale: 8 }).notNull(),
  /** 1 fixed margin, otherwise leveraged. */
  marginMode: smallint('margin_mode').notNull().default(2),
  /** Leverage options (HasForexMultiple). */
  leverages: jsonb('leverages').$type<number[]>().notNull(),
  /** Spread in points (1 point = 10^-precision). */
  spreadPoints: integer('spread_points').notNull(),
  /** Annual volatility of the simulated feed, e.g. 0.08 for 8%. */
  volatility: numeric('volatility', { precision: 8, scale: 4 }).notNull(),
  /** Opening bid of the simulated feed on first boot. */
  seedPrice: numeric('seed_price', { precision: 20, scale: 8 }).notNull(),
  /** '24x7' or '24x5' (DESIGN §4 session calendar). */
  schedule: text('schedule').notNull().default('24x7'),
  /** The admin switch: 0 closes the pair whatever the schedule says. */
  enabled: smallint('enabled').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

/** Candles per pair and period (DESIGN §4); time is the bar start. */
export const klines = pgTable(
  'klines',
  {
    pairId: integer('pair_id')
      .notNull()
      .references(() => pairs.id),
    period: text('period').notNull(),
    time: timestamp('time', { withTimezone: true }).notNull(),
    open: numeric('open', { precision: 20, scale: 8 }).notNull(),
    high: numeric('high', { precision: 20, scale: 8 }).notNull(),
    low: numeric('low', { precision: 20, scale: 8 }).notNull(),
    close: numeric('close', { precision: 20, scale: 8 }).notNull(),
    volume: numeric('volume', { precision: 24, scale: 4 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.pairId, t.period, t.time] })],
);

/**
 * Orders and positions (DESIGN §5). status: 0 pending (dealing), 1 holding (open position),
 * 3 history (closed or cancelled). Money columns are exact; prices keep the pair's precision.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    pairId: integer('pair_id')
      .notNull()
      .references(() => pairs.id),
    /** 1 buy (long), 2 sell (short). */
    side: smallint('side').notNull(),
    /** 1 market, 0 pending. */
    entryType: smallint('entry_type').notNull(),
    status: smallint('status').notNull(),
    /** 'limit' or 'stop' for pending orders. */
    pendingKind: text('pending_kind'),
    lots: numeric('lots', { precision: 12, scale: 4 }).notNull(),
    leverage: integer('leverage').notNull(),
    unitsPerLot: numeric('units_per_lot', { precision: 16, scale: 2 }).notNull(),
    targetPrice: numeric('target_price', { precision: 20, scale: 8 }),
    openPrice: numeric('open_price', { precision: 20, scale: 8 }),
    closePrice: numeric('close_price', { precision: 20, scale: 8 }),
    stopLoss: numeric('stop_loss', { precision: 20, scale: 8 }),
    takeProfit: numeric('take_profit', { precision: 20, scale: 8 }),
    /** Margin held while pending or open (USD, rounded up at 6 dp). */
    margin: money('margin').notNull(),
    /** Fee charged at fill (USD); the estimate while pending. */
    fee: money('fee').notNull(),
    realizedPnl: money('realized_pnl'),
    closeReason: text('close_reason'),
    createdAt: createdAt(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_status_idx').on(t.userId, t.status, t.id),
    index('orders_status_pair_idx').on(t.status, t.pairId),
  ],
);

/** Replayed requests with an Idempotency-Key return the first answer (trading issue). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  // created_at: unanswered keys expire and old answers are swept (idempotency.ts).
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

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
  enabled: smallint('enabled').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

/** On-chain deposit channels: currency + protocol + address (SPEC §3 charge channel). */
export const chargeChannels = pgTable('charge_channels', {
  id: serial('id').primaryKey(),
  currencyCode: text('currency_code').notNull(),
  protocolCode: text('protocol_code').notNull(),
  address: text('address').notNull(),
  enabled: smallint('enabled').notNull().default(1),
  sort: integer('sort').notNull().default(0),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: smallint('type').notNull(),
    /** Amount the client says they sent, in USD. */
    number: money('number').notNull(),
    currencyCode: text('currency_code').notNull(),
    channelId: integer('channel_id'),
    wireId: integer('wire_id'),
    address: text('address').notNull().default(''),
    proofImg: text('proof_img').notNull().default(''),
    /** Card payments: the provider's payment id (unique: a replayed callback credits once). */
    providerRef: text('provider_ref').unique(),
    status: smallint('status').notNull().default(0),
    remark: text('remark').notNull().default(''),
    creditedAmount: money('credited_amount'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('charges_user_idx').on(t.userId, t.type, t.id),
    index('charges_status_idx').on(t.status, t.id),
  ],
);

/** Bound withdrawal methods: a coin address (type 1) or a bank account (type 2). */
export const withdrawMethods = pgTable(
  'withdraw_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: smallint('type').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => fundCurrencies.id),
    dcAddress: text('dc_address').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankAddress: text('bank_address').notNull().default(''),
    bankSwift: text('bank_swift').notNull().default(''),
    payeeName: text('payee_name').notNull().default(''),
    payeeAccount: text('payee_account').notNull().default(''),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('withdraw_methods_user_idx').on(t.userId, t.type)],
);

/** Withdrawal requests. status 0 reviewing, 1 paid, 2 rejected. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: smallint('type').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => fundCurrencies.id),
    methodId: integer('method_id')
      .notNull()
      .references(() => withdrawMethods.id),
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
    dcAddress: text('dc_address').notNull().default(''),
    protocol: text('protocol').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankAddress: text('bank_address').notNull().default(''),
    bankSwift: text('bank_swift').notNull().default(''),
    payeeName: text('payee_name').notNull().default(''),
    payeeAccount: text('payee_account').notNull().default(''),
    memo: text('memo').notNull().default(''),
    status: smallint('status').notNull().default(0),
    remark: text('remark').notNull().default(''),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.type, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
  ],
);

/** Back-office sessions: separate from client sessions, short idle expiry (DESIGN §1). */
export const adminSessions = pgTable('admin_sessions', {
  id: serial('id').primaryKey(),
  adminId: integer('admin_id')
    .notNull()
    .references(() => admins.id),
  tokenHash: text('token_hash').notNull().unique(),
  ip: text('ip').notNull().default(''),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * TOTP enrolment offers (secret shown at first login, not confirmed yet), by the hash of a
 * one-time enrolment token. Kept in the database so any API process can confirm them.
 */
export const adminEnrolments = pgTable(
  'admin_enrolments',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id),
    secret: text('secret').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_enrolments_expires_idx').on(t.expiresAt)],
);

/** Every mutating back-office action: who, what, before/after, when, from where. Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: integer('admin_id'),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull().default(''),
    targetId: text('target_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_action_idx').on(t.action, t.id)],
);
