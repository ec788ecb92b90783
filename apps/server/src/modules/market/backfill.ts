import { backfillAllPeriods, KLINE_PERIODS } from '@fxdesk/domain';
import type { DbOrTx } from '../../db/client.js';
import { countBars, loadBars, upsertBars, type BarWrite } from './market.repository.js';
import type { MarketState } from './market-state.js';

/**
 * First-boot history (DESIGN §4): for every pair and period with fewer than `bars` stored bars,
 * writes a plausible series ending at the pair's current price (its last stored 1-minute close,
 * or the seed price), so no chart starts empty and the live feed continues it. The periods of a
 * pair are generated together, so they agree where they overlap. Idempotent; returns the bars
 * written.
 */
export async function backfillHistory(
  db: DbOrTx,
  state: MarketState,
  o: { bars: number; nowMs: number; seed: number },
): Promise<number> {
  let written = 0;
  for (const pair of state.pairs()) {
    const missing: string[] = [];
    for (const period of KLINE_PERIODS)
      if ((await countBars(db, pair.id, period)) < o.bars) missing.push(period);
    if (missing.length === 0) continue;
    const last = (await loadBars(db, pair.id, '1min', 1))[0];
    const all = backfillAllPeriods({
      endBid: last?.close ?? Number(pair.seedPrice),
      precision: pair.pricePrecision,
      annualVolatility: Number(pair.volatility),
      count: o.bars,
      endTimeMs: o.nowMs,
      seed: o.seed + pair.id,
    });
    const rows: BarWrite[] = KLINE_PERIODS.filter((p) => missing.includes(p)).flatMap((period) =>
      all[period].map((b) => ({ pairId: pair.id, period, ...b })),
    );
    // Existing bars win: only the missing ones are inserted.
    await upsertBars(db, rows, 2000, { keepExisting: true });
    written += rows.length;
  }
  return written;
}
