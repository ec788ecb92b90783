import { AccountType } from '@fxdesk/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../http/envelope.js';
import { clientRouter } from '../../http/route-options.js';
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
  const route = clientRouter(app, tags);
  const userRoute = clientRouter(app, tags, { preHandler: app.requireUser });
  const realRoute = clientRouter(app, tags, { preHandler: app.requireRealUser });
  const { auth } = ctx;

  route('POST /api/user/loginForU', 'Log in with e-mail or mobile and password', async (req) =>
    success(req.lang, await auth.login(req.body, metaOf(req)), 'success.login'),
  );

  route('GET /api/user/createAccountDemoForU', 'Demo login by device uuid (no signup)', async (req) =>
    success(req.lang, await auth.demoLogin(req.query.demo_id, metaOf(req)), 'success.login'),
  );

  userRoute('GET /api/user/info', 'The logged-in user', async (req) =>
    success(req.lang, await auth.info(req.user())),
  );

  route('POST /api/user/register', 'Register by e-mail or mobile', async (req) =>
    success(req.lang, await auth.register(req.body, metaOf(req), companyIdCookie(req)), 'success.register'),
  );

  userRoute('POST /api/user/logout', 'Revoke the current token', async (req) => {
    await auth.logout(req.user());
    return success(req.lang, null, 'success.logout');
  });

  realRoute('POST /api/user/amend_password', 'Change password with a reset code', async (req) => {
    await auth.amendPassword(req.user(), req.body, metaOf(req));
    return success(req.lang, null, 'success.password_changed');
  });

  route('POST /api/user/forget_password', 'Reset a forgotten password', async (req) => {
    await auth.forgetPassword(req.body, metaOf(req));
    return success(req.lang, null, 'success.password_changed');
  });

  route('POST /api/notify/send_email', 'Send an e-mail code (type 1 register, 2 reset)', async (req) => {
    await auth.sendCode({ type: AccountType.EMAIL, to: req.body.to, purpose: req.body.type }, metaOf(req));
    return success(req.lang, null, 'success.code_sent');
  });

  route('POST /api/notify/send_sms', 'Send an SMS code (type 1 register, 2 reset)', async (req) => {
    await auth.sendCode(
      { type: AccountType.MOBILE, to: req.body.to, areaId: req.body.area_id, purpose: req.body.type },
      metaOf(req),
    );
    return success(req.lang, null, 'success.code_sent');
  });
};
