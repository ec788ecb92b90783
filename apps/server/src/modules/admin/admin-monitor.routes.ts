import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { answer, staffRoute } from '../backoffice/index.js';
import { AdminMonitorService } from './admin-monitor.service.js';

/** Dashboard and risk monitor (accounts marked to market, exposure) for the back office. */
export const adminMonitorRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const monitor = new AdminMonitorService(ctx);

  staffRoute(
    app,
    'GET /admin/api/dashboard',
    'staff.self',
    'Figures for the dashboard, for the real accounts or the demo ones',
    async (req) => answer(req.lang, await monitor.dashboard(req.query.book)),
  );

  staffRoute(
    app,
    'GET /admin/api/risk/accounts',
    'risk.read',
    'Accounts with live orders, lowest risk rate first (real accounts unless asked)',
    async (req) => answer(req.lang, await monitor.riskAccounts(req.query.book)),
  );

  staffRoute(
    app,
    'GET /admin/api/risk/exposure',
    'risk.read',
    'Net client lots per pair and the broker floating P&L (real accounts unless asked)',
    async (req) => answer(req.lang, await monitor.exposure(req.query.book, req.lang)),
  );
};
