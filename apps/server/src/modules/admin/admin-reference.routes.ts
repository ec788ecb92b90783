import {
  bankWireFields,
  bankWirePatch,
  bankWireRecord,
  chargeChannelFields,
  chargeChannelPatch,
  chargeChannelRecord,
  fundCurrencyPatch,
  fundCurrencyRecord,
  fundsReference,
} from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { envelope } from '../../http/envelope.js';
import { answer, idParam, staffRoute, tags } from '../backoffice/index.js';
import { audit } from '../backoffice/index.js';
import { ReferenceAdmin } from './admin-reference.service.js';
import type { ReferenceKind } from './admin-reference.repository.js';

/** Deposit and withdrawal reference data (coin channels, wires, withdraw currencies), audited. */
export const adminReferenceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const reference = new ReferenceAdmin(ctx);

  app.get(
    '/admin/api/funds/reference',
    staffRoute('funds.read', 'Withdraw currencies, coin channels and bank wires', fundsReference),
    async (req) => answer(req.lang, await reference.all()),
  );

  app.put(
    '/admin/api/funds/currencies/:id',
    staffRoute('funds.reference', 'Edit a withdraw currency', fundCurrencyRecord, {
      params: idParam,
      body: fundCurrencyPatch,
    }),
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
  function editable(
    kind: ReferenceKind,
    path: string,
    name: string,
    fields: typeof chargeChannelFields | typeof bankWireFields,
    patch: typeof chargeChannelPatch | typeof bankWirePatch,
    record: typeof chargeChannelRecord | typeof bankWireRecord,
  ) {
    const action = name.replace(/ /g, '_');
    app.post(
      `/admin/api/funds/${path}`,
      {
        config: { permission: 'funds.reference' },
        schema: { tags, summary: `Add a ${name}`, body: fields, response: { 200: envelope(record) } },
      },
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
      staffRoute('funds.reference', `Edit a ${name}`, record, {
        params: idParam,
        body: patch,
      }),
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

  editable(
    'channel',
    'channels',
    'coin channel',
    chargeChannelFields,
    chargeChannelPatch,
    chargeChannelRecord,
  );
  editable('wire', 'wires', 'bank wire', bankWireFields, bankWirePatch, bankWireRecord);
};
