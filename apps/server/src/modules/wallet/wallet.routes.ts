import { forexDetail, fundRecordPage, pageQuery, translate, walletBalance } from '@fxdesk/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { DbOrTx } from '../../db/client.js';
import { envelope, success } from '../../http/envelope.js';
import { accountOf } from './ledger.js';
import { ledgerEntries } from '../../db/schema.js';
import { balance2, timeHandler } from '../../wire-format.js';

const tags = ['wallet'];

export { balance2 } from '../../wire-format.js';

/** The withdrawals' rule for what can be withdrawn now (funds), handed in by the app. */
interface Withdrawable {
  withdrawable(db: DbOrTx, account: { id: number; balance: string }): Promise<string>;
}

export const walletRoutes: FastifyPluginAsyncZod<{ db: Db; withdrawals: Withdrawable }> = async (
  app,
  ctx,
) => {
  app.get(
    '/v1/api/main/wallet/getBalance',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Account balance (USD)',
        response: { 200: envelope(walletBalance) },
      },
    },
    async (req) => {
      const account = await accountOf(ctx.db, req.user().id);
      return success(req.lang, { balance: balance2(account?.balance ?? '0') });
    },
  );

  app.get(
    '/v1/api/main/account/forexDetail',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Balance, the amount locked by pending withdrawals, and what can be withdrawn now',
        response: {
          200: envelope(forexDetail),
        },
      },
    },
    async (req) => {
      const account = await accountOf(ctx.db, req.user().id);
      return success(req.lang, {
        balance: balance2(account?.balance ?? '0'),
        lock_balance: balance2(account?.lockBalance ?? '0'),
        // Free margin capped by the balance (DESIGN §6): the withdraw form's "available".
        withdrawable: account ? balance2(await ctx.withdrawals.withdrawable(ctx.db, account)) : 0,
      });
    },
  );
};

const FUND_PAGE_SIZE = 20;

/** SPEC §3 fund records: the account's ledger, newest first, memos in the caller's language. */
export const fundRecordRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, ctx) => {
  app.get(
    '/v1/api/main/accountLog/forexChange',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Fund records (ledger entries), 20 a page',
        querystring: pageQuery,
        response: { 200: envelope(fundRecordPage) },
      },
    },
    async (req) => {
      const account = await accountOf(ctx.db, req.user().id);
      if (!account) return success(req.lang, { data: [], total: 0 });
      const where = eq(ledgerEntries.accountId, account.id);
      const rows = await ctx.db
        .select()
        .from(ledgerEntries)
        .where(where)
        .orderBy(desc(ledgerEntries.id))
        .limit(FUND_PAGE_SIZE)
        .offset((req.query.page - 1) * FUND_PAGE_SIZE);
      const [total] = await ctx.db.select({ n: count() }).from(ledgerEntries).where(where);
      return success(req.lang, {
        data: rows.map((r) => ({
          Value: Number(Number(r.amount).toFixed(6)),
          MemoTran: translate(req.lang, `memo.${r.kind}`),
          CreatedAtTran: timeHandler(r.createdAt),
          Kind: r.kind,
          BalanceAfter: balance2(r.balanceAfter),
        })),
        total: total?.n ?? 0,
      });
    },
  );
};
