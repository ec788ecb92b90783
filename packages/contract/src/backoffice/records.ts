import { z } from 'zod';
import { pageOf, pageParam, singleLine } from '../schema-helpers.js';
import { isoTime } from './common.js';

/** A message the outbox transport "sent" (GET /admin/api/outbox; no count). */
export const outboxRecord = z.object({
  id: z.number(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: isoTime,
});
export type OutboxRecord = z.infer<typeof outboxRecord>;
export const outboxPage = z.object({ data: z.array(outboxRecord) });

/** One audit row (GET /admin/api/audit); before/after are what the change recorded. */
export const auditRecord = z.object({
  id: z.number(),
  adminId: z.number().nullable(),
  adminEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  createdAt: isoTime,
});
export type AuditRecord = z.infer<typeof auditRecord>;
export const auditPage = pageOf(auditRecord);

/** GET /admin/api/outbox: a search in the recipient or the text. */
export const outboxQuery = z.object({ q: singleLine(100).optional(), page: pageParam });

const day = z.iso.date({ error: 'validation.invalid' }).optional();
/** GET /admin/api/audit: the filters of the audit log. */
export const auditQuery = z.object({
  /** An action or an action family prefix, e.g. "deposit." */
  action: singleLine(64).optional(),
  /** Part of the staff member's e-mail. */
  admin: singleLine(254).optional(),
  target_type: singleLine(32).optional(),
  target_id: singleLine(64).optional(),
  /** UTC days, both included. */
  from: day,
  to: day,
  page: pageParam,
});
