import { inviteList, inviteListQuery, kycCenter, realNameBody, realNameSubmitted } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimiter } from '../security/index.js';
import type { KycDeps } from './kyc.service.js';
import { envelope, success } from '../../http/envelope.js';
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
      schema: {
        tags,
        summary: 'Submit name, ID number and the two uploaded ID photos for review',
        body: realNameBody,
        response: { 200: envelope(realNameSubmitted) },
      },
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
      schema: {
        tags,
        summary: 'Verification state (0, 1, 2), masked name and number, rejection reason',
        response: { 200: envelope(kycCenter) },
      },
    },
    async (req) => success(req.lang, await kyc.center(req.user().id)),
  );

  app.get(
    '/api/user/invite_list',
    {
      ...real,
      schema: {
        tags,
        summary: 'The accounts I invited, newest first (masked)',
        querystring: inviteListQuery,
        response: { 200: envelope(inviteList) },
      },
    },
    async (req) => success(req.lang, await kyc.invitees(req.user().id, req.query.page)),
  );
};
