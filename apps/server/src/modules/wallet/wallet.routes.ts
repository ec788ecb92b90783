import Decimal from 'decimal.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { envelope, success } from '../../http/envelope.js';
import { accountOf } from './ledger.js';

const tags = ['wallet'];

/** SPEC §9: balances leave the server with 2 decimals, never rounded up past what is held. */
export const balance2 = (value: string): number =>
  new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_DOWN).toNumber();

export const walletRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/v1/api/main/wallet/getBalance',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Account balance (USD)',
        response: { 200: envelope(z.object({ balance: z.number() })) },
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
        summary: 'Balance and the amount locked by pending withdrawals',
        response: { 200: envelope(z.object({ balance: z.number(), lock_balance: z.number() })) },
      },
    },
    async (req) => {
      const account = await accountOf(ctx.db, req.user().id);
      return success(req.lang, {
        balance: balance2(account?.balance ?? '0'),
        lock_balance: balance2(account?.lockBalance ?? '0'),
      });
    },
  );
};
