import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, orders } from '../src/db/schema.js';
import {
  closePositionAndPost,
  insertOrderAndPost,
  withLockedAccount,
  type NewOrder,
} from '../src/modules/trading/orders.repository.js';
import { type TestApp } from './helper.js';
import { forgeEntry, ledgerOfAccount } from './ledger-helpers.js';
import { withTradingApp } from './trading-helpers.js';

/**
 * An order change and its ledger posting in one statement (orders.repository `…AndPost`), on the
 * driver under test: the posting keeps every check of `post`, and nothing is written when it is
 * refused or when the order change did not happen.
 */
let t: TestApp;
const trade = withTradingApp(['EURUSD'], (app) => (t = app));

const marketOrder = (userId: number, accountId: number): NewOrder => ({
  userId,
  accountId,
  pairId: trade.pairId('EURUSD'),
  side: 1,
  entryType: 1,
  status: 1,
  pendingKind: null,
  lots: '0.1000',
  leverage: 100,
  unitsPerLot: '100000.00',
  targetPrice: null,
  openPrice: '1.08770000',
  stopLoss: null,
  takeProfit: null,
  margin: '108.770000',
  fee: '2.500000',
  createdAt: t.clock.now(),
  openedAt: t.clock.now(),
});

/** Opens the standard market order for the user with its 2.5 USD fee, in one locked statement. */
const openWithFee = (userId: number) =>
  withLockedAccount(t.ctx.db, userId, (tx, account) =>
    insertOrderAndPost(tx, marketOrder(userId, account.id), {
      accountId: account.id,
      kind: 'fee',
      amount: '-2.5',
      refType: 'order',
    }),
  );

const entriesOf = (accountId: number) => ledgerOfAccount(t, accountId);
const ordersOf = (userId: number) => t.ctx.db.select().from(orders).where(eq(orders.userId, userId));

describe('order change and posting in one statement', () => {
  it("books the fee against the new order's id, chained to the previous entry", async () => {
    const user = await trade.demoUser();
    const start = await trade.balanceOf(user.id);
    const { row, posted } = await openWithFee(user.id);
    if (!posted.ok) throw new Error('fee refused');
    const { balance } = posted;
    expect(Number(balance)).toBe(Number(start) - 2.5);
    expect(await trade.balanceOf(user.id)).toBe(balance);
    const fee = (await entriesOf(row.accountId)).at(-1);
    expect(fee).toMatchObject({ kind: 'fee', amount: '-2.500000', refType: 'order', refId: String(row.id) });
    await trade.expectLedgerBalanced(user.id);
  });

  it('a refused posting is a value; the transaction that throws on it writes neither order nor entry', async () => {
    const user = await trade.demoUser();
    const start = await trade.balanceOf(user.id);
    const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.userId, user.id));
    const entries = (await entriesOf(account!.id)).length;
    await expect(
      withLockedAccount(t.ctx.db, user.id, async (tx) => {
        const { posted } = await insertOrderAndPost(tx, marketOrder(user.id, account!.id), {
          accountId: account!.id,
          kind: 'fee',
          amount: `-${Number(start) + 1}`,
          refType: 'order',
        });
        expect(posted).toEqual({
          ok: false,
          refusal: 'would_go_negative',
          accountId: account!.id,
          kind: 'fee',
        });
        throw new Error('refused');
      }),
    ).rejects.toThrow(/refused/);
    expect(await ordersOf(user.id)).toHaveLength(0);
    expect(await entriesOf(account!.id)).toHaveLength(entries);
    expect(await trade.balanceOf(user.id)).toBe(start);
  });

  it('closing a position that is not open posts nothing', async () => {
    const user = await trade.demoUser();
    const { row } = await openWithFee(user.id);
    const close = { closePrice: '1.09000000', realizedPnl: '23.000000', closeReason: 'manual' };
    const pnl = { accountId: row.accountId, kind: 'realized_pnl' as const, amount: '23', refType: 'order' };
    /** Closes the position with its P&L posting, as the engine does. */
    const closeIt = () =>
      withLockedAccount(t.ctx.db, user.id, (tx) =>
        closePositionAndPost(
          tx,
          row.id,
          { ...close, closedAt: t.clock.now() },
          { ...pnl, refId: String(row.id) },
        ),
      );
    const first = await closeIt();
    expect(first?.row.status).toBe(3);
    const balance = await trade.balanceOf(user.id);
    const entries = (await entriesOf(row.accountId)).length;
    const second = await closeIt();
    expect(second).toBeUndefined();
    expect(await trade.balanceOf(user.id)).toBe(balance);
    expect(await entriesOf(row.accountId)).toHaveLength(entries);
    await trade.expectLedgerBalanced(user.id);
  });

  it('a posting after a forged previous entry throws and rolls the close back', async () => {
    const user = await trade.demoUser();
    const { row } = await openWithFee(user.id);
    await forgeEntry(t, row.accountId);
    const entries = (await entriesOf(row.accountId)).length;
    await expect(
      withLockedAccount(t.ctx.db, user.id, (tx) =>
        closePositionAndPost(
          tx,
          row.id,
          {
            closePrice: '1.09000000',
            realizedPnl: '23.000000',
            closeReason: 'manual',
            closedAt: t.clock.now(),
          },
          {
            accountId: row.accountId,
            kind: 'realized_pnl',
            amount: '23',
            refType: 'order',
            refId: String(row.id),
          },
        ),
      ),
    ).rejects.toThrow(/chain broken/);
    expect((await ordersOf(user.id))[0]?.status).toBe(1);
    expect(await entriesOf(row.accountId)).toHaveLength(entries);
  });
});
