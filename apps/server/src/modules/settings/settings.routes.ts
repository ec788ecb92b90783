import {
  areaCodeList,
  basicInfo,
  captcha,
  companyStatus,
  publicSettingValue,
  settingQuery,
} from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, success } from '../../http/envelope.js';
import { described } from '../../http/route-options.js';
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
    { schema: { tags, summary: 'Area (dialling) codes', response: { 200: envelope(areaCodeList) } } },
    async (req) => success(req.lang, await settings.areaCodes()),
  );

  app.get(
    '/api/basicSet/getBasicInfo',
    { schema: { tags, summary: 'Base settings (SPEC §3)', response: { 200: envelope(basicInfo) } } },
    async (req) => success(req.lang, await settings.basicInfo()),
  );

  app.get(
    '/api/default/setting',
    described(tags, 'One public setting; data is the value itself', publicSettingValue, {
      querystring: settingQuery,
    }),
    async (req) => success(req.lang, await settings.value(req.query.key)),
  );

  app.get(
    '/api/company/getCompanyStatus',
    described(tags, 'Site status; status ≠ 0 redirects to loss_url', companyStatus),
    async (req) => success(req.lang, await settings.siteStatus()),
  );

  app.get(
    '/api/default/captcha',
    described(tags, 'Picture captcha for verify_reg_type = 2', captcha),
    async (req) => {
      await ctx.rateLimiter.hit(`captcha-ip:${req.ip}`, 120, 3600);
      return success(req.lang, await ctx.captchas.create());
    },
  );
};
