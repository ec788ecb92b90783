import { bankWireRecord, chargeChannelRecord, fundCurrencyRecord, fundsReference } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { positiveInt, singleLine } from '@fxdesk/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { envelope } from '../../http/envelope.js';
import { answer, nonEmpty, positiveDecimal, staffRoute } from '../backoffice/index.js';
import { audit } from '../backoffice/index.js';
import { ReferenceAdmin } from './admin-reference.service.js';
import type { ReferenceKind } from './admin-reference.repository.js';

const tags = ['back office'];
const idParam = z.object({ id: positiveInt() });
const decimal = (digits: number, scale: number) =>
  z.string().regex(new RegExp(`^\\d{1,${digits}}(\\.\\d{1,${scale}})?$`), { error: 'validation.invalid' });
const flag = z.union([z.literal(0), z.literal(1)]);
const text = (max: number) => singleLine(max).min(1, { error: 'validation.required' });

const currencyPatch = nonEmpty(
  z
    .object({
      drawRate: decimal(4, 8),
      feeType: z.union([z.literal(1), z.literal(2)]),
      feeValue: decimal(9, 6),
      usdPrice: positiveDecimal(12, 8),
      minAmount: decimal(9, 2),
      maxAmount: decimal(9, 2),
      enabled: flag,
    })
    .partial()
    .strict(),
);
const channelFields = z.object({
  currencyCode: text(10),
  protocolCode: text(16),
  address: text(128),
  enabled: flag,
});
const wireFields = z.object({
  currencyCode: text(10),
  bankName: text(120),
  bankAddress: text(200),
  bankSwift: z
    .string()
    .trim()
    .regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, { error: 'validation.invalid' }),
  payeeName: text(120),
  payeeAccount: text(64),
  bankRemark: singleLine(200),
  enabled: flag,
});

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
      body: currencyPatch,
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
    fields: typeof channelFields | typeof wireFields,
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
        body: nonEmpty(fields.partial().strict()),
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

  editable('channel', 'channels', 'coin channel', channelFields, chargeChannelRecord);
  editable('wire', 'wires', 'bank wire', wireFields, bankWireRecord);
};
