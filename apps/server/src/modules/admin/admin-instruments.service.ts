import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { CHANNELS, type Bus } from '../../realtime/bus.js';
import type { PairRow } from '../market/index.js';
import {
  allPairs,
  categoryExists,
  pairById,
  updatePair,
  type PairPatch,
  type PairRecord,
} from './admin-instruments.repository.js';

/** What the instrument screens use: the pairs, this node's market, and the bus to tell the others. */
export interface InstrumentsDeps {
  db: Db;
  market: { setPairs(rows: PairRow[]): void };
  bus: Bus;
}

/** A pair edit as the console sends it: its fields, and names merged by language. */
export type InstrumentEdit = Omit<PairPatch, 'names'> & {
  names?: Partial<Record<string, string>> | undefined;
};

/** Trade pairs as the back office edits them (every SPEC §3 field, the switch, the feed controls). */
export class InstrumentsAdmin {
  constructor(private readonly deps: InstrumentsDeps) {}

  list() {
    return allPairs(this.deps.db);
  }

  /**
   * Edits a pair; `audited` writes the audit row in the same transaction. The change takes
   * effect at once here and on every node (the bus).
   */
  async update(
    id: number,
    edit: InstrumentEdit,
    audited: (tx: Tx, before: PairRecord, patch: PairPatch) => Promise<void>,
  ): Promise<PairRecord> {
    const { db } = this.deps;
    const before = await pairById(db, id);
    if (!before) throw new AppError('PAIR_NOT_FOUND');
    if (edit.categoryId !== undefined && !(await categoryExists(db, edit.categoryId)))
      throw new AppError('INVALID_PARAMS', { field: 'categoryId' });
    const { names, ...fields } = edit;
    // The partial record's values are never undefined at run time: zod keeps present keys only.
    const patch: PairPatch = names
      ? { ...fields, names: { ...before.names, ...(names as Record<string, string>) } }
      : fields;
    const after = await db.transaction(async (tx) => {
      const row = await updatePair(tx, id, patch);
      await audited(tx, before, patch);
      return row;
    });
    this.deps.market.setPairs([after]);
    await this.deps.bus.publish(CHANNELS.pairs, String(after.id));
    return after;
  }
}
