import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { answer, idParam, staffRoute } from '../backoffice/index.js';
import { actorOf } from '../backoffice/index.js';
import { AdminClientsService } from './admin-clients.service.js';

/** Clients: search, detail, disable or enable login, balance adjustment, revoke sessions (DESIGN §1). */
export const adminClientsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const clients = new AdminClientsService(ctx);

  staffRoute(
    app,
    'GET /admin/api/clients',
    'clients.read',
    'Search clients by e-mail, mobile or uid',
    async (req) => answer(req.lang, await clients.search(req.query.q, req.query.page)),
  );

  staffRoute(
    app,
    'POST /admin/api/clients/:id/status',
    'clients.write',
    'Disable (0) or enable (1) login; disabling revokes sessions',
    { params: idParam },
    async (req) => answer(req.lang, await clients.setStatus(req.params.id, req.body.status, actorOf(req))),
  );

  staffRoute(
    app,
    'POST /admin/api/clients/:id/adjust',
    'clients.adjust',
    'Balance adjustment with a mandatory reason (its own ledger kind)',
    { params: idParam },
    async (req) => {
      const { amount, reason, idempotency_key: key } = req.body;
      return answer(req.lang, await clients.adjust(req.params.id, { amount, reason, key }, actorOf(req)));
    },
  );

  staffRoute(
    app,
    'GET /admin/api/clients/:id',
    'clients.read',
    'Client profile, account, ledger, orders, sessions',
    { params: idParam },
    async (req) => answer(req.lang, await clients.detail(req.params.id, req.lang)),
  );

  staffRoute(
    app,
    'POST /admin/api/clients/:id/revoke-sessions',
    'clients.write',
    'Log the client out everywhere',
    { params: idParam },
    async (req) => answer(req.lang, await clients.revokeSessions(req.params.id, actorOf(req))),
  );
};
