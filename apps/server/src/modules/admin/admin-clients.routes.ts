import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backOfficeRoutes } from '@fxdesk/contract';
import type { AppContext } from '../../context.js';
import { answer, idParam, staffFromContract } from '../backoffice/index.js';
import { actorOf } from '../backoffice/index.js';
import { AdminClientsService } from './admin-clients.service.js';

/** Clients: search, detail, disable or enable login, balance adjustment, revoke sessions (DESIGN §1). */
export const adminClientsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const clients = new AdminClientsService(ctx);

  app.get(
    '/admin/api/clients',
    staffFromContract(
      'clients.read',
      'Search clients by e-mail, mobile or uid',
      backOfficeRoutes['GET /admin/api/clients'],
    ),
    async (req) => answer(req.lang, await clients.search(req.query.q, req.query.page)),
  );

  app.post(
    '/admin/api/clients/:id/status',
    staffFromContract(
      'clients.write',
      'Disable (0) or enable (1) login; disabling revokes sessions',
      backOfficeRoutes['POST /admin/api/clients/:id/status'],
      { params: idParam },
    ),
    async (req) => answer(req.lang, await clients.setStatus(req.params.id, req.body.status, actorOf(req))),
  );

  app.post(
    '/admin/api/clients/:id/adjust',
    staffFromContract(
      'clients.adjust',
      'Balance adjustment with a mandatory reason (its own ledger kind)',
      backOfficeRoutes['POST /admin/api/clients/:id/adjust'],
      { params: idParam },
    ),
    async (req) => {
      const { amount, reason, idempotency_key: key } = req.body;
      return answer(req.lang, await clients.adjust(req.params.id, { amount, reason, key }, actorOf(req)));
    },
  );

  app.get(
    '/admin/api/clients/:id',
    staffFromContract(
      'clients.read',
      'Client profile, account, ledger, orders, sessions',
      backOfficeRoutes['GET /admin/api/clients/:id'],
      { params: idParam },
    ),
    async (req) => answer(req.lang, await clients.detail(req.params.id, req.lang)),
  );

  app.post(
    '/admin/api/clients/:id/revoke-sessions',
    staffFromContract(
      'clients.write',
      'Log the client out everywhere',
      backOfficeRoutes['POST /admin/api/clients/:id/revoke-sessions'],
      { params: idParam },
    ),
    async (req) => answer(req.lang, await clients.revokeSessions(req.params.id, actorOf(req))),
  );
};
