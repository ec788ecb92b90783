import {
  companyProfilePatch,
  companyRecord,
  companyRecordOrNull,
  platformSettings,
  platformSettingsBody,
  platformSettingsPatch,
  systemStatus,
} from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { envelope } from '../../http/envelope.js';
import { answer, tags, staffRoute } from '../backoffice/index.js';
import { audit } from '../backoffice/index.js';
import { PlatformAdmin } from './admin-settings.service.js';

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
      body: platformSettingsBody,
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
        body: companyProfilePatch,
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
