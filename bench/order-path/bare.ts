/**
 * The bare baseline: the SQL of one market open and one close, as the trading service commits it
 * (DESIGN §5: order row + ledger entry + balance in one transaction under the account row lock),
 * sent through `pg` directly by N workers, each on its own account. No HTTP, no session lookup,
 * no settings reads, no margin check, no engine push: only the durable part.
 */
import pg from 'pg';
import { latencySummary, type LoadResult } from './report.js';

export interface BareAccount {
  userId: number;
  accountId: number;
}

/** A 0.01-lot EURUSD buy at leverage 100, as the server books it at these prices. */
const TRADE = {
  lots: '0.01',
  unitsPerLot: '100000',
  openPrice: '1.08775',
  closePrice: '1.08763',
  marginUsd: '10.877500',
  feeUsd: '0.005439',
  pnlUsd: '-0.120000',
} as const;

const LOCK_ACCOUNT =
  'select id, user_id, currency, balance, lock_balance, updated_at from accounts where user_id = $1 for update';
const INSERT_ORDER = `insert into orders (user_id, account_id, pair_id, side, entry_type, status, lots, leverage,
  units_per_lot, open_price, margin, fee, created_at, opened_at)
  values ($1, $2, $3, 1, 1, 1, $4, 100, $5, $6, $7, $8, now(), now()) returning *`;
const CLOSE_ORDER = `update orders set status = 3, close_price = $1, realized_pnl = $2, close_reason = 'manual',
  closed_at = now() where id = $3 and status = 1 returning *`;
const POST_BALANCE = `update accounts set balance = balance + $1::numeric, lock_balance = lock_balance + 0::numeric,
  updated_at = now() where id = $2 returning balance, lock_balance`;
const INSERT_LEDGER = `insert into ledger_entries (account_id, kind, amount, balance_after, lock_amount, lock_after,
  ref_type, ref_id, actor) values ($1, $2, $3, $4, 0, $5, 'order', $6, 'system')`;

async function transaction<T>(pool: pg.Pool, body: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await body(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function post(client: pg.PoolClient, accountId: number, kind: string, amount: string, orderId: number) {
  const { rows } = await client.query<{ balance: string; lock_balance: string }>(POST_BALANCE, [
    amount,
    accountId,
  ]);
  const after = rows[0];
  if (!after) throw new Error(`no account ${accountId}`);
  await client.query(INSERT_LEDGER, [
    accountId,
    kind,
    amount,
    after.balance,
    after.lock_balance,
    String(orderId),
  ]);
}

function openPosition(pool: pg.Pool, account: BareAccount, pairId: number): Promise<number> {
  return transaction(pool, async (client) => {
    await client.query(LOCK_ACCOUNT, [account.userId]);
    const { rows } = await client.query<{ id: number }>(INSERT_ORDER, [
      account.userId,
      account.accountId,
      pairId,
      TRADE.lots,
      TRADE.unitsPerLot,
      TRADE.openPrice,
      TRADE.marginUsd,
      TRADE.feeUsd,
    ]);
    const order = rows[0];
    if (!order) throw new Error('order insert returned nothing');
    await post(client, account.accountId, 'fee', `-${TRADE.feeUsd}`, order.id);
    return order.id;
  });
}

function closePosition(pool: pg.Pool, account: BareAccount, orderId: number): Promise<void> {
  return transaction(pool, async (client) => {
    await client.query(LOCK_ACCOUNT, [account.userId]);
    const { rowCount } = await client.query(CLOSE_ORDER, [TRADE.closePrice, TRADE.pnlUsd, orderId]);
    if (rowCount !== 1) throw new Error(`order ${orderId} was not open`);
    await post(client, account.accountId, 'realized_pnl', TRADE.pnlUsd, orderId);
  });
}

export interface BareLoop {
  run(options: {
    workers: number;
    durationS: number;
    maxRequests: number;
    name: string;
  }): Promise<LoadResult>;
  close(): Promise<void>;
}

export function bareLoop(
  url: string,
  poolSize: number,
  accounts: readonly BareAccount[],
  pairId: number,
): BareLoop {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that dies (the database dropped under it at cleanup) must not end the run
  // with an unhandled 'error' event: say so and let the pool replace it.
  pool.on('error', (error) => console.error(`bare loop: idle connection lost: ${error.message}`));
  return {
    async run({ workers, durationS, maxRequests, name }) {
      const latenciesMs: number[] = [];
      let requests = 0;
      let cycles = 0;
      let errors = 0;
      const started = performance.now();
      const deadline = started + durationS * 1000;
      const timed = async <T>(step: () => Promise<T>): Promise<T> => {
        const start = performance.now();
        try {
          return await step();
        } finally {
          latenciesMs.push(performance.now() - start);
          requests++;
        }
      };
      const worker = async (account: BareAccount) => {
        while (performance.now() < deadline && requests < maxRequests) {
          try {
            const orderId = await timed(() => openPosition(pool, account, pairId));
            await timed(() => closePosition(pool, account, orderId));
            cycles++;
          } catch (error) {
            errors++;
            if (errors > 100) throw error;
          }
        }
      };
      await Promise.all(
        Array.from({ length: workers }, (_, index) => {
          const account = accounts[index % accounts.length];
          if (!account) throw new Error('no accounts');
          return worker(account);
        }),
      );
      const elapsedS = (performance.now() - started) / 1000;
      return {
        name,
        connections: workers,
        durationS: elapsedS,
        cycles,
        requests,
        errors,
        cyclesPerSecond: cycles / elapsedS,
        requestsPerSecond: requests / elapsedS,
        latencyMs: latencySummary(latenciesMs),
      };
    },
    close: () => pool.end(),
  };
}
