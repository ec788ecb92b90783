import {
  bankWireList,
  bindMethodBody,
  cardChargeResult,
  cardDepositInfo,
  chargeChannelList,
  chargeSubmitted,
  chargeSymbolList,
  depositRecordPage,
  drawMethod,
  drawMethodList,
  drawResult,
  withdrawRecordPage,
  cardCallbackBody,
  cardChargeBody,
  chargeListQuery,
  coinChargeQuery,
  deleteMethodBody,
  drawBody,
  drawCurrencyList,
  drawListQuery,
  drawMethodQuery,
  drawTypeQuery,
  wireChargeQuery,
  wireInfoQuery,
} from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { DepositService } from './deposits.service.js';
import type { WithdrawalService } from './withdrawals.service.js';
import { emptyEnvelope, envelope, success } from '../../http/envelope.js';

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
      schema: {
        tags,
        summary: 'On-chain deposit channels',
        response: { 200: envelope(chargeChannelList) },
      },
    },
    async (req) => success(req.lang, await deposits.channels()),
  );
  app.get(
    '/api/quickCharge/symbols',
    {
      ...real,
      schema: { tags, summary: 'Deposit currencies', response: { 200: envelope(chargeSymbolList) } },
    },
    async (req) => success(req.lang, await deposits.symbols()),
  );
  app.get(
    '/api/quickCharge/wire_info',
    {
      ...real,
      schema: {
        tags,
        summary: 'Bank wire accounts for a currency',
        querystring: wireInfoQuery,
        response: { 200: envelope(bankWireList) },
      },
    },
    async (req) => success(req.lang, await deposits.wires(req.query.bank_coin)),
  );
  app.get(
    '/api/quickCharge/submit',
    {
      ...real,
      schema: {
        tags,
        summary: 'Coin deposit with proof',
        querystring: coinChargeQuery,
        response: { 200: envelope(chargeSubmitted) },
      },
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
      schema: {
        tags,
        summary: 'Bank wire deposit with proof',
        querystring: wireChargeQuery,
        response: { 200: envelope(chargeSubmitted) },
      },
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
      schema: {
        tags,
        summary: 'Whether card deposits are offered, and whether by the sandbox (test cards, no payment)',
        response: { 200: envelope(cardDepositInfo) },
      },
    },
    async (req) => success(req.lang, deposits.cardInfo()),
  );
  app.post(
    '/api/quickCharge/card_submit',
    {
      ...real,
      schema: {
        tags,
        summary: 'Bank card deposit (refused with 1413 unless CARD_PROVIDER is set)',
        body: cardChargeBody,
        response: { 200: envelope(cardChargeResult) },
      },
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
    {
      schema: {
        tags,
        summary: 'Card provider notification (HMAC-signed)',
        body: cardCallbackBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await deposits.onCardNotification(req.body.payment_id, req.body.status, req.body.signature);
      return success(req.lang, null);
    },
  );
  app.get(
    '/api/quickCharge/quick_ist',
    {
      ...real,
      schema: {
        tags,
        summary: 'Deposit records (type 0 coin, 1 bank)',
        querystring: chargeListQuery,
        response: { 200: envelope(depositRecordPage) },
      },
    },
    async (req) =>
      success(req.lang, await deposits.list(req.user().id, req.query.type, req.query.page, req.lang)),
  );

  app.get(
    '/api/account/draw_symbol_list',
    {
      ...real,
      schema: {
        tags,
        summary: 'Withdrawal currencies (type 1 coin, 2 bank)',
        querystring: drawTypeQuery,
        response: { 200: envelope(drawCurrencyList) },
      },
    },
    async (req) => success(req.lang, await withdrawals.currencies(req.query.type)),
  );
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/account/draw',
      preHandler: app.requireRealUser,
      schema: {
        tags,
        summary: 'Request a withdrawal (moves the amount to lock_balance)',
        ...(method === 'GET' ? { querystring: drawBody } : { body: drawBody }),
        response: { 200: envelope(drawResult) },
      },
      handler: async (req) => {
        const input = (method === 'GET' ? req.query : req.body) as z.infer<typeof drawBody>;
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
    {
      ...real,
      schema: {
        tags,
        summary: 'Withdrawal records',
        querystring: drawListQuery,
        response: { 200: envelope(withdrawRecordPage) },
      },
    },
    async (req) =>
      success(req.lang, await withdrawals.list(req.user().id, req.query.type, req.query.page, req.lang)),
  );
  app.get(
    '/api/wallet/get_draw_method',
    {
      ...real,
      schema: {
        tags,
        summary: 'Bound collection accounts',
        querystring: drawMethodQuery,
        response: { 200: envelope(drawMethodList) },
      },
    },
    async (req) =>
      success(req.lang, await withdrawals.methods(req.user().id, req.query.draw_type, req.query.draw_id)),
  );
  app.post(
    '/api/wallet/bind_draw_method',
    {
      ...real,
      schema: {
        tags,
        summary: 'Bind a coin address (type 1) or bank account (type 2)',
        body: bindMethodBody,
        response: { 200: envelope(drawMethod) },
      },
    },
    async (req) =>
      success(req.lang, await withdrawals.bind(req.user().id, req.body, req.lang), 'success.method_bound'),
  );
  app.post(
    '/api/wallet/del_draw_method',
    {
      ...real,
      schema: {
        tags,
        summary: 'Delete a collection account',
        body: deleteMethodBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await withdrawals.remove(req.user().id, req.body.id);
      return success(req.lang, null, 'success.method_deleted');
    },
  );
};
