import { type ForexItem } from '@fxdesk/contract';
import type { Lang } from '@fxdesk/contract';
import type { Bar } from '@fxdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import { success } from '../../http/envelope.js';
import { clientRouter } from '../../http/route-options.js';
import { AppError } from '../../http/errors.js';
import { pairLogoSvg } from './logos.js';
import type { PairRow } from './market.repository.js';
import { MarketCatalog, type MarketCatalogDeps } from './market.service.js';
import type { MarketState } from './market-state.js';

const tags = ['market'];
/** Points in a home-list mini chart. */
const MINI_POINTS = 48;
/** Bars returned by `kline` (the issue asks for at least 500). */
const KLINE_LIMIT = 1000;

export function toForexItem(state: MarketState, row: PairRow, lang: Lang, nowMs: number): ForexItem {
  const quote = state.quote(row.code);
  const spread = row.spreadPoints / 10 ** row.pricePrecision;
  return {
    Id: row.id,
    Code: row.code,
    ShowCode: row.showCode,
    Logo: row.logo,
    CategoryId: row.categoryId,
    NameShowTrans: row.names[lang] ?? row.names.en ?? row.code,
    MarketStatus: state.isOpen(row.code, nowMs) ? 1 : 0,
    PricePrecision: row.pricePrecision,
    Pip: Number(row.lotStep),
    ForexMinCont: Number(row.minLots),
    ForexContNum: Number(row.unitsPerLot),
    ForexFeeRate: Number(row.feeRate),
    MarginMode: row.marginMode,
    HasForexMultiple: row.leverages.map((Value) => ({ Value })),
    Spread: Number(spread.toFixed(row.pricePrecision)),
    ForexQuotations: {
      Open: quote?.open ?? 0,
      Close: quote?.close ?? 0,
      Change: quote?.change ?? 0,
      High: quote?.high ?? 0,
      Low: quote?.low ?? 0,
      Bid: quote?.bid ?? 0,
      Ask: quote?.ask ?? 0,
      Volume: quote?.volume ?? 0,
      Time: quote?.timeMs ?? 0,
    },
  };
}

function matches(row: PairRow, lang: Lang, search: string): boolean {
  const needle = search.toLowerCase().replace(/[\s/]/g, '');
  const hay = [row.code, row.showCode, row.names[lang] ?? '', row.names.en ?? ''].map((s) =>
    s.toLowerCase().replace(/[\s/]/g, ''),
  );
  return hay.some((h) => h.includes(needle));
}

/** SPEC §7 forex market calls; everything is served from the in-memory market. */
export const marketRoutes: FastifyPluginAsyncZod<
  MarketCatalogDeps & { clock: Clock; market: MarketState }
> = async (app, ctx) => {
  const route = clientRouter(app, tags);
  const { market } = ctx;
  const catalog = new MarketCatalog(ctx);

  route(
    'GET /v1/api/forex/trade_list',
    'Trade pairs with live quotes; searchCurrency matches code, show code or translated name',
    async (req) => {
      const now = ctx.clock().getTime();
      const search = req.query.searchCurrency;
      const rows = market.pairs().filter((row) => !search || matches(row, req.lang, search));
      return success(
        req.lang,
        rows.map((row) => toForexItem(market, row, req.lang, now)),
      );
    },
  );

  route('GET /v1/api/forex/getCategories', 'Instrument categories', async (req) =>
    success(req.lang, await catalog.categories(req.lang)),
  );

  const pairOr404 = (id: number) => {
    const row = market.pairById(id);
    if (!row) throw new AppError('PAIR_NOT_FOUND');
    return row;
  };
  const toPoint = (b: Bar) => ({
    Time: Math.floor(b.time / 1000),
    Open: b.open,
    High: b.high,
    Low: b.low,
    Close: b.close,
    Volume: b.volume,
  });

  route(
    'GET /v1/api/forex/kline',
    'Candles, oldest first (Time = bar start, epoch seconds); the last bar is still open',
    async (req) => {
      const row = pairOr404(req.query.forex_id);
      return success(req.lang, market.bars(row.code, req.query.period, KLINE_LIMIT).map(toPoint));
    },
  );

  route(
    'GET /v1/api/forex/abbreviated_cache_kline',
    `Mini series for the home list (last ${MINI_POINTS} bars, from memory)`,
    async (req) => {
      const row = pairOr404(req.query.forex_id);
      return success(req.lang, market.bars(row.code, req.query.period, MINI_POINTS).map(toPoint));
    },
  );

  app.get(
    '/logos/:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^[A-Z]{6}\.svg$/) }) } },
    async (req, reply) => {
      const code = req.params.file.slice(0, 6);
      if (!market.pairByCode(code)) throw new AppError('PAIR_NOT_FOUND', {}, undefined, 404);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .serializer((p: unknown) => String(p))
        .send(pairLogoSvg(code));
    },
  );
};
