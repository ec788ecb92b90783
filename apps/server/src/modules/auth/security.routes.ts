import {
  securityState,
  sessionRevokeBody,
  sessionViewList,
  totpDisableBody,
  totpEnableBody,
  totpEnableResult,
  totpSetupResult,
} from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelope, envelope, success } from '../../http/envelope.js';
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
      schema: {
        tags,
        summary: 'Two-factor state and withdrawal hold',
        response: { 200: envelope(securityState) },
      },
    },
    async (req) => success(req.lang, await twoFactor.state(req.user().id)),
  );

  app.post(
    '/api/user/totp_setup',
    {
      ...real,
      schema: {
        tags,
        summary: 'Start two-factor enrolment: a new secret and its otpauth URL (nothing is on yet)',
        response: { 200: envelope(totpSetupResult) },
      },
    },
    async (req) => success(req.lang, await twoFactor.setup(req.user().id)),
  );

  app.post(
    '/api/user/totp_enable',
    {
      ...real,
      schema: {
        tags,
        summary: 'Turn two-factor on with a code from the new secret; answers the recovery codes once',
        body: totpEnableBody,
        response: { 200: envelope(totpEnableResult) },
      },
    },
    async (req) =>
      success(req.lang, await twoFactor.enable(req.user().id, req.body.code, req.ip), 'success.totp_enabled'),
  );

  app.post(
    '/api/user/totp_disable',
    {
      ...real,
      schema: {
        tags,
        summary: 'Turn two-factor off (current password and a current or recovery code)',
        body: totpDisableBody,
        response: { 200: emptyEnvelope },
      },
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
      schema: {
        tags,
        summary: 'The live sessions of this client',
        response: { 200: envelope(sessionViewList) },
      },
    },
    async (req) => success(req.lang, await sessionList.list(req.user())),
  );

  app.post(
    '/api/user/session_revoke',
    {
      ...real,
      schema: {
        tags,
        summary: 'End one session (its socket is logged out)',
        body: sessionRevokeBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await sessionList.revoke(req.user(), req.body.id);
      return success(req.lang, null, 'success.session_revoked');
    },
  );

  app.post(
    '/api/user/session_revoke_others',
    { ...real, schema: { tags, summary: 'Log out everywhere else', response: { 200: emptyEnvelope } } },
    async (req) => {
      await sessionList.revokeOthers(req.user());
      return success(req.lang, null, 'success.sessions_revoked');
    },
  );
};
