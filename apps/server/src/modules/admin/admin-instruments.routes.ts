import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { answer, idParam, staffRoute } from '../backoffice/index.js';
import { audit } from '../backoffice/index.js';
import { InstrumentsAdmin } from './admin-instruments.service.js';

/** Instruments: every SPEC §3 pair field, the open/closed switch and the feed controls. */
export const adminInstrumentsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const instruments = new InstrumentsAdmin(ctx);

  staffRoute(
    app,
    'GET /admin/api/instruments',
    'settings.read',
    'All trade pairs with their dealing fields',
    async (req) => answer(req.lang, await instruments.list()),
  );

  staffRoute(
    app,
    'PUT /admin/api/instruments/:id',
    'instruments.write',
    'Edit a pair; takes effect at once on every node',
    { params: idParam },
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
