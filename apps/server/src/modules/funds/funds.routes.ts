import { clientRoutes } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { clientRouter, fromContract, isGetAction } from '../../http/route-options.js';
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
  const route = clientRouter(app, tags);
  const realRoute = clientRouter(app, tags, { preHandler: app.requireRealUser });
  const { deposits, withdrawals } = ctx;

  realRoute('GET /api/quickCharge/info', 'On-chain deposit channels', async (req) =>
    success(req.lang, await deposits.channels()),
  );
  realRoute('GET /api/quickCharge/symbols', 'Deposit currencies', async (req) =>
    success(req.lang, await deposits.symbols()),
  );
  realRoute('GET /api/quickCharge/wire_info', 'Bank wire accounts for a currency', async (req) =>
    success(req.lang, await deposits.wires(req.query.bank_coin)),
  );
  realRoute('GET /api/quickCharge/submit', 'Coin deposit with proof', async (req) => {
    await deposits.claimProof(req.user().id, req.query.proofImg);
    const row = await deposits.submitCoin(req.user().id, req.query);
    return success(req.lang, { id: row.id, status: row.status }, 'success.deposit_submitted');
  });
  realRoute('GET /api/quickCharge/wire_submit', 'Bank wire deposit with proof', async (req) => {
    await deposits.claimProof(req.user().id, req.query.proofImg);
    const row = await deposits.submitWire(req.user().id, req.query);
    return success(req.lang, { id: row.id, status: row.status }, 'success.deposit_submitted');
  });
  realRoute(
    'GET /api/quickCharge/card_info',
    'Whether card deposits are offered, and whether by the sandbox (test cards, no payment)',
    async (req) => success(req.lang, deposits.cardInfo()),
  );
  realRoute(
    'POST /api/quickCharge/card_submit',
    'Bank card deposit (refused with 1413 unless CARD_PROVIDER is set)',
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
  route('POST /api/quickCharge/card_callback', 'Card provider notification (HMAC-signed)', async (req) => {
    await deposits.onCardNotification(req.body.payment_id, req.body.status, req.body.signature);
    return success(req.lang, null);
  });
  realRoute('GET /api/quickCharge/quick_ist', 'Deposit records (type 0 coin, 1 bank)', async (req) =>
    success(req.lang, await deposits.list(req.user().id, req.query.type, req.query.page, req.lang)),
  );

  realRoute('GET /api/account/draw_symbol_list', 'Withdrawal currencies (type 1 coin, 2 bank)', async (req) =>
    success(req.lang, await withdrawals.currencies(req.query.type)),
  );
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/account/draw',
      preHandler: app.requireRealUser,
      exposeHeadRoute: !isGetAction(`${method} /api/account/draw`),
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
  realRoute('GET /api/account/draw_list', 'Withdrawal records', async (req) =>
    success(req.lang, await withdrawals.list(req.user().id, req.query.type, req.query.page, req.lang)),
  );
  realRoute('GET /api/wallet/get_draw_method', 'Bound collection accounts', async (req) =>
    success(req.lang, await withdrawals.methods(req.user().id, req.query.draw_type, req.query.draw_id)),
  );
  realRoute(
    'POST /api/wallet/bind_draw_method',
    'Bind a coin address (type 1) or bank account (type 2)',
    async (req) =>
      success(req.lang, await withdrawals.bind(req.user().id, req.body, req.lang), 'success.method_bound'),
  );
  realRoute('POST /api/wallet/del_draw_method', 'Delete a collection account', async (req) => {
    await withdrawals.remove(req.user().id, req.body.id);
    return success(req.lang, null, 'success.method_deleted');
  });
};
