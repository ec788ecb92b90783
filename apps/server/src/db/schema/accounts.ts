import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, link, updatedAt } from './columns.js';

/** Client accounts and sessions, codes, rate limits, the outbox, settings and the company profile. */

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
    /** The directory company of the sign-up link (SPEC §9 company_id cookie), if any. */
    companyId: integer('company_id'),
    /** 1 active, 0 disabled by the back office. */
    status: smallint('status').notNull().default(1),
    /** The language of the last login, for the security e-mails sent to this client. */
    lang: text('lang'),
    /** Client two-factor (issue 14): the base32 TOTP secret once enabled, null while off. */
    totpSecret: text('totp_secret'),
    /** A secret shown for enrolment, enabled only when a code from it is confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The newest accepted TOTP step: a code of that step or earlier is a replay. */
    totpLastStep: integer('totp_last_step').notNull().default(0),
    /** Withdrawals are refused until then (24 h after a password or two-factor change). */
    withdrawHoldUntil: instant('withdraw_hold_until'),
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
    userId: link('user_id', () => users.id),
    /** SHA-256 of the opaque token: a database leak does not leak live sessions. */
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use recovery codes of a client's two-factor, stored only as SHA-256 hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: link('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
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
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.purpose, t.createdAt)],
);

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

/** Fixed-window counters shared by every API process (rate limits of DESIGN §7). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: instant('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Cooldowns such as "one code per target per 60 s" (SPEC §9), claimed atomically. */
export const cooldowns = pgTable('cooldowns', {
  key: text('key').primaryKey(),
  until: instant('until').notNull(),
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
  updatedAt: updatedAt(),
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
  /** 1 visible to clients in the directory (search, info); 0 a draft only staff see. */
  published: smallint('published').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
