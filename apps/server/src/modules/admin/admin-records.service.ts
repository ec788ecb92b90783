import type { Db } from '../../db/client.js';
import { PAGE } from '../backoffice/index.js';
import { auditRows, outboxRows, type AuditFilter } from './admin-records.repository.js';

/** What the record screens read. */
export interface AdminRecordsDeps {
  db: Db;
}

/** Outbox messages and the audit log, read-only, a page (PAGE rows) at a time. */
export class AdminRecords {
  constructor(private readonly deps: AdminRecordsDeps) {}

  async outbox(q: string | undefined, page: number) {
    return { data: await outboxRows(this.deps.db, q, PAGE, (page - 1) * PAGE) };
  }

  audit(filter: AuditFilter, page: number) {
    return auditRows(this.deps.db, filter, PAGE, (page - 1) * PAGE);
  }
}
