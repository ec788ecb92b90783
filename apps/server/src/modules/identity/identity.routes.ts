import { clientRoutes } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromContract } from '../../http/route-options.js';
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
  const kyc = new KycService(ctx);
  const real = { preHandler: app.requireRealUser };

  app.post(
    '/api/user_real/real_name',
    {
      ...real,
      ...fromContract(
        tags,
        'Submit name, ID number and the two uploaded ID photos for review',
        clientRoutes['POST /api/user_real/real_name'],
      ),
    },
    async (req) => {
      await ctx.rateLimiter.hit(`kyc:${req.user().id}`, 20, 3600);
      await kyc.submit(req.user().id, req.body);
      return success(req.lang, { review_status: 1 as const }, 'identity.kyc_submitted');
    },
  );

  app.get(
    '/api/user_real/center',
    {
      ...real,
      ...fromContract(
        tags,
        'Verification state (0, 1, 2), masked name and number, rejection reason',
        clientRoutes['GET /api/user_real/center'],
      ),
    },
    async (req) => success(req.lang, await kyc.center(req.user().id)),
  );

  app.get(
    '/api/user/invite_list',
    {
      ...real,
      ...fromContract(
        tags,
        'The accounts I invited, newest first (masked)',
        clientRoutes['GET /api/user/invite_list'],
      ),
    },
    async (req) => success(req.lang, await kyc.invitees(req.user().id, req.query.page)),
  );
};
