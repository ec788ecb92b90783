import type { Clock } from '../../clock.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import {
  companyById,
  companyPage,
  complaintPage,
  insertCompany,
  lockCompany,
  updateCompanyRow,
  type CompanyInsert,
  type CompanyPatch,
} from './company-admin.repository.js';
import type { CompanyRow } from './company.repository.js';

/** What the directory's back-office screens use. */
export interface CompanyAdminDeps {
  db: Db;
  clock: Clock;
}

/**
 * The company directory in the back office: list, create, edit, publish and unpublish, and the
 * complaints clients filed. Each change's `audited` writes its audit row in the change's
 * transaction.
 */
export class CompanyAdmin {
  constructor(private readonly deps: CompanyAdminDeps) {}

  list(filter: { q?: string | undefined; published?: string | undefined }, page: number, size: number) {
    return companyPage(this.deps.db, filter, size, (page - 1) * size);
  }

  async one(id: number): Promise<CompanyRow> {
    const row = await companyById(this.deps.db, id);
    if (!row) throw new AppError('COMPANY_NOT_FOUND');
    return row;
  }

  /** Creates a directory company (never the broker's own). */
  create(values: Omit<CompanyInsert, 'isSelf'>, audited: (tx: Tx, created: CompanyRow) => Promise<void>) {
    return this.deps.db.transaction(async (tx) => {
      const created = await insertCompany(tx, { ...values, isSelf: 0 });
      await audited(tx, created);
      return created;
    });
  }

  /** Edits the fields given, under the row's lock. */
  update(id: number, patch: CompanyPatch, audited: (tx: Tx, before: CompanyRow) => Promise<void>) {
    return this.deps.db.transaction(async (tx) => {
      const before = await lockCompany(tx, id);
      if (!before) throw new AppError('COMPANY_NOT_FOUND');
      const after = await updateCompanyRow(tx, before.id, { ...patch, updatedAt: this.deps.clock() });
      // The row is locked: it cannot have gone between the two statements.
      if (!after) throw new AppError('COMPANY_NOT_FOUND');
      await audited(tx, before);
      return after;
    });
  }

  complaints(companyId: number | undefined, page: number, size: number) {
    return complaintPage(this.deps.db, companyId, size, (page - 1) * size);
  }
}
