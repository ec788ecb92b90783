import { bigserial, index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, link } from './columns.js';

/** Back-office staff, their sessions and enrolments, and the audit log (DESIGN §1, §7). */

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

/** Back-office sessions: separate from client sessions, short idle expiry (DESIGN §1). */
export const adminSessions = pgTable('admin_sessions', {
  id: serial('id').primaryKey(),
  adminId: link('admin_id', () => admins.id),
  tokenHash: text('token_hash').notNull().unique(),
  ip: text('ip').notNull().default(''),
  createdAt: createdAt(),
  lastSeenAt: instant('last_seen_at').notNull(),
  revokedAt: instant('revoked_at'),
});

/**
 * TOTP enrolment offers (secret shown at first login, not confirmed yet), by the hash of a
 * one-time enrolment token. Kept in the database so any API process can confirm them.
 */
export const adminEnrolments = pgTable(
  'admin_enrolments',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: link('admin_id', () => admins.id),
    secret: text('secret').notNull(),
    expiresAt: instant('expires_at').notNull(),
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
