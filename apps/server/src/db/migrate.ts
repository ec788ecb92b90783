import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './client.js';
import { MIGRATIONS_DIR } from '../paths.js';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** Arbitrary constant shared by every process: only one of them migrates at a time. */
const MIGRATION_LOCK_ID = 482_113_907;

/**
 * Applies the drizzle-kit generated SQL migrations in journal order, each in its own
 * transaction, under an advisory lock so that several processes starting against one
 * PostgreSQL do not race. Returns the tags it applied.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as Journal;
  const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
  return database.withSession(async (session) => {
    await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await session.exec(
        'create table if not exists schema_migrations (tag text primary key, applied_at timestamptz not null default now())',
      );
      const done = new Set(
        (await session.query<{ tag: string }>('select tag from schema_migrations')).map((r) => r.tag),
      );
      const applied: string[] = [];
      for (const entry of entries) {
        if (done.has(entry.tag)) continue;
        const sql = fs.readFileSync(path.join(dir, `${entry.tag}.sql`), 'utf8');
        const statements = sql
          .split('--> statement-breakpoint')
          .map((s) => s.trim())
          .filter(Boolean);
        await session.exec('begin');
        try {
          for (const statement of statements) await session.exec(statement);
          await session.query('insert into schema_migrations (tag) values ($1)', [entry.tag]);
          await session.exec('commit');
        } catch (error) {
          await session.exec('rollback');
          throw new Error(`migration ${entry.tag} failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(entry.tag);
      }
      return applied;
    } finally {
      await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  });
}
