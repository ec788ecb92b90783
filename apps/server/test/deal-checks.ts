import { expect } from 'vitest';
import WebSocket from 'ws';
import { exact } from './ledger-helpers.js';

// Shared by the tests that drive real server processes (crash, failover, scale-out): the quote
// stream as a client's socket receives it, and the verdict on acknowledged deals read straight
// from the database afterwards.

/** One quote of a `DAY_MARKET_BATCH` frame. */
export interface StreamedQuote {
  symbol: string;
  quotation: { bid: number; ask: number; close: number; time: number };
}

export interface QuoteStream {
  /** Every quote received so far, in arrival order (the array grows while the socket is open). */
  quotes: StreamedQuote[];
  close(): void;
}

/** Subscribes to `DAY_MARKET_BATCH` on a node's socket and records every quote it pushes. */
export async function streamQuotes(port: number): Promise<QuoteStream> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/v1/ws`);
  const quotes: StreamedQuote[] = [];
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { type: string; data: StreamedQuote[] };
    if (message.type === 'DAY_MARKET_BATCH') quotes.push(...message.data);
  });
  ws.send(JSON.stringify({ type: 'sub', params: ['DAY_MARKET_BATCH'] }));
  return { quotes, close: () => ws.close() };
}

/** The quotes a node pushes for `ms` milliseconds. */
export async function collectQuotes(port: number, ms: number): Promise<StreamedQuote[]> {
  const stream = await streamQuotes(port);
  // Wall time on purpose: a real node's feed, sampled for `ms`.
  await new Promise((resolve) => setTimeout(resolve, ms));
  stream.close();
  return stream.quotes;
}

/** A parameterised query answering rows: a PGlite session's or a `pg` client's. */
export type QueryRows = <R>(sql: string, params?: unknown[]) => Promise<R[]>;

export interface AcknowledgedDeals {
  /** Order id → the user it was acknowledged to. */
  orders: ReadonlyMap<number, number>;
  /** Ids of positions whose client close was acknowledged. */
  closes: ReadonlySet<number>;
  /** The accounts that traded (their users). */
  userIds: readonly number[];
}

/**
 * What a client was told holds in the database: every acknowledged order exists once, for its
 * user; every acknowledged close is closed (status 3); every position of these accounts has at
 * most one realized-P&L entry (an acknowledged close exactly one) and no order paid its fee
 * twice; Σ ledger = balance and Σ lock entries = lock balance for every account, exactly.
 */
export async function expectAcknowledgedDealsKept(query: QueryRows, deals: AcknowledgedDeals): Promise<void> {
  const users = [...deals.userIds];
  const rows = await query<{ id: number; user_id: number; status: number }>(
    'select id, user_id, status from orders where user_id = any($1::int[])',
    [users],
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  for (const [id, userId] of deals.orders) {
    expect(byId.get(id)?.user_id, `acknowledged order ${id}`).toBe(userId);
  }
  const ofAccounts = 'account_id in (select id from accounts where user_id = any($1::int[]))';
  const pnl = await query<{ ref_id: string; n: number }>(
    `select ref_id, count(*)::int as n from ledger_entries
      where kind = 'realized_pnl' and ${ofAccounts} group by ref_id`,
    [users],
  );
  const pnlCount = new Map(pnl.map((r) => [Number(r.ref_id), Number(r.n)]));
  for (const [ref, n] of pnlCount) expect(n, `P&L entries of order ${ref}`).toBe(1);
  for (const id of deals.closes) {
    expect(byId.get(id)?.status, `acknowledged close ${id}`).toBe(3);
    expect(pnlCount.get(id) ?? 0, `P&L entries of close ${id}`).toBe(1);
  }
  const fees = await query<{ ref_id: string; n: number }>(
    `select ref_id, count(*)::int as n from ledger_entries
      where kind = 'fee' and ${ofAccounts} group by ref_id having count(*) > 1`,
    [users],
  );
  expect(fees, 'an order charged its fee twice').toEqual([]);
  const sums = await query<{ user_id: number; balance: string; lock: string; sum: string; lock_sum: string }>(
    `select a.user_id, a.balance::text as balance, a.lock_balance::text as lock,
            coalesce(sum(l.amount), 0)::text as sum, coalesce(sum(l.lock_amount), 0)::text as lock_sum
       from accounts a left join ledger_entries l on l.account_id = a.id
      where a.user_id = any($1::int[])
      group by a.user_id, a.balance, a.lock_balance`,
    [users],
  );
  expect(sums).toHaveLength(users.length);
  for (const row of sums) {
    expect(exact(row.sum), `Σ ledger = balance for user ${row.user_id}`).toBe(exact(row.balance));
    expect(exact(row.lock_sum), `Σ lock entries = lock balance for user ${row.user_id}`).toBe(
      exact(row.lock),
    );
  }
}
