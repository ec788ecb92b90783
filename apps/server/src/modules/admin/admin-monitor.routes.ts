import { bookQuery, dashboardFigures, exposure, riskAccounts, riskBookQuery } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { answer } from '../backoffice/index.js';
import { envelope } from '../../http/envelope.js';
import { AdminMonitorService } from './admin-monitor.service.js';

const tags = ['back office'];

/** Dashboard and risk monitor (accounts marked to market, exposure) for the back office. */
export const adminMonitorRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const monitor = new AdminMonitorService(ctx);

  app.get(
    '/admin/api/dashboard',
    {
      config: { permission: 'staff.self' },
      schema: {
        tags,
        summary: 'Figures for the dashboard, for the real accounts or the demo ones',
        querystring: bookQuery,
        response: { 200: envelope(dashboardFigures) },
      },
    },
    async (req) => answer(req.lang, await monitor.dashboard(req.query.book)),
  );

  app.get(
    '/admin/api/risk/accounts',
    {
      config: { permission: 'risk.read' },
      schema: {
        tags,
        summary: 'Accounts with live orders, lowest risk rate first (real accounts unless asked)',
        querystring: riskBookQuery,
        response: { 200: envelope(riskAccounts) },
      },
    },
    async (req) => answer(req.lang, await monitor.riskAccounts(req.query.book)),
  );

  app.get(
    '/admin/api/risk/exposure',
    {
      config: { permission: 'risk.read' },
      schema: {
        tags,
        summary: 'Net client lots per pair and the broker floating P&L (real accounts unless asked)',
        querystring: bookQuery,
        response: { 200: envelope(exposure) },
      },
    },
    async (req) => answer(req.lang, await monitor.exposure(req.query.book, req.lang)),
  );
};
