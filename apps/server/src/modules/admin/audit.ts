import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

/** Writes one audit row; call it in the same transaction as the change it records. */
export async function audit(
  db: DbOrTx,
  request: FastifyRequest,
  entry: {
    action: string;
    targetType?: string;
    targetId?: string | number;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    adminId: request.staff?.id ?? null,
    adminEmail: request.staff?.email ?? 'system',
    action: entry.action,
    targetType: entry.targetType ?? '',
    targetId: entry.targetId === undefined ? '' : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: request.ip,
  });
}
