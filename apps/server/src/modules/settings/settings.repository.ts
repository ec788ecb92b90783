import { PLATFORM_SETTING_DEFAULTS } from '@fxdesk/contract';
import { systemClock, type Clock } from '../../clock.js';
import { asc, notInArray, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { areas, settings } from '../../db/schema.js';

/**
 * Platform settings edited in the back office (DESIGN §7), with their defaults (in the contract,
 * which the console shares). Values are stored as JSON text; a key missing from the table reads
 * as its default.
 */
export const SETTING_DEFAULTS = PLATFORM_SETTING_DEFAULTS;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type Settings = { -readonly [K in SettingKey]: (typeof SETTING_DEFAULTS)[K] };

/**
 * Settings are read on hot paths (every order reads the fee type and the risk levels), so each
 * database handle keeps the whole table for a second. A write in this process drops every copy;
 * another process sees it within `CACHE_MS`. A transaction handle is never cached: it reads the
 * table, so it sees its own writes.
 */
const CACHE_MS = 1000;
/**
 * The cache expires on the process's wall clock, not an app's injected one: its bound is about
 * other processes' writes, which a test's fake clock knows nothing of. `setSettingsCacheClock`
 * lets a test drive it.
 */
let cacheClock: Clock = systemClock;
export function setSettingsCacheClock(clock: Clock): void {
  cacheClock = clock;
}
const cache = new WeakMap<
  object,
  { rows: Promise<Map<string, string>>; expiresAt: number; generation: number }
>();
let generation = 0;

async function readTable(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  return new Map(rows.map((row) => [row.key, row.value]));
}

function cachedTable(db: DbOrTx): Promise<Map<string, string>> {
  if (db instanceof PgTransaction) return readTable(db);
  const now = cacheClock().getTime();
  const hit = cache.get(db);
  if (hit && hit.expiresAt > now && hit.generation === generation) return hit.rows;
  const rows = readTable(db);
  const entry = { rows, expiresAt: now + CACHE_MS, generation };
  cache.set(db, entry);
  // A failed read is not kept.
  rows.catch(() => cache.get(db) === entry && cache.delete(db));
  return rows;
}

/** Drops every cached copy of the settings (after a write, or when a test edits the table). */
export function forgetCachedSettings(): void {
  generation++;
}

export async function readSettings<K extends SettingKey>(
  db: DbOrTx,
  keys: readonly K[],
): Promise<Pick<Settings, K>> {
  const table = await cachedTable(db);
  const out = {} as Pick<Settings, K>;
  for (const key of keys) {
    const value = table.get(key);
    out[key] = (value !== undefined ? JSON.parse(value) : SETTING_DEFAULTS[key]) as Settings[K];
  }
  return out;
}

export async function readSetting<K extends SettingKey>(db: DbOrTx, key: K): Promise<Settings[K]> {
  return (await readSettings(db, [key]))[key];
}

/** The transaction advisory lock that puts settings writes, from every process, one after another. */
const SETTINGS_WRITE_LOCK_ID = 482_113_910;

/**
 * Writes `values` in one transaction and drops every cached copy once it has committed: dropped
 * before, a read on another connection between the write and the commit would see the old rows
 * and keep them for `CACHE_MS`. Writes from every process take one lock first, and `alongside`
 * gets the settings as stored just before this write (read in the transaction, not cached): a
 * rule over several keys (a closed site needs a loss_url) and the audit's "before" are judged on
 * them, never on a racing write's past; `alongside` throwing undoes the write. It opens its own
 * transaction, so it refuses a transaction handle.
 */
export async function writeSettings(
  db: Db,
  values: Partial<Settings>,
  alongside?: (tx: Tx, stored: Settings) => Promise<void>,
): Promise<void> {
  if (db instanceof PgTransaction) throw new Error('writeSettings opens its own transaction');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETTINGS_WRITE_LOCK_ID})`);
    const stored = await readSettings(tx, Object.keys(SETTING_DEFAULTS) as SettingKey[]);
    for (const [key, value] of Object.entries(values)) {
      const json = JSON.stringify(value);
      await tx
        .insert(settings)
        .values({ key, value: json })
        .onConflictDoUpdate({ target: settings.key, set: { value: json, updatedAt: sql`now()` } });
    }
    await alongside?.(tx, stored);
  });
  forgetCachedSettings();
}

/** Writes one setting (see writeSettings). */
export function writeSetting<K extends SettingKey>(db: Db, key: K, value: Settings[K]): Promise<void> {
  return writeSettings(db, { [key]: value });
}

/** Area (dialling) codes clients may pick, in their sort order, without the restricted countries. */
export async function areaCodes(db: DbOrTx, restricted: readonly string[]) {
  return db
    .select({ id: areas.id, code: areas.code, global_code: areas.globalCode })
    .from(areas)
    .where(restricted.length ? notInArray(areas.code, [...restricted]) : undefined)
    .orderBy(asc(areas.sort), asc(areas.id));
}
