import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { answer, idParam, staffRoute } from '../backoffice/index.js';
import { audit } from '../backoffice/index.js';
import { ReferenceAdmin } from './admin-reference.service.js';
import type { ReferenceKind } from './admin-reference.repository.js';

/** Deposit and withdrawal reference data (coin channels, wires, withdraw currencies), audited. */
export const adminReferenceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const reference = new ReferenceAdmin(ctx);

  staffRoute(
    app,
    'GET /admin/api/funds/reference',
    'funds.read',
    'Withdraw currencies, coin channels and bank wires',
    async (req) => answer(req.lang, await reference.all()),
  );

  staffRoute(
    app,
    'PUT /admin/api/funds/currencies/:id',
    'funds.reference',
    'Edit a withdraw currency',
    { params: idParam },
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
    staffRoute(app, `POST /admin/api/funds/${path}`, 'funds.reference', `Add a ${name}`, async (req) =>
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
    staffRoute(
      app,
      `PUT /admin/api/funds/${path}/:id`,
      'funds.reference',
      `Edit a ${name}`,
      { params: idParam },
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
