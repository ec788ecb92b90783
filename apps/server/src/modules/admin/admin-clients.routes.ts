import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adjustResult,
  clientAdjustBody,
  clientDetail,
  clientPage,
  clientSearchQuery,
  clientStatusBody,
  clientStatusResult,
  revokeResult,
} from '@fxdesk/contract';
import type { AppContext } from '../../context.js';
import { answer, idParam, staffRoute } from '../backoffice/index.js';
import { actorOf } from '../backoffice/index.js';
import { AdminClientsService } from './admin-clients.service.js';

/** Clients: search, detail, disable or enable login, balance adjustment, revoke sessions (DESIGN §1). */
export const adminClientsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const clients = new AdminClientsService(ctx);

  app.get(
    '/admin/api/clients',
    staffRoute('clients.read', 'Search clients by e-mail, mobile or uid', clientPage, {
      querystring: clientSearchQuery,
    }),
    async (req) => answer(req.lang, await clients.search(req.query.q, req.query.page)),
  );

  app.post(
    '/admin/api/clients/:id/status',
    staffRoute(
      'clients.write',
      'Disable (0) or enable (1) login; disabling revokes sessions',
      clientStatusResult,
      { params: idParam, body: clientStatusBody },
    ),
    async (req) => answer(req.lang, await clients.setStatus(req.params.id, req.body.status, actorOf(req))),
  );

  app.post(
    '/admin/api/clients/:id/adjust',
    staffRoute(
      'clients.adjust',
      'Balance adjustment with a mandatory reason (its own ledger kind)',
      adjustResult,
      { params: idParam, body: clientAdjustBody },
    ),
    async (req) => {
      const { amount, reason, idempotency_key: key } = req.body;
      return answer(req.lang, await clients.adjust(req.params.id, { amount, reason, key }, actorOf(req)));
    },
  );

  app.get(
    '/admin/api/clients/:id',
    staffRoute('clients.read', 'Client profile, account, ledger, orders, sessions', clientDetail, {
      params: idParam,
    }),
    async (req) => answer(req.lang, await clients.detail(req.params.id, req.lang)),
  );

  app.post(
    '/admin/api/clients/:id/revoke-sessions',
    staffRoute('clients.write', 'Log the client out everywhere', revokeResult, { params: idParam }),
    async (req) => answer(req.lang, await clients.revokeSessions(req.params.id, actorOf(req))),
  );
};
