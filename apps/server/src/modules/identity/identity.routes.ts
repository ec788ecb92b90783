import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientRouter } from '../../http/route-options.js';
import type { RateLimiter } from '../security/index.js';
import type { KycDeps } from './kyc.service.js';
import { success } from '../../http/envelope.js';
import { KycService } from './kyc.service.js';

const tags = ['identity'];

/** Real-name verification and invites of SPEC §7 / DESIGN §7. Real accounts only (SPEC §6). */
export const identityRoutes: FastifyPluginAsyncZod<KycDeps & { rateLimiter: RateLimiter }> = async (
  app,
  ctx,
) => {
  const realRoute = clientRouter(app, tags, { preHandler: app.requireRealUser });
  const kyc = new KycService(ctx);

  realRoute(
    'POST /api/user_real/real_name',
    'Submit name, ID number and the two uploaded ID photos for review',
    async (req) => {
      await ctx.rateLimiter.hit(`kyc:${req.user().id}`, 20, 3600);
      await kyc.submit(req.user().id, req.body);
      return success(req.lang, { review_status: 1 as const }, 'identity.kyc_submitted');
    },
  );

  realRoute(
    'GET /api/user_real/center',
    'Verification state (0, 1, 2), masked name and number, rejection reason',
    async (req) => success(req.lang, await kyc.center(req.user().id)),
  );

  realRoute('GET /api/user/invite_list', 'The accounts I invited, newest first (masked)', async (req) =>
    success(req.lang, await kyc.invitees(req.user().id, req.query.page)),
  );
};
