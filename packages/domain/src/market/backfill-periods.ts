import { backfillBars, type BackfillParams } from './backfill.js';
import { aggregateBars, type Bar } from './kline.js';
import { KLINE_PERIODS, type KlinePeriod } from './periods.js';

/*
 * First-boot history of every period at once (DESIGN §4). Independent paths per period would
 * contradict each other (a 1day candle, the day open and the 60min chart telling three stories),
 * so the finest period is generated first and each coarser one is the roll-up of the next finer
 * series wherever that series reaches; only its older bars, before the finer history starts, are
 * generated on their own, ending exactly at the open of the first rolled-up bar.
 */

/** `count` bars per period, oldest first, agreeing with each other wherever they overlap. */
export function backfillAllPeriods(params: Omit<BackfillParams, 'period'>): Record<KlinePeriod, Bar[]> {
  const [finest, ...coarser] = KLINE_PERIODS;
  const out = { [finest]: backfillBars({ ...params, period: finest }) } as Record<KlinePeriod, Bar[]>;
  let finer: { period: KlinePeriod; bars: Bar[] } = { period: finest, bars: out[finest] };
  for (const period of coarser) {
    out[period] = rollUpThenExtend(finer, period, params);
    finer = { period, bars: out[period] };
  }
  return out;
}

function rollUpThenExtend(
  finer: { period: KlinePeriod; bars: Bar[] },
  period: KlinePeriod,
  params: Omit<BackfillParams, 'period'>,
): Bar[] {
  const firstFineTime = finer.bars[0]?.time ?? Infinity;
  // A coarse bar that starts before the finer history would be a partial roll-up: generate it.
  const rolled = aggregateBars(finer.bars, finer.period, period)
    .filter((bar) => bar.time >= firstFineTime)
    .slice(-params.count);
  const first = rolled[0];
  if (!first) return backfillBars({ ...params, period });
  const olderCount = params.count - rolled.length;
  if (olderCount === 0) return rolled;
  const older = backfillBars({
    ...params,
    period,
    count: olderCount,
    endBid: first.open,
    // The last older bar is the one just before `first`, closing at its open.
    endTimeMs: first.time - 1,
  });
  return [...older, ...rolled];
}
