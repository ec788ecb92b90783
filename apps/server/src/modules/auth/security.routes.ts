import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../http/envelope.js';
import { clientRouter } from '../../http/route-options.js';
import type { AuthService } from './auth.service.js';

const tags = ['security'];

/**
 * A client's own protections (issue 14): two-factor, the sessions list with "log out
 * everywhere else". Real accounts only; every route acts on the caller's account alone.
 */
export const securityRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, ctx) => {
  const realRoute = clientRouter(app, tags, { preHandler: app.requireRealUser });
  const { twoFactor, sessionList } = ctx.auth;

  realRoute('GET /api/user/security', 'Two-factor state and withdrawal hold', async (req) =>
    success(req.lang, await twoFactor.state(req.user().id)),
  );

  realRoute(
    'POST /api/user/totp_setup',
    'Start two-factor enrolment: a new secret and its otpauth URL (nothing is on yet)',
    async (req) => success(req.lang, await twoFactor.setup(req.user().id)),
  );

  realRoute(
    'POST /api/user/totp_enable',
    'Turn two-factor on with a code from the new secret; answers the recovery codes once',
    async (req) =>
      success(req.lang, await twoFactor.enable(req.user().id, req.body.code, req.ip), 'success.totp_enabled'),
  );

  realRoute(
    'POST /api/user/totp_disable',
    'Turn two-factor off (current password and a current or recovery code)',
    async (req) => {
      await twoFactor.disable(req.user().id, req.body, req.ip);
      return success(req.lang, null, 'success.totp_disabled');
    },
  );

  realRoute('GET /api/user/session_list', 'The live sessions of this client', async (req) =>
    success(req.lang, await sessionList.list(req.user())),
  );

  realRoute('POST /api/user/session_revoke', 'End one session (its socket is logged out)', async (req) => {
    await sessionList.revoke(req.user(), req.body.id);
    return success(req.lang, null, 'success.session_revoked');
  });

  realRoute('POST /api/user/session_revoke_others', 'Log out everywhere else', async (req) => {
    await sessionList.revokeOthers(req.user());
    return success(req.lang, null, 'success.sessions_revoked');
  });
};
