import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientRouter } from '../../http/route-options.js';
import type { WithdrawalService } from './withdrawals.service.js';
import { success } from '../../http/envelope.js';

const tags = ['funds'];

/** Confirming a new withdrawal method with the e-mailed code, and sending a new code (issue 14). */
export const methodConfirmRoutes: FastifyPluginAsyncZod<{ withdrawals: WithdrawalService }> = async (
  app,
  ctx,
) => {
  const realRoute = clientRouter(app, tags, { preHandler: app.requireRealUser });
  const { confirmation } = ctx.withdrawals;

  realRoute(
    'POST /api/wallet/confirm_draw_method',
    'Confirm a new withdrawal method with the code e-mailed when it was bound',
    async (req) => {
      await confirmation.confirm(req.user().id, req.body.id, req.body.code);
      return success(req.lang, null, 'success.method_confirmed');
    },
  );

  realRoute(
    'POST /api/wallet/resend_draw_method_code',
    'Send a new confirmation code for an unconfirmed withdrawal method',
    async (req) => {
      await confirmation.send(req.user().id, req.body.id, req.lang);
      return success(req.lang, null, 'success.code_sent');
    },
  );
};
