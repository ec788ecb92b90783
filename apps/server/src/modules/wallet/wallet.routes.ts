import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../http/envelope.js';
import { clientRouter } from '../../http/route-options.js';
import { WalletService, type WalletDeps, type Withdrawable } from './wallet.service.js';

const tags = ['wallet'];

export { balance2 } from '../../wire-format.js';

export const walletRoutes: FastifyPluginAsyncZod<WalletDeps & { withdrawals: Withdrawable }> = async (
  app,
  ctx,
) => {
  const userRoute = clientRouter(app, tags, { preHandler: app.requireUser });
  const wallet = new WalletService(ctx);
  userRoute('GET /v1/api/main/wallet/getBalance', 'Account balance (USD)', async (req) =>
    success(req.lang, await wallet.balance(req.user().id)),
  );

  userRoute(
    'GET /v1/api/main/account/forexDetail',
    'Balance, the amount locked by pending withdrawals, and what can be withdrawn now',
    async (req) => success(req.lang, await wallet.detail(req.user().id, ctx.withdrawals)),
  );
};

/** SPEC §3 fund records: the account's ledger, newest first, memos in the caller's language. */
export const fundRecordRoutes: FastifyPluginAsyncZod<WalletDeps> = async (app, ctx) => {
  const userRoute = clientRouter(app, tags, { preHandler: app.requireUser });
  const wallet = new WalletService(ctx);
  userRoute(
    'GET /v1/api/main/accountLog/forexChange',
    'Fund records (ledger entries), 20 a page',
    async (req) => success(req.lang, await wallet.fundRecords(req.user().id, req.query.page, req.lang)),
  );
};
