import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../http/envelope.js';
import { clientRouter } from '../../http/route-options.js';
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
  const route = clientRouter(app, tags);
  const settings = new PublicSettings(ctx);

  route('GET /api/default/area_list', 'Area (dialling) codes', async (req) =>
    success(req.lang, await settings.areaCodes()),
  );

  route('GET /api/basicSet/getBasicInfo', 'Base settings (SPEC §3)', async (req) =>
    success(req.lang, await settings.basicInfo()),
  );

  route('GET /api/default/setting', 'One public setting; data is the value itself', async (req) =>
    success(req.lang, await settings.value(req.query.key)),
  );

  route('GET /api/company/getCompanyStatus', 'Site status; status ≠ 0 redirects to loss_url', async (req) =>
    success(req.lang, await settings.siteStatus()),
  );

  route('GET /api/default/captcha', 'Picture captcha for verify_reg_type = 2', async (req) => {
    await ctx.rateLimiter.hit(`captcha-ip:${req.ip}`, 120, 3600);
    return success(req.lang, await ctx.captchas.create());
  });
};
