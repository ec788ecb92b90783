import { backOfficeRoutes } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { answer, staffFromContract } from '../backoffice/index.js';
import { AdminMonitorService } from './admin-monitor.service.js';

/** Dashboard and risk monitor (accounts marked to market, exposure) for the back office. */
export const adminMonitorRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const monitor = new AdminMonitorService(ctx);

  app.get(
    '/admin/api/dashboard',
    staffFromContract(
      'staff.self',
      'Figures for the dashboard, for the real accounts or the demo ones',
      backOfficeRoutes['GET /admin/api/dashboard'],
    ),
    async (req) => answer(req.lang, await monitor.dashboard(req.query.book)),
  );

  app.get(
    '/admin/api/risk/accounts',
    staffFromContract(
      'risk.read',
      'Accounts with live orders, lowest risk rate first (real accounts unless asked)',
      backOfficeRoutes['GET /admin/api/risk/accounts'],
    ),
    async (req) => answer(req.lang, await monitor.riskAccounts(req.query.book)),
  );

  app.get(
    '/admin/api/risk/exposure',
    staffFromContract(
      'risk.read',
      'Net client lots per pair and the broker floating P&L (real accounts unless asked)',
      backOfficeRoutes['GET /admin/api/risk/exposure'],
    ),
    async (req) => answer(req.lang, await monitor.exposure(req.query.book, req.lang)),
  );
};
