import {
  areaCode,
  basicInfo,
  captcha,
  company,
  companyStatus,
  publicSettingValue,
  settingQuery,
} from '@fxdesk/contract';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { areas, companies } from '../../db/schema.js';
import { envelope, success } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import type { Db } from '../../db/client.js';
import type { RateLimiter } from '../security/index.js';
import { readSetting, readSettings } from './settings.repository.js';

const tags = ['settings'];

/** Public reference data and settings: area codes, base settings, company, site status, captcha. */
/** The picture captchas (auth's `CaptchaService`, handed in by the app). */
interface Captchas {
  create(): Promise<{ id: string; b64s: string }>;
}

export const settingsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  rateLimiter: RateLimiter;
  captchas: Captchas;
}> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/api/default/area_list',
    { schema: { tags, summary: 'Area (dialling) codes', response: { 200: envelope(z.array(areaCode)) } } },
    async (req) => {
      const restricted = await readSetting(db, 'restricted_countries');
      const rows = await db
        .select({ id: areas.id, code: areas.code, global_code: areas.globalCode })
        .from(areas)
        .where(restricted.length ? notInArray(areas.code, restricted) : undefined)
        .orderBy(asc(areas.sort), asc(areas.id));
      return success(req.lang, rows);
    },
  );

  app.get(
    '/api/basicSet/getBasicInfo',
    { schema: { tags, summary: 'Base settings (SPEC §3)', response: { 200: envelope(basicInfo) } } },
    async (req) => {
      const s = await readSettings(db, [
        'service_link',
        'service_link_type',
        'verify_reg_type',
        'trade_fee_type',
      ]);
      return success(req.lang, s);
    },
  );

  app.get(
    '/api/default/setting',
    {
      schema: {
        tags,
        summary: 'One public setting; data is the value itself',
        querystring: settingQuery,
        response: { 200: envelope(publicSettingValue) },
      },
    },
    async (req) => success(req.lang, await readSetting(db, req.query.key)),
  );

  app.get(
    '/api/company/getCompany',
    { schema: { tags, summary: 'The broker company profile', response: { 200: envelope(company) } } },
    async (req) => {
      const [row] = await db
        .select()
        .from(companies)
        .where(and(eq(companies.isSelf, 1)))
        .limit(1);
      if (!row) throw new AppError('NOT_FOUND');
      return success(req.lang, {
        id: row.id,
        name: row.name,
        logo: row.logo,
        url: row.url,
        subject: row.subject,
        registered_address: row.registeredAddress,
        location: row.location,
        email: row.email,
      });
    },
  );

  app.get(
    '/api/company/getCompanyStatus',
    {
      schema: {
        tags,
        summary: 'Site status; status ≠ 0 redirects to loss_url',
        response: { 200: envelope(companyStatus) },
      },
    },
    async (req) => {
      const s = await readSettings(db, ['site_status', 'site_type', 'loss_url']);
      return success(req.lang, { status: s.site_status, type: s.site_type, loss_url: s.loss_url });
    },
  );

  app.get(
    '/api/default/captcha',
    {
      schema: {
        tags,
        summary: 'Picture captcha for verify_reg_type = 2',
        response: { 200: envelope(captcha) },
      },
    },
    async (req) => {
      await ctx.rateLimiter.hit(`captcha-ip:${req.ip}`, 120, 3600);
      return success(req.lang, await ctx.captchas.create());
    },
  );
};
