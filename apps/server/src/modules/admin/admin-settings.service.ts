import { httpUrl } from '@fxdesk/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import {
  readSettings,
  SETTING_DEFAULTS,
  writeSettings,
  type SettingKey,
  type Settings,
} from '../settings/index.js';
import {
  selfCompanyRecord,
  updateCompany,
  type CompanyPatch,
  type CompanyRecord,
} from './admin-settings.repository.js';

/** What the platform settings screens use. */
export interface PlatformAdminDeps {
  db: Db;
}

/** Platform settings and the broker's company profile as the back office edits them. */
export class PlatformAdmin {
  constructor(private readonly deps: PlatformAdminDeps) {}

  /** Every platform setting. */
  all() {
    return readSettings(this.deps.db, Object.keys(SETTING_DEFAULTS) as SettingKey[]);
  }

  /**
   * Changes the settings given (only those keys); `audited` writes the audit row in the same
   * transaction, from the values before. Answers the keys' values after.
   */
  async change(
    values: Partial<Settings>,
    audited: (tx: Tx, keys: SettingKey[], before: Partial<Settings>) => Promise<void>,
  ) {
    const { db } = this.deps;
    const keys = Object.keys(values) as SettingKey[];
    await writeSettings(db, values, async (tx, stored) => {
      // SPEC §8: a closed site needs somewhere to send its visitors, judged on the values after
      // this change (a status and a loss_url may arrive together, one at a time, or at once from
      // two staff members: `stored` is read after any earlier write has committed).
      const site = { site_status: stored.site_status, loss_url: stored.loss_url, ...values };
      if (site.site_status !== 0 && !httpUrl.safeParse(site.loss_url).success)
        throw new AppError('LOSS_URL_REQUIRED');
      await audited(tx, keys, Object.fromEntries(keys.map((key) => [key, stored[key]])));
    });
    return readSettings(db, keys);
  }

  /** The broker's own company row, or null before one is set up. */
  async company(): Promise<CompanyRecord | null> {
    return (await selfCompanyRecord(this.deps.db)) ?? null;
  }

  /** Edits the broker's company profile; `audited` writes the audit row in the same transaction. */
  async changeCompany(
    patch: CompanyPatch,
    audited: (tx: Tx, before: CompanyRecord) => Promise<void>,
  ): Promise<CompanyRecord> {
    const before = await selfCompanyRecord(this.deps.db);
    if (!before) throw new AppError('NOT_FOUND');
    return this.deps.db.transaction(async (tx) => {
      const row = await updateCompany(tx, before.id, patch);
      await audited(tx, before);
      return row;
    });
  }
}
