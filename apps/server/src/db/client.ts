import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';
import { acquireStoreLock } from './store-lock.js';

export type Schema = typeof schema;
/** The query builder both drivers share: one dialect, one set of queries (DESIGN §2). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
/** Work a caller adds to a service's transaction (an audit row), after the change, before commit. */
export type InTransaction<Row> = (tx: Tx, row: Row) => Promise<void>;

/** Raw SQL access for migrations and health checks, on one connection of its own. */
export interface RawSession {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** A held leadership lock; `release` gives it up (or the connection's death does). */
export interface Leadership {
  release(): Promise<void>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * Tries to become the one engine process (DESIGN §2): a PostgreSQL session advisory lock
   * held on a dedicated connection. The embedded database has a single process: always granted.
   */
  tryLeadership(lockId: number): Promise<Leadership | null>;
  /** Runs `fn` on a single connection (the advisory lock of migrations needs one). */
  withSession<T>(fn: (session: RawSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function fromPglite(client: PGlite): Database {
  const session: RawSession = {
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows,
  };
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
    withSession: (fn) => fn(session),
    tryLeadership: async () => ({ release: async () => {} }),
    close: () => client.close(),
  };
}

export function fromPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  return {
    kind: 'postgres',
    db: drizzlePg(pool, { schema }) as unknown as Db,
    async withSession(fn) {
      const client = await pool.connect();
      try {
        return await fn({
          exec: async (sql) => {
            await client.query(sql);
          },
          query: async <T>(sql: string, params: unknown[] = []) =>
            (await client.query(sql, params)).rows as T[],
        });
      } finally {
        client.release();
      }
    },
    async tryLeadership(lockId) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [lockId]);
      if (!rows[0]?.ok) {
        await client.end();
        return null;
      }
      return { release: () => client.end() };
    },
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL when `databaseUrl` is set, otherwise the embedded PGlite in `dataDir/pg`. The
 * embedded store is taken under its single-writer lock first (db/store-lock.ts): a second
 * process on the same directory refuses to start instead of corrupting it.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return fromPostgres(opts.databaseUrl);
  const lock = acquireStoreLock(opts.dataDir);
  try {
    const dir = `${opts.dataDir}/pg`;
    fs.mkdirSync(dir, { recursive: true });
    const client = await PGlite.create(dir);
    const database = fromPglite(client);
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
