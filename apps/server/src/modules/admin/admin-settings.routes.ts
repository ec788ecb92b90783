import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { answer, staffRoute } from '../backoffice/index.js';
import { audit } from '../backoffice/index.js';
import { PlatformAdmin } from './admin-settings.service.js';

/** Platform settings, the company profile and system status for the back office. */
export const adminSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const platform = new PlatformAdmin(ctx);

  staffRoute(app, 'GET /admin/api/settings', 'settings.read', 'All platform settings', async (req) =>
    answer(req.lang, await platform.all()),
  );

  staffRoute(
    app,
    'PUT /admin/api/settings',
    'settings.write',
    'Change settings (only the keys given)',
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

  staffRoute(app, 'GET /admin/api/company', 'settings.read', 'The broker company profile', async (req) =>
    answer(req.lang, await platform.company()),
  );

  staffRoute(
    app,
    'PUT /admin/api/company',
    'settings.write',
    'Edit the company profile and contact e-mail (SPEC §3 company)',
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

  staffRoute(
    app,
    'GET /admin/api/system',
    'settings.read',
    'Mail transport, database, bus and engine status',
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
