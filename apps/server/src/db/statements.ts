import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/**
 * Hot statements with their SQL text written once (docs/benchmarks.md, bench/order-path): the
 * query builder rebuilds its text at every `await`, which cost ~30 % of the server's CPU on the
 * order path. On PostgreSQL each statement is also a named prepared statement, parsed once per
 * connection. Rows come back in the driver's types (integers as numbers, numeric as strings,
 * timestamptz as Date), keyed as in the schema, so they equal the builder's `$inferSelect`.
 */
export interface Statement<Row> {
  readonly name: string;
  readonly text: string;
  /** Only carries the row type. */
  readonly row?: Row;
}

export const statement = <Row>(name: string, text: string): Statement<Row> => ({ name, text });

/** `"t"."column" as "key", …` for every column of a table: the builder's select list, once. */
export function selectList(table: Table, alias = getTableName(table)): string {
  return Object.entries(getTableColumns(table))
    .map(([key, column]) => `"${alias}"."${column.name}" as "${key}"`)
    .join(', ');
}

interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface PgliteClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<unknown>;
}

/** The driver client behind a database or transaction handle (a pool, a pool client, PGlite). */
function clientOf(db: DbOrTx): PgClient | PgliteClient {
  const client = (db as unknown as { session?: { client?: PgClient | PgliteClient } }).session?.client;
  if (!client) throw new Error('statements: no driver client behind this handle');
  return client;
}

const isPglite = (client: PgClient | PgliteClient): client is PgliteClient =>
  typeof (client as Partial<PgliteClient>).exec === 'function';

/** Runs a statement on the handle's connection (inside its transaction, when it is one). */
export async function run<Row>(db: DbOrTx, stmt: Statement<Row>, params: readonly unknown[]): Promise<Row[]> {
  const client = clientOf(db);
  const values = params.map((value) => (value instanceof Date ? value.toISOString() : value));
  const result = isPglite(client)
    ? await client.query(stmt.text, values)
    : await client.query({ name: stmt.name, text: stmt.text, values });
  return result.rows as Row[];
}
