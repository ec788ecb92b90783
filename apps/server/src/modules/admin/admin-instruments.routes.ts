import { instrumentList, instrumentRecord } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGE_CODES, singleLine } from '@fxdesk/contract';
import type { AppContext } from '../../context.js';
import { answer, idParam, LOGO, nonEmpty, positiveDecimal, staffRoute } from '../backoffice/index.js';
import { audit } from '../backoffice/index.js';
import { InstrumentsAdmin } from './admin-instruments.service.js';

const instrumentPatch = nonEmpty(
  z
    .object({
      enabled: z.union([z.literal(0), z.literal(1)]),
      spreadPoints: z.number().int().min(0).max(10_000),
      feeRate: z.string().regex(/^\d{1,6}(\.\d{1,8})?$/),
      // Zero lots or a zero step made every order on the pair fail (issue 14).
      minLots: positiveDecimal(4, 4),
      lotStep: positiveDecimal(4, 4),
      leverages: z.array(z.number().int().min(1).max(2000)).max(20),
      marginMode: z.union([z.literal(1), z.literal(2)]),
      volatility: z.string().regex(/^\d(\.\d{1,4})?$/),
      schedule: z.enum(['24x7', '24x5']),
      pricePrecision: z.number().int().min(0).max(8),
      unitsPerLot: z.string().regex(/^[1-9]\d{0,8}(\.\d{1,2})?$/),
      categoryId: z.number().int().positive(),
      logo: singleLine(300).regex(LOGO),
      showCode: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9./ -]{3,20}$/),
      /** Names by interface language; merged into the pair's names (a patch, not a replacement). */
      names: z.partialRecord(z.enum(LANGUAGE_CODES as [string, ...string[]]), singleLine(80).min(1)),
    })
    .partial()
    .strict(),
);

/** Instruments: every SPEC §3 pair field, the open/closed switch and the feed controls. */
export const adminInstrumentsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const instruments = new InstrumentsAdmin(ctx);

  app.get(
    '/admin/api/instruments',
    staffRoute('settings.read', 'All trade pairs with their dealing fields', instrumentList),
    async (req) => answer(req.lang, await instruments.list()),
  );

  app.put(
    '/admin/api/instruments/:id',
    staffRoute('instruments.write', 'Edit a pair; takes effect at once on every node', instrumentRecord, {
      params: idParam,
      body: instrumentPatch,
    }),
    async (req) => {
      const after = await instruments.update(req.params.id, req.body, (tx, before, patch) =>
        audit(tx, req, {
          action: 'instrument.changed',
          targetType: 'pair',
          targetId: before.code,
          before: Object.fromEntries(Object.keys(patch).map((k) => [k, before[k as keyof typeof before]])),
          after: patch,
        }),
      );
      return answer(req.lang, after);
    },
  );
};
