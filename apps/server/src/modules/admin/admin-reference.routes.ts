import { backOfficeRoutes } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { answer, idParam, staffFromContract } from '../backoffice/index.js';
import { audit } from '../backoffice/index.js';
import { ReferenceAdmin } from './admin-reference.service.js';
import type { ReferenceKind } from './admin-reference.repository.js';

/** Deposit and withdrawal reference data (coin channels, wires, withdraw currencies), audited. */
export const adminReferenceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const reference = new ReferenceAdmin(ctx);

  app.get(
    '/admin/api/funds/reference',
    staffFromContract(
      'funds.read',
      'Withdraw currencies, coin channels and bank wires',
      backOfficeRoutes['GET /admin/api/funds/reference'],
    ),
    async (req) => answer(req.lang, await reference.all()),
  );

  app.put(
    '/admin/api/funds/currencies/:id',
    staffFromContract(
      'funds.reference',
      'Edit a withdraw currency',
      backOfficeRoutes['PUT /admin/api/funds/currencies/:id'],
      { params: idParam },
    ),
    async (req) =>
      answer(
        req.lang,
        await reference.changeCurrency(req.params.id, req.body, (tx, before) =>
          audit(tx, req, {
            action: 'reference.currency_changed',
            targetType: 'fund_currency',
            targetId: req.params.id,
            before,
            after: req.body,
          }),
        ),
      ),
  );

  /** Add and edit routes of one reference table, each change audited in its transaction. */
  function editable(kind: ReferenceKind, path: 'channels' | 'wires', name: string) {
    const action = name.replace(/ /g, '_');
    app.post(
      `/admin/api/funds/${path}`,
      staffFromContract(
        'funds.reference',
        `Add a ${name}`,
        backOfficeRoutes[`POST /admin/api/funds/${path}`],
      ),
      async (req) =>
        answer(
          req.lang,
          await reference.add(kind, req.body, (tx, created) =>
            audit(tx, req, {
              action: `reference.${action}_added`,
              targetType: action,
              targetId: created.id,
              after: req.body,
            }),
          ),
        ),
    );
    app.put(
      `/admin/api/funds/${path}/:id`,
      staffFromContract(
        'funds.reference',
        `Edit a ${name}`,
        backOfficeRoutes[`PUT /admin/api/funds/${path}/:id`],
        {
          params: idParam,
        },
      ),
      async (req) =>
        answer(
          req.lang,
          await reference.change(kind, req.params.id, req.body, (tx, before) =>
            audit(tx, req, {
              action: `reference.${action}_changed`,
              targetType: action,
              targetId: req.params.id,
              before,
              after: req.body,
            }),
          ),
        ),
    );
  }

  editable('channel', 'channels', 'coin channel');
  editable('wire', 'wires', 'bank wire');
};
