import { barStart, periodMs, type KlinePeriod } from './periods.js';

/*
 * Kline bars built from ticks (DESIGN §4, SPEC §3 kline point). Prices are float64 live marks, not
 * booked money, so plain numbers are used. Bars are values: these functions never mutate a bar
 * they are given, they return new ones.
 */

/** SPEC §3 kline point. `time` is the bar's start in epoch ms (see `barStart`). */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** The result of one tick: the bar now open, and the bar the tick closed, if it closed one. */
export interface TickResult {
  bar: Bar;
  closed?: Bar;
}

/** Throws when a bar breaks low ≤ min(open, close) ≤ max(open, close) ≤ high (a bug, not data). */
export function assertBar(bar: Bar): void {
  const { open, high, low, close, volume } = bar;
  const ordered = low <= Math.min(open, close) && Math.max(open, close) <= high;
  if (!ordered || !(low > 0) || !Number.isFinite(high) || !(volume >= 0) || !Number.isFinite(bar.time)) {
    throw new RangeError(`invalid bar ${JSON.stringify(bar)}`);
  }
}

function assertTick(price: number, volume: number, timeMs: number): void {
  if (!(price > 0) || !Number.isFinite(price)) throw new RangeError(`tick price must be positive: ${price}`);
  if (!(volume >= 0) || !Number.isFinite(volume)) throw new RangeError(`tick volume must be ≥ 0: ${volume}`);
  if (!Number.isFinite(timeMs)) throw new RangeError(`tick time must be finite: ${timeMs}`);
}

/**
 * Folds one tick into the open bar of `period`. A tick inside the open bar moves its high, low
 * and close and adds its volume. A tick in a later bar closes the open one (returned as `closed`,
 * unchanged) and opens a new bar at the tick's price; empty periods in between get no bar, since
 * an invented flat bar would show trading that never happened. A tick older than the open bar's
 * start is ignored, because the bar it belongs to is already closed and may be stored.
 */
export function applyTick(
  current: Bar | undefined,
  price: number,
  volume: number,
  timeMs: number,
  period: KlinePeriod,
): TickResult {
  assertTick(price, volume, timeMs);
  const start = barStart(timeMs, period);
  const opened: Bar = { time: start, open: price, high: price, low: price, close: price, volume };
  if (current === undefined) return { bar: opened };
  if (start < current.time) return { bar: current };
  if (start > current.time) return { bar: opened, closed: current };
  return {
    bar: {
      time: current.time,
      open: current.open,
      high: Math.max(current.high, price),
      low: Math.min(current.low, price),
      close: price,
      volume: current.volume + volume,
    },
  };
}

/**
 * Rolls bars of `fromPeriod` up into bars of the coarser `toPeriod` (1min → 5min, 60min → 1day):
 * open of the first, close of the last, highest high, lowest low, summed volume. Input must be in
 * strictly increasing time and aligned to `fromPeriod`; anything else is a caller bug and throws.
 * Coarse periods with no fine bars stay absent, as in `applyTick`. The last coarse bar is partial
 * when the fine bars end before its period does (the still-open bar).
 */
export function aggregateBars(bars: readonly Bar[], fromPeriod: KlinePeriod, toPeriod: KlinePeriod): Bar[] {
  const fromMs = periodMs(fromPeriod);
  const toMs = periodMs(toPeriod);
  if (toMs < fromMs || toMs % fromMs !== 0) {
    throw new RangeError(`cannot aggregate ${fromPeriod} bars into ${toPeriod}`);
  }
  const out: Bar[] = [];
  let previousTime = -Infinity;
  for (const bar of bars) {
    if (bar.time <= previousTime) throw new RangeError(`bars out of order at ${bar.time}`);
    if (barStart(bar.time, fromPeriod) !== bar.time)
      throw new RangeError(`bar not on a ${fromPeriod} boundary`);
    previousTime = bar.time;
    const time = barStart(bar.time, toPeriod);
    const last = out.at(-1);
    if (last && last.time === time) {
      out[out.length - 1] = {
        time,
        open: last.open,
        high: Math.max(last.high, bar.high),
        low: Math.min(last.low, bar.low),
        close: bar.close,
        volume: last.volume + bar.volume,
      };
    } else {
      out.push({ ...bar, time });
    }
  }
  return out;
}
