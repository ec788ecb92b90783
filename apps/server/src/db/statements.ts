import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, DbOrTx, Tx } from './client.js';

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

/** `text` with `$n` replaced by `ids[n - 1]`: only whole numbers, so nothing can be injected. */
function inlineIds(text: string, ids: readonly number[]): string {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new Error(`statements: ${id} is not an id`);
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const id = ids[Number(n) - 1];
    if (id === undefined) throw new Error(`statements: no value for $${n}`);
    return String(id);
  });
}

/** The fields of drizzle's NodePgSession that its own `transaction` reads. */
interface PgSessionParts {
  client: pg.Pool | pg.PoolClient;
  dialect: PgDialect;
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

/** The rows of each statement of a tuple of statements. */
type RowsOf<S extends readonly Statement<unknown>[]> = {
  [K in keyof S]: S[K] extends Statement<infer Row> ? Row[] : never;
};

/**
 * A transaction that starts with the statements `first` (whose parameters are the same ids, in
 * order) and hands their rows to `fn`. On PostgreSQL `begin` and those statements travel in one
 * round trip: a simple-protocol query of several statements, the ids inlined as literals. Each
 * statement still runs after the one before it finished and with a snapshot of its own (READ
 * COMMITTED), so a read after a lock sees what the lock's previous holder committed, exactly as
 * in separate round trips. The order path feels every round trip: each is a socket write and a
 * wake-up on both sides. Otherwise it is `db.transaction` running the statements in turn.
 * Commits when `fn` returns, rolls back when it throws, like `db.transaction`.
 */
export async function transactionFrom<const S extends readonly Statement<unknown>[], T>(
  db: Db,
  first: S,
  ids: readonly number[],
  fn: (tx: Tx, rows: RowsOf<S>) => Promise<T>,
): Promise<T> {
  const driverSession = (db as unknown as { session: unknown }).session;
  const session = driverSession as PgSessionParts;
  if (!(driverSession instanceof NodePgSession) || !(session.client instanceof pg.Pool)) {
    return db.transaction(async (tx) => {
      const rows: unknown[][] = [];
      for (const stmt of first) rows.push(await run(tx, stmt, ids));
      return fn(tx, rows as RowsOf<S>);
    });
  }
  const text = ['begin', ...first.map((stmt) => inlineIds(stmt.text, ids))].join(';\n');
  const connection = await session.client.connect();
  // Built as drizzle's own NodePgSession.transaction builds it, minus its separate `begin`.
  const txSession = new NodePgSession(connection, session.dialect, session.schema, session.options);
  const tx = new NodePgTransaction(session.dialect, txSession, session.schema) as unknown as Tx;
  let broken: Error | undefined;
  try {
    const results = (await connection.query(text)) as unknown as pg.QueryResult[];
    const value = await fn(tx, results.slice(1).map((result) => result.rows) as RowsOf<S>);
    await connection.query('commit');
    return value;
  } catch (error) {
    // Also after a failed `begin; …` or `commit`: a connection goes back to the pool idle.
    await connection.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    connection.release(broken);
  }
}

/** A parameter as an SQL literal, for a simple-protocol query (the driver's own escaping). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`statements: ${value} is not a finite number`);
    return `(${value})`;
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value === 'string') return pg.escapeLiteral(value);
  throw new Error(`statements: cannot inline a ${typeof value}`);
}

/** One statement of `transactionInOneTrip` and its parameters. */
export interface Step {
  stmt: Statement<unknown>;
  params: readonly unknown[];
}

/** The statements each pooled connection has prepared with SQL `prepare` (`transactionInOneTrip`). */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/**
 * A whole transaction in one round trip on PostgreSQL: `begin`, the statements in turn and
 * `commit` as one simple-protocol query. Each statement is prepared once per connection with SQL
 * `prepare` (in the same query, the first time) and run with `execute`, its parameters inlined as
 * literals escaped by the driver. Each statement still runs after the one before it and with a
 * snapshot of its own (READ COMMITTED), so a statement after a lock sees what the lock's previous
 * holder committed, as in separate round trips. Nothing is decided between the statements and
 * the commit: the statements themselves must write nothing that may not commit. An error rolls
 * back (one more round trip), drops the connection (and what it prepared) and is thrown.
 * Elsewhere (PGlite) the statements run in turn in `db.transaction`. Returns each statement's
 * rows.
 */
export async function transactionInOneTrip(db: Db, steps: readonly Step[]): Promise<unknown[][]> {
  const driverSession = (db as unknown as { session: unknown }).session;
  const session = driverSession as PgSessionParts;
  if (!(driverSession instanceof NodePgSession) || !(session.client instanceof pg.Pool)) {
    return db.transaction(async (tx) => {
      const rows: unknown[][] = [];
      for (const step of steps) rows.push(await run(tx, step.stmt, step.params));
      return rows;
    });
  }
  const connection = await session.client.connect();
  let prepared = preparedOn.get(connection);
  if (!prepared) preparedOn.set(connection, (prepared = new Set()));
  const toPrepare = new Map<string, string>();
  const names = steps.map(({ stmt }) => {
    const name = `trip_${stmt.name}`;
    if (!prepared.has(name)) toPrepare.set(name, `prepare ${name} as ${stmt.text}`);
    return name;
  });
  const prepare = [...toPrepare.values()];
  const execute = steps.map(({ params }, i) =>
    params.length === 0 ? `execute ${names[i]}` : `execute ${names[i]}(${params.map(literal).join(', ')})`,
  );
  const text = [...prepare, 'begin', ...execute, 'commit'].join(';\n');
  try {
    const results = (await connection.query(text)) as unknown as pg.QueryResult[];
    for (const name of names) prepared.add(name);
    connection.release();
    return results.slice(prepare.length + 1, prepare.length + 1 + steps.length).map((result) => result.rows);
  } catch (error) {
    await connection.query('rollback').catch(() => undefined);
    // Dropped rather than reused: which of its statements got prepared is not known.
    connection.release(error instanceof Error ? error : true);
    throw error;
  }
}
