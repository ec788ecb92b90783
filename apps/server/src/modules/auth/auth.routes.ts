import {
  AccountType,
  amendPasswordBody,
  demoQuery,
  forgetPasswordBody,
  loginBody,
  registerBody,
  sendEmailBody,
  sendSmsBody,
  sessionResult,
  userInfo,
} from '@fxdesk/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyEnvelope, envelope, success } from '../../http/envelope.js';
import { described } from '../../http/route-options.js';
import type { AuthService } from './auth.service.js';
import { type RequestMeta } from './auth.service.js';
import { companyIdCookie } from '../company/index.js';

const tags = ['account'];

const metaOf = (req: FastifyRequest): RequestMeta => ({
  ip: req.ip,
  userAgent: String(req.headers['user-agent'] ?? ''),
  lang: req.lang,
});

/** Accounts and sessions: SPEC §7 user/notify calls, plus logout (DESIGN §7). */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, ctx) => {
  const { auth } = ctx;

  app.post(
    '/api/user/loginForU',
    described(tags, 'Log in with e-mail or mobile and password', sessionResult, { body: loginBody }),
    async (req) => success(req.lang, await auth.login(req.body, metaOf(req)), 'success.login'),
  );

  app.get(
    '/api/user/createAccountDemoForU',
    described(tags, 'Demo login by device uuid (no signup)', sessionResult, { querystring: demoQuery }),
    async (req) => success(req.lang, await auth.demoLogin(req.query.demo_id, metaOf(req)), 'success.login'),
  );

  app.get(
    '/api/user/info',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'The logged-in user', response: { 200: envelope(userInfo) } },
    },
    async (req) => success(req.lang, await auth.info(req.user())),
  );

  app.post(
    '/api/user/register',
    described(tags, 'Register by e-mail or mobile', sessionResult, { body: registerBody }),
    async (req) =>
      success(req.lang, await auth.register(req.body, metaOf(req), companyIdCookie(req)), 'success.register'),
  );

  app.post(
    '/api/user/logout',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Revoke the current token', response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await auth.logout(req.user());
      return success(req.lang, null, 'success.logout');
    },
  );

  app.post(
    '/api/user/amend_password',
    {
      preHandler: app.requireRealUser,
      schema: {
        tags,
        summary: 'Change password with a reset code',
        body: amendPasswordBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await auth.amendPassword(req.user(), req.body, metaOf(req));
      return success(req.lang, null, 'success.password_changed');
    },
  );

  app.post(
    '/api/user/forget_password',
    {
      schema: {
        tags,
        summary: 'Reset a forgotten password',
        body: forgetPasswordBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await auth.forgetPassword(req.body, metaOf(req));
      return success(req.lang, null, 'success.password_changed');
    },
  );

  app.post(
    '/api/notify/send_email',
    {
      schema: {
        tags,
        summary: 'Send an e-mail code (type 1 register, 2 reset)',
        body: sendEmailBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await auth.sendCode({ type: AccountType.EMAIL, to: req.body.to, purpose: req.body.type }, metaOf(req));
      return success(req.lang, null, 'success.code_sent');
    },
  );

  app.post(
    '/api/notify/send_sms',
    {
      schema: {
        tags,
        summary: 'Send an SMS code (type 1 register, 2 reset)',
        body: sendSmsBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await auth.sendCode(
        { type: AccountType.MOBILE, to: req.body.to, areaId: req.body.area_id, purpose: req.body.type },
        metaOf(req),
      );
      return success(req.lang, null, 'success.code_sent');
    },
  );
};
