import { and, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, outboxMessages } from '../../db/schema.js';
import { likeTerm } from '../backoffice/index.js';
import { newestFirstPage } from '../../db/paging.js';

const DAY_MS = 86_400_000;

/** What the audit log is filtered by; the days are UTC, both included. */
export interface AuditFilter {
  /** An action or an action family prefix, e.g. "deposit." */
  action?: string | undefined;
  /** Part of the staff member's e-mail. */
  admin?: string | undefined;
  target_type?: string | undefined;
  target_id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function auditWhere(q: AuditFilter): SQL | undefined {
  return and(
    q.action ? ilike(auditLog.action, `${likeTerm(q.action)}%`) : undefined,
    q.admin ? ilike(auditLog.adminEmail, `%${likeTerm(q.admin)}%`) : undefined,
    q.target_type ? eq(auditLog.targetType, q.target_type) : undefined,
    q.target_id ? eq(auditLog.targetId, q.target_id) : undefined,
    q.from ? gte(auditLog.createdAt, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(auditLog.createdAt, new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}

/** Outbox messages, newest first, whose recipient contains `q`. */
export async function outboxRows(db: DbOrTx, q: string | undefined, limit: number, offset: number) {
  const where = q ? ilike(outboxMessages.recipient, `%${likeTerm(q)}%`) : undefined;
  return db
    .select()
    .from(outboxMessages)
    .where(where)
    .orderBy(desc(outboxMessages.id))
    .limit(limit)
    .offset(offset);
}

/** One page of the audit log, newest first, and how many rows the filter matches. */
export async function auditRows(db: DbOrTx, filter: AuditFilter, limit: number, offset: number) {
  const where = auditWhere(filter);
  const { rows, total } = await newestFirstPage(db, auditLog, where, limit, offset);
  return { data: rows, total };
}
