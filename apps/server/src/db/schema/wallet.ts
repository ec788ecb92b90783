import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, link, money, updatedAt } from './columns.js';
import { users } from './accounts.js';

/** The USD account of each user and its append-only ledger (DESIGN §6). */

/** One USD account per user (DESIGN §6). balance and lock_balance are derived from the ledger. */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  currency: text('currency').notNull().default('USD'),
  balance: money('balance').notNull().default('0'),
  lockBalance: money('lock_balance').notNull().default('0'),
  updatedAt: updatedAt(),
});

/** Append-only ledger: every balance or lock change is a row with the balances after it. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: link('account_id', () => accounts.id),
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    lockAmount: money('lock_amount').notNull().default('0'),
    lockAfter: money('lock_after').notNull().default('0'),
    refType: text('ref_type'),
    refId: text('ref_id'),
    actor: text('actor').notNull().default('system'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    uniqueIndex('ledger_entries_ref_key')
      .on(t.accountId, t.kind, t.refType, t.refId)
      .where(sql`ref_id is not null`),
  ],
);
