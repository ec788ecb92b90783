import {
  companyRecord,
  companyRecordOrNull,
  platformSettings,
  platformSettingsPatch,
  systemStatus,
} from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { singleLine } from '@fxdesk/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { envelope } from '../../http/envelope.js';
import { answer, LOGO, nonEmpty, tags, staffRoute } from '../backoffice/index.js';
import { audit } from '../backoffice/index.js';
import { httpUrl, PlatformAdmin } from './admin-settings.service.js';

/** Settings the back office may edit, with their value schema. */
const SETTINGS_SCHEMA = z
  .object({
    service_link: singleLine(500),
    service_link_type: z.number().int().min(1).max(3),
    verify_reg_type: z.number().int().min(1).max(2),
    trade_fee_type: z.number().int().min(1).max(2),
    is_show_mobile: z.union([z.literal(1), z.literal(3)]),
    site_status: z.number().int().min(0).max(1),
    loss_url: z.union([z.literal(''), httpUrl]),
    site_type: z.number().int().min(1).max(2),
    compliance_email: z.union([z.literal(''), z.email({ error: 'validation.email_invalid' }).max(254)]),
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
  const platform = new PlatformAdmin(ctx);

  app.get(
    '/admin/api/settings',
    {
      config: { permission: 'settings.read' },
      schema: { tags, summary: 'All platform settings', response: { 200: envelope(platformSettings) } },
    },
    async (req) => answer(req.lang, await platform.all()),
  );

  app.put(
    '/admin/api/settings',
    staffRoute('settings.write', 'Change settings (only the keys given)', platformSettingsPatch, {
      body: SETTINGS_SCHEMA,
    }),
    async (req) =>
      answer(
        req.lang,
        await platform.change(req.body, (tx, keys, before) =>
          audit(tx, req, {
            action: 'settings.changed',
            targetType: 'settings',
            targetId: keys.join(','),
            before,
            after: req.body,
          }),
        ),
      ),
  );

  app.get(
    '/admin/api/company',
    staffRoute('settings.read', 'The broker company profile', companyRecordOrNull),
    async (req) => answer(req.lang, await platform.company()),
  );

  app.put(
    '/admin/api/company',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags,
        summary: 'Edit the company profile and contact e-mail (SPEC §3 company)',
        body: nonEmpty(
          z
            .object({
              name: singleLine(200).min(1),
              logo: singleLine(300).regex(LOGO),
              url: singleLine(300),
              subject: singleLine(300),
              registeredAddress: singleLine(300),
              location: singleLine(300),
              email: z.email({ error: 'validation.email_invalid' }),
            })
            .partial()
            .strict(),
        ),
        response: { 200: envelope(companyRecord) },
      },
    },
    async (req) =>
      answer(
        req.lang,
        await platform.changeCompany(req.body, (tx, before) =>
          audit(tx, req, {
            action: 'company.changed',
            targetType: 'company',
            targetId: before.id,
            before,
            after: req.body,
          }),
        ),
      ),
  );

  app.get(
    '/admin/api/system',
    staffRoute('settings.read', 'Mail transport, database, bus and engine status', systemStatus),
    async (req) =>
      answer(req.lang, {
        mail_transport: ctx.config.mailTransport,
        smtp_configured: Boolean(ctx.config.SMTP_URL),
        sms_transport: ctx.config.SMS_WEBHOOK_URL ? 'webhook' : 'outbox',
        card_provider: ctx.config.CARD_PROVIDER,
        database: ctx.database.kind,
        bus: ctx.config.REDIS_URL ? 'redis' : 'in-process',
        engine_leader: ctx.trading.engine !== null,
        sockets: ctx.gateway.stats,
      }),
  );
};
