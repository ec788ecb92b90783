import { FollowStatus } from '@fxdesk/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CopyRoutesContext as AppContext } from './copy.deps.js';
import { success } from '../../http/envelope.js';
import { clientRouter } from '../../http/route-options.js';

const tags = ['copy trading'];

/**
 * DESIGN §7 copy trading. The ranking, trader pages and the back-test are public (a visitor
 * sees the ranking tab; `is_followed` needs a token); following needs a login, and a demo
 * account follows with demo money. Applying to be copied needs a real account.
 */
export const followRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const route = clientRouter(app, tags);
  const userRoute = clientRouter(app, tags, { preHandler: app.requireUser });
  const realRoute = clientRouter(app, tags, { preHandler: app.requireRealUser });
  const { traders, follows } = ctx.copy;
  /** The caller's id when a valid token came along, else 0 (public reads). */
  const viewer = async (req: FastifyRequest) => {
    try {
      await app.requireUser(req);
      return req.user().id;
    } catch {
      return 0;
    }
  };

  route('GET /api/follow/list', 'Trader ranking', async (req) =>
    success(req.lang, await traders.list(await viewer(req), req.query.sort, req.query.page)),
  );
  route('GET /api/follow/detail', 'One trader: curve, drawdown, trades', async (req) =>
    success(req.lang, await traders.detail(await viewer(req), req.query.id)),
  );
  route('GET /api/follow/backtest', "Replay a trader's trades on an amount", async (req) =>
    success(req.lang, await traders.backtest(req.query.trader_id, req.query)),
  );
  userRoute('POST /api/follow/follow', 'Start copying a trader', async (req) => {
    const row = await follows.follow(req.user(), req.body);
    return success(req.lang, { id: row.id, status: row.status }, 'success.followed');
  });
  userRoute('GET /api/follow/my', 'My follows with their P&L', async (req) =>
    success(req.lang, await follows.my(req.user().id, req.query.page)),
  );
  userRoute('GET /api/follow/activity', 'Copies and skips of one of my follows', async (req) =>
    success(req.lang, await follows.activity(req.user().id, req.query.id, req.query.page)),
  );
  userRoute('POST /api/follow/cancel', 'Stop copying', async (req) => {
    const row = await follows.cancel(req.user().id, req.body.id, req.body.close_positions === 1);
    return success(req.lang, { id: row.id, status: row.status }, 'success.follow_cancelled');
  });
  userRoute('POST /api/follow/pause', 'Pause or resume copying', async (req) => {
    const row = await follows.pause(req.user().id, req.body.id, req.body.paused === 1);
    return success(
      req.lang,
      { id: row.id, status: row.status },
      row.status === FollowStatus.PAUSED ? 'success.follow_paused' : 'success.follow_resumed',
    );
  });
  realRoute('POST /api/follow/apply', 'Apply to be copied', async (req) => {
    const row = await follows.apply(req.user(), req.body.name, req.body.bio);
    return success(req.lang, { status: row.status }, 'success.trader_applied');
  });
  userRoute('GET /api/follow/application', 'My trader application', async (req) =>
    success(req.lang, await follows.application(req.user().id)),
  );
};
