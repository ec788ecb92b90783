import { AccountType, clientRoutes } from '@fxdesk/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../http/envelope.js';
import { fromContract } from '../../http/route-options.js';
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
    fromContract(tags, 'Log in with e-mail or mobile and password', clientRoutes['POST /api/user/loginForU']),
    async (req) => success(req.lang, await auth.login(req.body, metaOf(req)), 'success.login'),
  );

  app.get(
    '/api/user/createAccountDemoForU',
    fromContract(
      tags,
      'Demo login by device uuid (no signup)',
      clientRoutes['GET /api/user/createAccountDemoForU'],
    ),
    async (req) => success(req.lang, await auth.demoLogin(req.query.demo_id, metaOf(req)), 'success.login'),
  );

  app.get(
    '/api/user/info',
    {
      preHandler: app.requireUser,
      ...fromContract(tags, 'The logged-in user', clientRoutes['GET /api/user/info']),
    },
    async (req) => success(req.lang, await auth.info(req.user())),
  );

  app.post(
    '/api/user/register',
    fromContract(tags, 'Register by e-mail or mobile', clientRoutes['POST /api/user/register']),
    async (req) =>
      success(req.lang, await auth.register(req.body, metaOf(req), companyIdCookie(req)), 'success.register'),
  );

  app.post(
    '/api/user/logout',
    {
      preHandler: app.requireUser,
      ...fromContract(tags, 'Revoke the current token', clientRoutes['POST /api/user/logout']),
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
      ...fromContract(
        tags,
        'Change password with a reset code',
        clientRoutes['POST /api/user/amend_password'],
      ),
    },
    async (req) => {
      await auth.amendPassword(req.user(), req.body, metaOf(req));
      return success(req.lang, null, 'success.password_changed');
    },
  );

  app.post(
    '/api/user/forget_password',
    fromContract(tags, 'Reset a forgotten password', clientRoutes['POST /api/user/forget_password']),
    async (req) => {
      await auth.forgetPassword(req.body, metaOf(req));
      return success(req.lang, null, 'success.password_changed');
    },
  );

  app.post(
    '/api/notify/send_email',
    fromContract(
      tags,
      'Send an e-mail code (type 1 register, 2 reset)',
      clientRoutes['POST /api/notify/send_email'],
    ),
    async (req) => {
      await auth.sendCode({ type: AccountType.EMAIL, to: req.body.to, purpose: req.body.type }, metaOf(req));
      return success(req.lang, null, 'success.code_sent');
    },
  );

  app.post(
    '/api/notify/send_sms',
    fromContract(
      tags,
      'Send an SMS code (type 1 register, 2 reset)',
      clientRoutes['POST /api/notify/send_sms'],
    ),
    async (req) => {
      await auth.sendCode(
        { type: AccountType.MOBILE, to: req.body.to, areaId: req.body.area_id, purpose: req.body.type },
        metaOf(req),
      );
      return success(req.lang, null, 'success.code_sent');
    },
  );
};
