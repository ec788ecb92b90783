import { clientRoutes, FollowStatus } from '@fxdesk/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CopyRoutesContext as AppContext } from './copy.deps.js';
import { success } from '../../http/envelope.js';
import { fromContract } from '../../http/route-options.js';

const tags = ['copy trading'];

/**
 * DESIGN §7 copy trading. The ranking, trader pages and the back-test are public (a visitor
 * sees the ranking tab; `is_followed` needs a token); following needs a login, and a demo
 * account follows with demo money. Applying to be copied needs a real account.
 */
export const followRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { traders, follows } = ctx.copy;
  const user = { preHandler: app.requireUser };
  /** The caller's id when a valid token came along, else 0 (public reads). */
  const viewer = async (req: FastifyRequest) => {
    try {
      await app.requireUser(req);
      return req.user().id;
    } catch {
      return 0;
    }
  };

  app.get(
    '/api/follow/list',
    fromContract(tags, 'Trader ranking', clientRoutes['GET /api/follow/list']),
    async (req) => success(req.lang, await traders.list(await viewer(req), req.query.sort, req.query.page)),
  );
  app.get(
    '/api/follow/detail',
    fromContract(tags, 'One trader: curve, drawdown, trades', clientRoutes['GET /api/follow/detail']),
    async (req) => success(req.lang, await traders.detail(await viewer(req), req.query.id)),
  );
  app.get(
    '/api/follow/backtest',
    fromContract(tags, "Replay a trader's trades on an amount", clientRoutes['GET /api/follow/backtest']),
    async (req) => success(req.lang, await traders.backtest(req.query.trader_id, req.query)),
  );
  app.post(
    '/api/follow/follow',
    {
      ...user,
      ...fromContract(tags, 'Start copying a trader', clientRoutes['POST /api/follow/follow']),
    },
    async (req) => {
      const row = await follows.follow(req.user(), req.body);
      return success(req.lang, { id: row.id, status: row.status }, 'success.followed');
    },
  );
  app.get(
    '/api/follow/my',
    {
      ...user,
      ...fromContract(tags, 'My follows with their P&L', clientRoutes['GET /api/follow/my']),
    },
    async (req) => success(req.lang, await follows.my(req.user().id, req.query.page)),
  );
  app.get(
    '/api/follow/activity',
    {
      ...user,
      ...fromContract(
        tags,
        'Copies and skips of one of my follows',
        clientRoutes['GET /api/follow/activity'],
      ),
    },
    async (req) => success(req.lang, await follows.activity(req.user().id, req.query.id, req.query.page)),
  );
  app.post(
    '/api/follow/cancel',
    {
      ...user,
      ...fromContract(tags, 'Stop copying', clientRoutes['POST /api/follow/cancel']),
    },
    async (req) => {
      const row = await follows.cancel(req.user().id, req.body.id, req.body.close_positions === 1);
      return success(req.lang, { id: row.id, status: row.status }, 'success.follow_cancelled');
    },
  );
  app.post(
    '/api/follow/pause',
    {
      ...user,
      ...fromContract(tags, 'Pause or resume copying', clientRoutes['POST /api/follow/pause']),
    },
    async (req) => {
      const row = await follows.pause(req.user().id, req.body.id, req.body.paused === 1);
      return success(
        req.lang,
        { id: row.id, status: row.status },
        row.status === FollowStatus.PAUSED ? 'success.follow_paused' : 'success.follow_resumed',
      );
    },
  );
  app.post(
    '/api/follow/apply',
    {
      preHandler: app.requireRealUser,
      ...fromContract(tags, 'Apply to be copied', clientRoutes['POST /api/follow/apply']),
    },
    async (req) => {
      const row = await follows.apply(req.user(), req.body.name, req.body.bio);
      return success(req.lang, { status: row.status }, 'success.trader_applied');
    },
  );
  app.get(
    '/api/follow/application',
    {
      ...user,
      ...fromContract(tags, 'My trader application', clientRoutes['GET /api/follow/application']),
    },
    async (req) => success(req.lang, await follows.application(req.user().id)),
  );
};
