import type { clientRoutes } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { MarketState } from '../market/index.js';
import type { TradingRuntime } from './trading.setup.js';
import type { WithinChange } from './trading.service.js';
import { success } from '../../http/envelope.js';
import { clientRouter, getAndPost } from '../../http/route-options.js';
import { balance2 } from '../../wire-format.js';
import { idempotencyKeyOf } from './idempotency.js';
import { toOrderView } from './order-view.js';
import { bidsOf } from './pricing.js';

const tags = ['trading'];

/** The order routes served under both methods. */
type OrderPath =
  | '/v1/api/forex/submit'
  | '/v1/api/forex/close'
  | '/v1/api/forex/cancel_trade'
  | '/v1/api/forex/set_stop_price';

/** What an order route takes once validated, by its path. */
type InputOf<Path extends OrderPath> = z.output<(typeof clientRoutes)[`POST ${Path}`]['body']>;

type OrderViewData = ReturnType<typeof toOrderView>;

const input = <T>(req: FastifyRequest): T => (req.method === 'GET' ? req.query : req.body) as T;

export const tradingRoutes: FastifyPluginAsyncZod<{
  market: MarketState;
  trading: TradingRuntime;
}> = async (app, ctx) => {
  const userRoute = clientRouter(app, tags, { preHandler: app.requireUser });
  const { market } = ctx;
  const trading = ctx.trading.service;
  const requests = ctx.trading.requests;
  const view = (req: FastifyRequest, order: Parameters<typeof toOrderView>[2]) =>
    toOrderView(market, bidsOf(market), order, req.lang);

  getAndPost(
    userRoute,
    '/v1/api/forex/submit',
    'Place a market (status 1) or pending (status 0) order',
    async (req) => {
      const body = input<InputOf<'/v1/api/forex/submit'>>(req);
      const user = req.user();
      const order = await requests.once<OrderViewData>(
        user.id,
        idempotencyKeyOf(req.headers),
        'submit',
        async (remember) =>
          view(
            req,
            await trading.submit(user, body, remember && ((tx, row) => remember(tx, view(req, row)))),
          ),
      );
      return success(req.lang, order, 'success.order_placed');
    },
  );

  for (const [url, action, message] of [
    ['/v1/api/forex/close', 'close', 'success.order_closed'],
    ['/v1/api/forex/cancel_trade', 'cancel', 'success.order_cancelled'],
  ] as const) {
    getAndPost(
      userRoute,
      url,
      action === 'close' ? 'Close an open position' : 'Cancel a pending order',
      async (req) => {
        const { id } = input<InputOf<typeof url>>(req);
        const user = req.user();
        const order = await requests.once<OrderViewData>(
          user.id,
          idempotencyKeyOf(req.headers),
          action,
          async (remember) => {
            const within: WithinChange | undefined = remember && ((tx, row) => remember(tx, view(req, row)));
            return view(
              req,
              action === 'close'
                ? await trading.close(user.id, id, 'manual', undefined, within)
                : await trading.cancel(user.id, id, 'cancelled', within),
            );
          },
        );
        return success(req.lang, order, message);
      },
    );
  }

  getAndPost(
    userRoute,
    '/v1/api/forex/set_stop_price',
    'Edit stop loss and take profit (0 removes)',
    async (req) => {
      const body = input<InputOf<'/v1/api/forex/set_stop_price'>>(req);
      const order = await trading.setStops(
        req.user().id,
        body.id,
        body.stop_loss_price,
        body.target_profit_price,
      );
      return success(req.lang, view(req, order), 'success.stops_updated');
    },
  );

  userRoute(
    'GET /v1/api/forex/my_deal',
    'Orders by status (1 holding, 0 pending, 3 history), 20 a page',
    async (req) => {
      const { status, page } = req.query;
      const deal = await requests.myDeal(req.user().id, status, page);
      return success(req.lang, {
        data: deal.rows.map((row) => view(req, row)),
        total: deal.total,
        balance: balance2(deal.balance),
        all_fact_profits: Number(deal.allFactProfits.toFixed(6)),
      });
    },
  );

  userRoute(
    'GET /v1/api/main/user/resetForexDemoAccount',
    'Demo accounts: back to the starting balance, no orders',
    async (req) => {
      await trading.resetDemo(req.user());
      return success(req.lang, null, 'success.demo_reset');
    },
  );
};
