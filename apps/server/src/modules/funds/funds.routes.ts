import { clientRoutes } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { fromContract } from '../../http/route-options.js';
import type { DepositService } from './deposits.service.js';
import type { WithdrawalService } from './withdrawals.service.js';
import { success } from '../../http/envelope.js';

/** A withdrawal request once validated (the GET's query and the POST's body are one schema). */
type DrawInput = z.output<(typeof clientRoutes)['POST /api/account/draw']['body']>;

const tags = ['funds'];

/**
 * SPEC §7 funds calls. Every one needs a real account: demo accounts are refused on the server
 * with "only real account" (SPEC §6), not just hidden in the client.
 */
export const fundsRoutes: FastifyPluginAsyncZod<{
  deposits: DepositService;
  withdrawals: WithdrawalService;
}> = async (app, ctx) => {
  const { deposits, withdrawals } = ctx;
  const real = { preHandler: app.requireRealUser };

  app.get(
    '/api/quickCharge/info',
    {
      ...real,
      ...fromContract(tags, 'On-chain deposit channels', clientRoutes['GET /api/quickCharge/info']),
    },
    async (req) => success(req.lang, await deposits.channels()),
  );
  app.get(
    '/api/quickCharge/symbols',
    { ...real, ...fromContract(tags, 'Deposit currencies', clientRoutes['GET /api/quickCharge/symbols']) },
    async (req) => success(req.lang, await deposits.symbols()),
  );
  app.get(
    '/api/quickCharge/wire_info',
    {
      ...real,
      ...fromContract(
        tags,
        'Bank wire accounts for a currency',
        clientRoutes['GET /api/quickCharge/wire_info'],
      ),
    },
    async (req) => success(req.lang, await deposits.wires(req.query.bank_coin)),
  );
  app.get(
    '/api/quickCharge/submit',
    {
      ...real,
      ...fromContract(tags, 'Coin deposit with proof', clientRoutes['GET /api/quickCharge/submit']),
    },
    async (req) => {
      await deposits.claimProof(req.user().id, req.query.proofImg);
      const row = await deposits.submitCoin(req.user().id, req.query);
      return success(req.lang, { id: row.id, status: row.status }, 'success.deposit_submitted');
    },
  );
  app.get(
    '/api/quickCharge/wire_submit',
    {
      ...real,
      ...fromContract(tags, 'Bank wire deposit with proof', clientRoutes['GET /api/quickCharge/wire_submit']),
    },
    async (req) => {
      await deposits.claimProof(req.user().id, req.query.proofImg);
      const row = await deposits.submitWire(req.user().id, req.query);
      return success(req.lang, { id: row.id, status: row.status }, 'success.deposit_submitted');
    },
  );
  app.get(
    '/api/quickCharge/card_info',
    {
      ...real,
      ...fromContract(
        tags,
        'Whether card deposits are offered, and whether by the sandbox (test cards, no payment)',
        clientRoutes['GET /api/quickCharge/card_info'],
      ),
    },
    async (req) => success(req.lang, deposits.cardInfo()),
  );
  app.post(
    '/api/quickCharge/card_submit',
    {
      ...real,
      ...fromContract(
        tags,
        'Bank card deposit (refused with 1413 unless CARD_PROVIDER is set)',
        clientRoutes['POST /api/quickCharge/card_submit'],
      ),
    },
    async (req) => {
      const { number, ...card } = req.body;
      const row = await deposits.submitCard(req.user().id, number, {
        number: card.card_number,
        exp: card.exp,
        cvc: card.cvc,
        holder: card.holder,
      });
      return success(req.lang, { id: row.id }, 'success.deposit_credited');
    },
  );
  app.post(
    '/api/quickCharge/card_callback',
    fromContract(
      tags,
      'Card provider notification (HMAC-signed)',
      clientRoutes['POST /api/quickCharge/card_callback'],
    ),
    async (req) => {
      await deposits.onCardNotification(req.body.payment_id, req.body.status, req.body.signature);
      return success(req.lang, null);
    },
  );
  app.get(
    '/api/quickCharge/quick_ist',
    {
      ...real,
      ...fromContract(
        tags,
        'Deposit records (type 0 coin, 1 bank)',
        clientRoutes['GET /api/quickCharge/quick_ist'],
      ),
    },
    async (req) =>
      success(req.lang, await deposits.list(req.user().id, req.query.type, req.query.page, req.lang)),
  );

  app.get(
    '/api/account/draw_symbol_list',
    {
      ...real,
      ...fromContract(
        tags,
        'Withdrawal currencies (type 1 coin, 2 bank)',
        clientRoutes['GET /api/account/draw_symbol_list'],
      ),
    },
    async (req) => success(req.lang, await withdrawals.currencies(req.query.type)),
  );
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/account/draw',
      preHandler: app.requireRealUser,
      ...fromContract(
        tags,
        'Request a withdrawal (moves the amount to lock_balance)',
        clientRoutes[`${method} /api/account/draw`],
      ),
      handler: async (req) => {
        const input = (method === 'GET' ? req.query : req.body) as DrawInput;
        const row = await withdrawals.request(req.user().id, input, { ip: req.ip, lang: req.lang });
        return success(
          req.lang,
          { id: row.id, fee: Number(row.fee), real_number: Number(row.realNumber) },
          'success.withdraw_submitted',
        );
      },
    });
  }
  app.get(
    '/api/account/draw_list',
    { ...real, ...fromContract(tags, 'Withdrawal records', clientRoutes['GET /api/account/draw_list']) },
    async (req) =>
      success(req.lang, await withdrawals.list(req.user().id, req.query.type, req.query.page, req.lang)),
  );
  app.get(
    '/api/wallet/get_draw_method',
    {
      ...real,
      ...fromContract(tags, 'Bound collection accounts', clientRoutes['GET /api/wallet/get_draw_method']),
    },
    async (req) =>
      success(req.lang, await withdrawals.methods(req.user().id, req.query.draw_type, req.query.draw_id)),
  );
  app.post(
    '/api/wallet/bind_draw_method',
    {
      ...real,
      ...fromContract(
        tags,
        'Bind a coin address (type 1) or bank account (type 2)',
        clientRoutes['POST /api/wallet/bind_draw_method'],
      ),
    },
    async (req) =>
      success(req.lang, await withdrawals.bind(req.user().id, req.body, req.lang), 'success.method_bound'),
  );
  app.post(
    '/api/wallet/del_draw_method',
    {
      ...real,
      ...fromContract(tags, 'Delete a collection account', clientRoutes['POST /api/wallet/del_draw_method']),
    },
    async (req) => {
      await withdrawals.remove(req.user().id, req.body.id);
      return success(req.lang, null, 'success.method_deleted');
    },
  );
};
