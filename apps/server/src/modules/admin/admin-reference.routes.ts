import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { bankWires, chargeChannels, fundCurrencies } from '../../db/schema.js';
import { envelope, success } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { audit } from './audit.js';

const tags = ['back office'];
const anyData = envelope(z.unknown());
const idParam = z.object({ id: z.coerce.number().int().positive() });
const decimal = (digits: number, scale: number) =>
  z.string().regex(new RegExp(`^\\d{1,${digits}}(\\.\\d{1,${scale}})?$`), { error: 'validation.invalid' });
const flag = z.union([z.literal(0), z.literal(1)]);
const text = (max: number) => z.string().trim().min(1, { error: 'validation.required' }).max(max);

const currencyPatch = z
  .object({
    drawRate: decimal(4, 8),
    feeType: z.union([z.literal(1), z.literal(2)]),
    feeValue: decimal(9, 6),
    usdPrice: decimal(12, 8),
    minAmount: decimal(9, 2),
    maxAmount: decimal(9, 2),
    enabled: flag,
  })
  .partial()
  .strict();
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
  bankRemark: z.string().trim().max(200),
  enabled: flag,
});

/** Deposit and withdrawal reference data (coin channels, wires, withdraw currencies), audited. */
export const adminReferenceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/admin/api/funds/reference',
    {
      config: { permission: 'funds.read' },
      schema: {
        tags,
        summary: 'Withdraw currencies, coin channels and bank wires',
        response: { 200: anyData },
      },
    },
    async (req) =>
      success(req.lang, {
        currencies: await db.select().from(fundCurrencies).orderBy(fundCurrencies.sort, fundCurrencies.id),
        channels: await db.select().from(chargeChannels).orderBy(chargeChannels.sort, chargeChannels.id),
        wires: await db.select().from(bankWires).orderBy(bankWires.id),
      }),
  );

  app.put(
    '/admin/api/funds/currencies/:id',
    {
      config: { permission: 'funds.reference' },
      schema: {
        tags,
        summary: 'Edit a withdraw currency',
        params: idParam,
        body: currencyPatch,
        response: { 200: anyData },
      },
    },
    async (req) => {
      const [before] = await db.select().from(fundCurrencies).where(eq(fundCurrencies.id, req.params.id));
      if (!before) throw new AppError('CURRENCY_NOT_FOUND');
      const row = await db.transaction(async (tx) => {
        const [after] = await tx
          .update(fundCurrencies)
          .set(req.body)
          .where(eq(fundCurrencies.id, req.params.id))
          .returning();
        await audit(tx, req, {
          action: 'reference.currency_changed',
          targetType: 'fund_currency',
          targetId: req.params.id,
          before,
          after: req.body,
        });
        return after;
      });
      return success(req.lang, row);
    },
  );

  app.post(
    '/admin/api/funds/channels',
    {
      config: { permission: 'funds.reference' },
      schema: {
        tags,
        summary: 'Add a coin deposit channel',
        body: channelFields,
        response: { 200: anyData },
      },
    },
    async (req) => {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx.insert(chargeChannels).values(req.body).returning();
        await audit(tx, req, {
          action: 'reference.channel_added',
          targetType: 'charge_channel',
          targetId: created!.id,
          after: req.body,
        });
        return created;
      });
      return success(req.lang, row);
    },
  );

  app.put(
    '/admin/api/funds/channels/:id',
    {
      config: { permission: 'funds.reference' },
      schema: {
        tags,
        summary: 'Edit a coin deposit channel',
        params: idParam,
        body: channelFields.partial().strict(),
        response: { 200: anyData },
      },
    },
    async (req) => {
      const [before] = await db.select().from(chargeChannels).where(eq(chargeChannels.id, req.params.id));
      if (!before) throw new AppError('CHANNEL_NOT_FOUND');
      const row = await db.transaction(async (tx) => {
        const [after] = await tx
          .update(chargeChannels)
          .set(req.body)
          .where(eq(chargeChannels.id, req.params.id))
          .returning();
        await audit(tx, req, {
          action: 'reference.channel_changed',
          targetType: 'charge_channel',
          targetId: req.params.id,
          before,
          after: req.body,
        });
        return after;
      });
      return success(req.lang, row);
    },
  );

  app.post(
    '/admin/api/funds/wires',
    {
      config: { permission: 'funds.reference' },
      schema: { tags, summary: 'Add a bank wire account', body: wireFields, response: { 200: anyData } },
    },
    async (req) => {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx.insert(bankWires).values(req.body).returning();
        await audit(tx, req, {
          action: 'reference.wire_added',
          targetType: 'bank_wire',
          targetId: created!.id,
          after: req.body,
        });
        return created;
      });
      return success(req.lang, row);
    },
  );

  app.put(
    '/admin/api/funds/wires/:id',
    {
      config: { permission: 'funds.reference' },
      schema: {
        tags,
        summary: 'Edit a bank wire account',
        params: idParam,
        body: wireFields.partial().strict(),
        response: { 200: anyData },
      },
    },
    async (req) => {
      const [before] = await db.select().from(bankWires).where(eq(bankWires.id, req.params.id));
      if (!before) throw new AppError('WIRE_NOT_FOUND');
      const row = await db.transaction(async (tx) => {
        const [after] = await tx
          .update(bankWires)
          .set(req.body)
          .where(eq(bankWires.id, req.params.id))
          .returning();
        await audit(tx, req, {
          action: 'reference.wire_changed',
          targetType: 'bank_wire',
          targetId: req.params.id,
          before,
          after: req.body,
        });
        return after;
      });
      return success(req.lang, row);
    },
  );
};
