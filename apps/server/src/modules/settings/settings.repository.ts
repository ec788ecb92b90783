import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { settings } from '../../db/schema.js';

/**
 * Platform settings edited in the back office (DESIGN §7), with their defaults. Values are
 * stored as JSON text; a key missing from the table reads as its default.
 */
export const SETTING_DEFAULTS = {
  service_link: '',
  /** 2 dialog with copy, 3 redirect, otherwise in-app chat (SPEC §9). */
  service_link_type: 1,
  /** 1 code by e-mail/SMS, 2 picture captcha (SPEC §9). */
  verify_reg_type: 1,
  /** 1 fee = lots × rate, otherwise margin × rate (SPEC §9). */
  trade_fee_type: 2,
  /** 1 area prefix plus number, 3 number only (SPEC §9). */
  is_show_mobile: 1,
  /** 0 open; anything else sends browsers to loss_url (SPEC §8). */
  site_status: 0,
  loss_url: '',
  /** 1 normal; 2 company-directory ("main") mode (SPEC §1). */
  site_type: 1,
  /** The five countries the service is not offered to (SPEC §1); hidden from the area list. */
  restricted_countries: ['US', 'KP', 'IR', 'CU', 'SY'] as string[],
  demo_balance: '10000',
  stop_out_level: 50,
  margin_call_level: 100,
};

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type Settings = { -readonly [K in SettingKey]: (typeof SETTING_DEFAULTS)[K] };

export async function readSettings<K extends SettingKey>(
  db: DbOrTx,
  keys: readonly K[],
): Promise<Pick<Settings, K>> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, keys as unknown as string[]));
  const out = {} as Pick<Settings, K>;
  for (const key of keys) {
    const row = rows.find((r) => r.key === key);
    out[key] = (row ? JSON.parse(row.value) : SETTING_DEFAULTS[key]) as Settings[K];
  }
  return out;
}

export async function readSetting<K extends SettingKey>(db: DbOrTx, key: K): Promise<Settings[K]> {
  return (await readSettings(db, [key]))[key];
}

export async function writeSetting<K extends SettingKey>(
  db: DbOrTx,
  key: K,
  value: Settings[K],
): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insert(settings)
    .values({ key, value: json })
    .onConflictDoUpdate({ target: settings.key, set: { value: json, updatedAt: sql`now()` } });
}

export async function deleteSetting(db: DbOrTx, key: SettingKey): Promise<void> {
  await db.delete(settings).where(eq(settings.key, key));
}
