import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ledgerEntries, settings } from '../src/db/schema.js';
import { readSetting, writeSetting } from '../src/modules/settings/settings.repository.js';
import { post } from '../src/modules/wallet/ledger.js';
import { buildTestApp, type TestApp } from './helper.js';
import { demoUser } from './trading-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function accountOf(userId: number) {
  const [row] = await t.ctx.db.select().from(accounts).where(eq(accounts.userId, userId));
  return row!;
}

describe('ledger posting (DESIGN §6)', () => {
  it('moves the balance and records the entry with the balance after it, in one step', async () => {
    const u = await demoUser(t);
    const account = await accountOf(u.id);
    const after = await t.ctx.db.transaction((tx) =>
      post(tx, { accountId: account.id, kind: 'adjustment', amount: '-12.345678', refType: 'test' }),
    );
    expect(after).toEqual({ balance: '9987.654322', lockBalance: '0.000000' });
    const entries = await t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, account.id));
    expect(entries.at(-1)).toMatchObject({
      kind: 'adjustment',
      amount: '-12.345678',
      balanceAfter: '9987.654322',
    });
    expect((await accountOf(u.id)).balance).toBe('9987.654322');
  });

  it('a posting that would go negative changes nothing, even in a transaction that carries on', async () => {
    const u = await demoUser(t);
    const account = await accountOf(u.id);
    const before = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, account.id));
    await t.ctx.db.transaction(async (tx) => {
      await expect(
        post(tx, { accountId: account.id, kind: 'adjustment', amount: '-10000.000001' }),
      ).rejects.toThrow(/negative/);
      await expect(
        post(tx, { accountId: account.id, kind: 'withdraw_lock', amount: '0', lockAmount: '-1' }),
      ).rejects.toThrow(/negative/);
    });
    expect((await accountOf(u.id)).balance).toBe(account.balance);
    const entries = await t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, account.id));
    expect(entries).toHaveLength(before.length);
    // Negative balance protection books through a loss first (allowNegative), then resets it.
    const loss = await t.ctx.db.transaction((tx) =>
      post(tx, { accountId: account.id, kind: 'realized_pnl', amount: '-10000.5', allowNegative: true }),
    );
    expect(loss.balance).toBe('-0.500000');
  });
});

describe('settings cache', () => {
  it('a write is read back at once; a row changed behind the cache shows within a second', async () => {
    await writeSetting(t.ctx.db, 'loss_url', 'https://a.example');
    expect(await readSetting(t.ctx.db, 'loss_url')).toBe('https://a.example');
    await writeSetting(t.ctx.db, 'loss_url', 'https://b.example');
    expect(await readSetting(t.ctx.db, 'loss_url')).toBe('https://b.example');
    // Another process writes: this one's copy is at most a second old.
    await t.ctx.db.update(settings).set({ value: '"https://c.example"' }).where(eq(settings.key, 'loss_url'));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await readSetting(t.ctx.db, 'loss_url')).toBe('https://c.example');
  });
});
