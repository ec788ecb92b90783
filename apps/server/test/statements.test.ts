import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, orders } from '../src/db/schema.js';
import { run, selectList, statement, transactionFrom } from '../src/db/statements.js';
import {
  insertOrder,
  withLockedAccount,
  withLockedAccountAndLiveOrders,
} from '../src/modules/trading/orders.repository.js';
import { withTradingApp } from './trading-helpers.js';
import { type TestApp } from './helper.js';
import { waitFor } from './wait.js';

/**
 * The order path's hand-written statements (src/db/statements.ts) on the driver under test
 * (PGlite, or PostgreSQL with FXDESK_TEST_DATABASE_URL, where `begin` travels with the first
 * statement).
 */
let t: TestApp;
const trade = withTradingApp(['EURUSD'], (app) => (t = app));

const ACCOUNT_OF_USER = statement<typeof accounts.$inferSelect>(
  'test_account_of_user',
  `select ${selectList(accounts)} from accounts where accounts.user_id = $1 for update`,
);

describe('statements', () => {
  it('return rows shaped and typed exactly like the query builder', async () => {
    const user = await trade.demoUser();
    const order = await trade.submit(user.token, {
      type: 1,
      cont: '0.10',
      forex_id: trade.pairId('EURUSD'),
      status: 1,
      multiple: 100,
    });
    expect(order.code).toBe(1);
    const ORDER = statement<typeof orders.$inferSelect>(
      'test_order_by_id',
      `select ${selectList(orders)} from orders where orders.id = $1`,
    );
    const [raw] = await run(t.ctx.db, ORDER, [order.data.Id]);
    const [built] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.data.Id));
    expect(raw).toEqual(built);
    expect(raw?.createdAt).toBeInstanceOf(Date);
    const [account] = await run(t.ctx.db, ACCOUNT_OF_USER, [user.id]);
    expect(account).toEqual((await t.ctx.db.select().from(accounts).where(eq(accounts.userId, user.id)))[0]);
  });

  it('a transaction from a first statement commits on return and writes nothing when it throws', async () => {
    const user = await trade.demoUser();
    const balance = async () =>
      (await t.ctx.db.select().from(accounts).where(eq(accounts.userId, user.id)))[0]?.balance;
    const before = await balance();
    // More failures than the pool has connections: each must go back to the pool usable.
    for (let i = 0; i < 12; i++) {
      await expect(
        transactionFrom(t.ctx.db, [ACCOUNT_OF_USER], [user.id], async (tx, [[row]]) => {
          await tx.update(accounts).set({ balance: '1.000000' }).where(eq(accounts.id, row!.id));
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
    }
    expect(await balance()).toBe(before);
    const seen = await transactionFrom(t.ctx.db, [ACCOUNT_OF_USER], [user.id], async (tx, [[row]]) => {
      await tx.update(accounts).set({ balance: '2.000000' }).where(eq(accounts.id, row!.id));
      return row!.balance;
    });
    expect(seen).toBe(before);
    expect(await balance()).toBe('2.000000');
  });

  it('a failing first statement rolls back and leaves the connection usable', async () => {
    const BAD = statement<{ n: number }>('test_bad_first', 'select 1 / ($1 - $1) as n');
    for (let i = 0; i < 8; i++)
      await expect(transactionFrom(t.ctx.db, [BAD], [3], async () => 'unreached')).rejects.toThrow();
    const [row] = await run(t.ctx.db, statement<{ n: number }>('test_one', 'select $1::int as n'), [1]);
    expect(row?.n).toBe(1);
  });

  it('a read after the lock in the same round trip sees what the previous lock holder committed', async () => {
    const user = await trade.demoUser();
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const first = withLockedAccount(t.ctx.db, user.id, async (tx, account) => {
      locked();
      await released;
      const now = t.clock.now();
      return insertOrder(tx, {
        userId: user.id,
        accountId: account.id,
        pairId: trade.pairId('EURUSD'),
        side: 1,
        entryType: 0,
        status: 0,
        pendingKind: 'limit',
        lots: '0.1000',
        leverage: 100,
        unitsPerLot: '100000.00',
        targetPrice: '1.00000000',
        openPrice: null,
        stopLoss: null,
        takeProfit: null,
        margin: '1000.000000',
        fee: '0.000000',
        createdAt: now,
        openedAt: null,
      });
    });
    await holding;
    // Waits for the first transaction's lock, then must see its order.
    const second = withLockedAccountAndLiveOrders(t.ctx.db, user.id, async (_tx, _account, live) =>
      live.map((order) => order.id),
    );
    // The first commits only once the second waits for its lock (on PostgreSQL, a lock not yet
    // granted; PGlite runs one transaction at a time, so the second is queued already).
    if (t.ctx.database.kind === 'postgres')
      await waitFor(async () => {
        const result = await t.ctx.db.execute(sql`select count(*)::int as n from pg_locks where not granted`);
        return (result as unknown as { rows: { n: number }[] }).rows[0]!.n > 0;
      }, 'the second transaction waiting for the lock');
    release();
    expect(await second).toEqual([(await first).id]);
  });
});
