import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { companies } from '../../db/schema.js';
import { success } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import {
  readSettings,
  SETTING_DEFAULTS,
  writeSetting,
  type SettingKey,
} from '../settings/settings.repository.js';
import { anyData, LOGO, tags } from './admin-http.js';
import { audit } from './audit.js';

/** Settings the back office may edit, with their value schema. */
const SETTINGS_SCHEMA = z
  .object({
    service_link: z.string().max(500),
    service_link_type: z.number().int().min(1).max(3),
    verify_reg_type: z.number().int().min(1).max(2),
    trade_fee_type: z.number().int().min(1).max(2),
    is_show_mobile: z.union([z.literal(1), z.literal(3)]),
    site_status: z.number().int().min(0).max(1),
    loss_url: z.string().max(500),
    site_type: z.number().int().min(1).max(2),
    restricted_countries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(50),
    demo_balance: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/),
    stop_out_level: z.number().min(0).max(100),
    margin_call_level: z.number().min(0).max(1000),
    withdraw_requires_kyc: z.union([z.literal(0), z.literal(1)]),
  })
  .partial()
  .strict();

/** Platform settings, the company profile and system status for the back office. */
export const adminSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/admin/api/settings',
    {
      config: { permission: 'settings.read' },
      schema: { tags, summary: 'All platform settings', response: { 200: anyData } },
    },
    async (req) => success(req.lang, await readSettings(db, Object.keys(SETTING_DEFAULTS) as SettingKey[])),
  );

  app.put(
    '/admin/api/settings',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags,
        summary: 'Change settings (only the keys given)',
        body: SETTINGS_SCHEMA,
        response: { 200: anyData },
      },
    },
    async (req) => {
      const keys = Object.keys(req.body) as SettingKey[];
      const before = await readSettings(db, keys);
      await db.transaction(async (tx) => {
        for (const key of keys) await writeSetting(tx, key, req.body[key] as never);
        await audit(tx, req, {
          action: 'settings.changed',
          targetType: 'settings',
          targetId: keys.join(','),
          before,
          after: req.body,
        });
      });
      return success(req.lang, await readSettings(db, keys));
    },
  );

  app.get(
    '/admin/api/company',
    {
      config: { permission: 'settings.read' },
      schema: { tags, summary: 'The broker company profile', response: { 200: anyData } },
    },
    async (req) => {
      const [row] = await db.select().from(companies).where(eq(companies.isSelf, 1));
      return success(req.lang, row ?? null);
    },
  );

  app.put(
    '/admin/api/company',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags,
        summary: 'Edit the company profile and contact e-mail (SPEC §3 company)',
        body: z
          .object({
            name: z.string().trim().min(1).max(200),
            logo: z.string().trim().max(300).regex(LOGO),
            url: z.string().trim().max(300),
            subject: z.string().trim().max(300),
            registeredAddress: z.string().trim().max(300),
            location: z.string().trim().max(300),
            email: z.email({ error: 'validation.email_invalid' }),
          })
          .partial()
          .strict(),
        response: { 200: anyData },
      },
    },
    async (req) => {
      const [before] = await db.select().from(companies).where(eq(companies.isSelf, 1));
      if (!before) throw new AppError('NOT_FOUND');
      const after = await db.transaction(async (tx) => {
        const [row] = await tx.update(companies).set(req.body).where(eq(companies.id, before.id)).returning();
        await audit(tx, req, {
          action: 'company.changed',
          targetType: 'company',
          targetId: before.id,
          before,
          after: req.body,
        });
        return row;
      });
      return success(req.lang, after);
    },
  );

  app.get(
    '/admin/api/system',
    {
      config: { permission: 'settings.read' },
      schema: {
        tags,
        summary: 'Mail transport, database, bus and engine status',
        response: { 200: anyData },
      },
    },
    async (req) =>
      success(req.lang, {
        mail_transport: ctx.config.mailTransport,
        smtp_configured: Boolean(ctx.config.SMTP_URL),
        sms_transport: 'outbox',
        database: ctx.database.kind,
        bus: ctx.config.REDIS_URL ? 'redis' : 'in-process',
        engine_leader: ctx.trading.engine !== null,
        sockets: ctx.gateway.stats,
      }),
  );
};
