import { clientRoutes } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../http/envelope.js';
import { fromContract } from '../../http/route-options.js';
import type { AuthService } from './auth.service.js';

const tags = ['security'];

/**
 * A client's own protections (issue 14): two-factor, the sessions list with "log out
 * everywhere else". Real accounts only; every route acts on the caller's account alone.
 */
export const securityRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, ctx) => {
  const { twoFactor, sessionList } = ctx.auth;
  const real = { preHandler: app.requireRealUser };

  app.get(
    '/api/user/security',
    {
      ...real,
      ...fromContract(tags, 'Two-factor state and withdrawal hold', clientRoutes['GET /api/user/security']),
    },
    async (req) => success(req.lang, await twoFactor.state(req.user().id)),
  );

  app.post(
    '/api/user/totp_setup',
    {
      ...real,
      ...fromContract(
        tags,
        'Start two-factor enrolment: a new secret and its otpauth URL (nothing is on yet)',
        clientRoutes['POST /api/user/totp_setup'],
      ),
    },
    async (req) => success(req.lang, await twoFactor.setup(req.user().id)),
  );

  app.post(
    '/api/user/totp_enable',
    {
      ...real,
      ...fromContract(
        tags,
        'Turn two-factor on with a code from the new secret; answers the recovery codes once',
        clientRoutes['POST /api/user/totp_enable'],
      ),
    },
    async (req) =>
      success(req.lang, await twoFactor.enable(req.user().id, req.body.code, req.ip), 'success.totp_enabled'),
  );

  app.post(
    '/api/user/totp_disable',
    {
      ...real,
      ...fromContract(
        tags,
        'Turn two-factor off (current password and a current or recovery code)',
        clientRoutes['POST /api/user/totp_disable'],
      ),
    },
    async (req) => {
      await twoFactor.disable(req.user().id, req.body, req.ip);
      return success(req.lang, null, 'success.totp_disabled');
    },
  );

  app.get(
    '/api/user/session_list',
    {
      ...real,
      ...fromContract(tags, 'The live sessions of this client', clientRoutes['GET /api/user/session_list']),
    },
    async (req) => success(req.lang, await sessionList.list(req.user())),
  );

  app.post(
    '/api/user/session_revoke',
    {
      ...real,
      ...fromContract(
        tags,
        'End one session (its socket is logged out)',
        clientRoutes['POST /api/user/session_revoke'],
      ),
    },
    async (req) => {
      await sessionList.revoke(req.user(), req.body.id);
      return success(req.lang, null, 'success.session_revoked');
    },
  );

  app.post(
    '/api/user/session_revoke_others',
    {
      ...real,
      ...fromContract(tags, 'Log out everywhere else', clientRoutes['POST /api/user/session_revoke_others']),
    },
    async (req) => {
      await sessionList.revokeOthers(req.user());
      return success(req.lang, null, 'success.sessions_revoked');
    },
  );
};
