import { z } from 'zod';
import { adminPage, isoTime } from './common.js';

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
export const auditPage = adminPage(auditRecord);
