import { clientRoutes } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../http/envelope.js';
import { fromContract } from '../../http/route-options.js';
import { WalletService, type WalletDeps, type Withdrawable } from './wallet.service.js';

const tags = ['wallet'];

export { balance2 } from '../../wire-format.js';

export const walletRoutes: FastifyPluginAsyncZod<WalletDeps & { withdrawals: Withdrawable }> = async (
  app,
  ctx,
) => {
  const wallet = new WalletService(ctx);
  app.get(
    '/v1/api/main/wallet/getBalance',
    {
      preHandler: app.requireUser,
      ...fromContract(tags, 'Account balance (USD)', clientRoutes['GET /v1/api/main/wallet/getBalance']),
    },
    async (req) => success(req.lang, await wallet.balance(req.user().id)),
  );

  app.get(
    '/v1/api/main/account/forexDetail',
    {
      preHandler: app.requireUser,
      ...fromContract(
        tags,
        'Balance, the amount locked by pending withdrawals, and what can be withdrawn now',
        clientRoutes['GET /v1/api/main/account/forexDetail'],
      ),
    },
    async (req) => success(req.lang, await wallet.detail(req.user().id, ctx.withdrawals)),
  );
};

/** SPEC §3 fund records: the account's ledger, newest first, memos in the caller's language. */
export const fundRecordRoutes: FastifyPluginAsyncZod<WalletDeps> = async (app, ctx) => {
  const wallet = new WalletService(ctx);
  app.get(
    '/v1/api/main/accountLog/forexChange',
    {
      preHandler: app.requireUser,
      ...fromContract(
        tags,
        'Fund records (ledger entries), 20 a page',
        clientRoutes['GET /v1/api/main/accountLog/forexChange'],
      ),
    },
    async (req) => success(req.lang, await wallet.fundRecords(req.user().id, req.query.page, req.lang)),
  );
};
