import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgres } from '../src/db/client.js';
import type { Database } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { backfillHistory } from '../src/modules/market/backfill.js';
import { MarketState } from '../src/modules/market/market-state.js';
import { loadPairs } from '../src/modules/market/market.repository.js';
import { seed } from '../src/seed/seed.js';
import { FAKE_CLOCK_START_MS, TEST_BACKFILL_BARS } from './test-constants.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Embedded mode: path of a gzipped PGlite data directory, migrated and seeded. */
    pgliteTemplate: string;
    /** Real PostgreSQL mode: server URL and the template database to clone per test file. */
    postgresServer: string;
    postgresTemplate: string;
  }
}

const SEED_CONFIG = { ADMIN_EMAIL: 'owner@fxdesk.test', ADMIN_PASSWORD: 'owner-password-123' };

/**
 * Migrated and seeded, with the history every test app's market would back-fill on start
 * (the same bars: same count, end time and seed as `buildTestApp`'s), so each file's start
 * finds it present instead of writing it again (~2 s of CPU per file).
 */
async function prepareTemplate(database: Database): Promise<void> {
  await migrate(database);
  await seed(database.db, SEED_CONFIG);
  const state = new MarketState();
  state.setPairs(await loadPairs(database.db));
  await backfillHistory(database.db, state, {
    bars: TEST_BACKFILL_BARS,
    nowMs: FAKE_CLOCK_START_MS,
    seed: 1,
  });
}

/**
 * Builds one migrated, seeded database per test run; each test file clones it (STACK.md:
 * creating a PGlite data directory costs seconds, cloning under one). With
 * FXDESK_TEST_DATABASE_URL set, the same suite runs against a real PostgreSQL server,
 * each file on a fresh database made from a template database.
 */
export default async function setup(project: TestProject) {
  // Files that start their own server processes (crash.test.ts) use no template. A long crash
  // run on a loaded machine skips building one (15 minutes at nice 19 once) with this.
  if (process.env.FXDESK_TEST_NO_TEMPLATE === '1') {
    project.provide('pgliteTemplate', '');
    project.provide('postgresServer', '');
    project.provide('postgresTemplate', '');
    return;
  }
  const serverUrl = process.env.FXDESK_TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `fxdesk_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const database = fromPostgres(url.toString(), 2);
    await prepareTemplate(database);
    await database.close();
    project.provide('postgresServer', serverUrl);
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'fxdesk_t\\_${process.pid}\\_%' or datname = $1`,
        [template],
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }

  const client = await PGlite.create();
  const database = fromPglite(client);
  await prepareTemplate(database);
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fxdesk-tpl-')), 'template.tar.gz');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresServer', '');
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
