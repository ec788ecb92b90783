import type { Db, Tx } from '../../db/client.js';
import { AppError, invalidParams } from '../../errors.js';
import {
  allReference,
  currencyById,
  insertReference,
  referenceById,
  updateCurrency,
  updateReference,
  type CurrencyPatch,
  type CurrencyRecord,
  type ReferenceKind,
  type ReferenceRow,
} from './admin-reference.repository.js';

/** What the reference screens use. */
export interface ReferenceAdminDeps {
  db: Db;
}

const NOT_FOUND = { channel: 'CHANNEL_NOT_FOUND', wire: 'WIRE_NOT_FOUND' } as const;

/**
 * Deposit and withdrawal reference data as the back office edits it; each change's `audited`
 * writes its audit row in the change's transaction.
 */
export class ReferenceAdmin {
  constructor(private readonly deps: ReferenceAdminDeps) {}

  all() {
    return allReference(this.deps.db);
  }

  /** Edits a withdraw currency; its minimum may not exceed its maximum. */
  async changeCurrency(
    id: number,
    patch: CurrencyPatch,
    audited: (tx: Tx, before: CurrencyRecord) => Promise<void>,
  ): Promise<CurrencyRecord> {
    const { db } = this.deps;
    const before = await currencyById(db, id);
    if (!before) throw new AppError('CURRENCY_NOT_FOUND');
    const min = Number(patch.minAmount ?? before.minAmount);
    const max = Number(patch.maxAmount ?? before.maxAmount);
    if (min > max) throw invalidParams('validation.invalid', { field: 'minAmount' });
    return db.transaction(async (tx) => {
      const after = await updateCurrency(tx, id, patch);
      await audited(tx, before);
      return after;
    });
  }

  /** Adds a coin channel or a bank wire. */
  add(kind: ReferenceKind, values: object, audited: (tx: Tx, created: ReferenceRow) => Promise<void>) {
    return this.deps.db.transaction(async (tx) => {
      const created = await insertReference(tx, kind, values);
      await audited(tx, created);
      return created;
    });
  }

  /** Edits a coin channel or a bank wire. */
  async change(
    kind: ReferenceKind,
    id: number,
    patch: object,
    audited: (tx: Tx, before: ReferenceRow) => Promise<void>,
  ): Promise<ReferenceRow> {
    const { db } = this.deps;
    const before = await referenceById(db, kind, id);
    if (!before) throw new AppError(NOT_FOUND[kind]);
    return db.transaction(async (tx) => {
      const after = await updateReference(tx, kind, id, patch);
      await audited(tx, before);
      return after;
    });
  }
}
