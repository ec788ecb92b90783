import { clientRoutes } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../http/envelope.js';
import { fromContract } from '../../http/route-options.js';
import type { RateLimiter } from '../security/index.js';
import { PublicSettings, type PublicSettingsDeps } from './settings.service.js';

const tags = ['settings'];

/** Public reference data and settings: area codes, base settings, company, site status, captcha. */
/** The picture captchas (auth's `CaptchaService`, handed in by the app). */
interface Captchas {
  create(): Promise<{ id: string; b64s: string }>;
}

export const settingsRoutes: FastifyPluginAsyncZod<
  PublicSettingsDeps & { rateLimiter: RateLimiter; captchas: Captchas }
> = async (app, ctx) => {
  const settings = new PublicSettings(ctx);

  app.get(
    '/api/default/area_list',
    fromContract(tags, 'Area (dialling) codes', clientRoutes['GET /api/default/area_list']),
    async (req) => success(req.lang, await settings.areaCodes()),
  );

  app.get(
    '/api/basicSet/getBasicInfo',
    fromContract(tags, 'Base settings (SPEC §3)', clientRoutes['GET /api/basicSet/getBasicInfo']),
    async (req) => success(req.lang, await settings.basicInfo()),
  );

  app.get(
    '/api/default/setting',
    fromContract(
      tags,
      'One public setting; data is the value itself',
      clientRoutes['GET /api/default/setting'],
    ),
    async (req) => success(req.lang, await settings.value(req.query.key)),
  );

  app.get(
    '/api/company/getCompanyStatus',
    fromContract(
      tags,
      'Site status; status ≠ 0 redirects to loss_url',
      clientRoutes['GET /api/company/getCompanyStatus'],
    ),
    async (req) => success(req.lang, await settings.siteStatus()),
  );

  app.get(
    '/api/default/captcha',
    fromContract(tags, 'Picture captcha for verify_reg_type = 2', clientRoutes['GET /api/default/captcha']),
    async (req) => {
      await ctx.rateLimiter.hit(`captcha-ip:${req.ip}`, 120, 3600);
      return success(req.lang, await ctx.captchas.create());
    },
  );
};
