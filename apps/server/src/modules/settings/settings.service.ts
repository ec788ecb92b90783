import type { PUBLIC_SETTING_KEYS } from '@fxdesk/contract';
import type { Db } from '../../db/client.js';
import { areaCodes, readSetting, readSettings } from './settings.repository.js';

/** What the public settings read. */
export interface PublicSettingsDeps {
  db: Db;
}

/** Public reference data and settings (SPEC §3): area codes, base settings, site status. */
export class PublicSettings {
  constructor(private readonly deps: PublicSettingsDeps) {}

  /** Area codes without the countries the `restricted_countries` setting names. */
  async areaCodes() {
    return areaCodes(this.deps.db, await readSetting(this.deps.db, 'restricted_countries'));
  }

  basicInfo() {
    return readSettings(this.deps.db, [
      'service_link',
      'service_link_type',
      'verify_reg_type',
      'trade_fee_type',
    ]);
  }

  /** One public setting's value. */
  value(key: (typeof PUBLIC_SETTING_KEYS)[number]) {
    return readSetting(this.deps.db, key);
  }

  /** Site status; a status other than 0 sends clients to `loss_url`. */
  async siteStatus() {
    const s = await readSettings(this.deps.db, ['site_status', 'site_type', 'loss_url']);
    return { status: s.site_status, type: s.site_type, loss_url: s.loss_url };
  }
}
