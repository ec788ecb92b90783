/**
 * The bench's throw-away database: created on the local PostgreSQL for one run, dropped after it
 * (also on Ctrl-C). Nothing else on the server is touched.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  name: string;
  /** Connection URL of the bench database itself. */
  url: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  // Only [a-z0-9_]: the name goes into DDL, which takes no parameters.
  const name = `fxdesk_bench_order_path_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      // FORCE ends connections a killed server may have left behind.
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** The account row of each demo user, in the order of `userIds`. */
export async function accountIdsOf(url: string, userIds: readonly number[]): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; user_id: number }>(
      'select id, user_id from accounts where user_id = any($1::int[])',
      [userIds],
    );
    const byUser = new Map(rows.map((row) => [row.user_id, row.id]));
    return userIds.map((userId) => {
      const id = byUser.get(userId);
      if (id === undefined) throw new Error(`demo user ${userId} has no account`);
      return id;
    });
  } finally {
    await client.end();
  }
}
