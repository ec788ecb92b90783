/*
 * Kline periods (SPEC §9) and their bar boundaries. Bars are aligned to the Unix epoch in UTC, so
 * every process, and every restart, cuts the same bars: a 5min bar starts at a multiple of five
 * minutes since 1970-01-01T00:00Z and a 1day bar at 00:00 UTC.
 */

/** SPEC §9 periods, finest first. Each divides every coarser one, so any finer period rolls up. */
export const KLINE_PERIODS = ['1min', '5min', '15min', '30min', '60min', '1day'] as const;

/** One of the SPEC §9 kline periods. */
export type KlinePeriod = (typeof KLINE_PERIODS)[number];

const MINUTE_MS = 60_000;

const PERIOD_MS: Readonly<Record<KlinePeriod, number>> = {
  '1min': MINUTE_MS,
  '5min': 5 * MINUTE_MS,
  '15min': 15 * MINUTE_MS,
  '30min': 30 * MINUTE_MS,
  '60min': 60 * MINUTE_MS,
  '1day': 24 * 60 * MINUTE_MS,
};

/** True for the six SPEC §9 period names (the API's `period` parameter is checked with this). */
export function isKlinePeriod(value: unknown): value is KlinePeriod {
  return typeof value === 'string' && Object.hasOwn(PERIOD_MS, value);
}

/** Length of one bar in milliseconds. */
export function periodMs(period: KlinePeriod): number {
  return PERIOD_MS[period];
}

/**
 * Start (epoch ms) of the bar of `period` containing `timeMs`. A time exactly on a boundary
 * belongs to the bar that starts there. Floor division keeps times before 1970 aligned too.
 */
export function barStart(timeMs: number, period: KlinePeriod): number {
  if (!Number.isFinite(timeMs)) throw new RangeError(`time must be finite: ${timeMs}`);
  const length = PERIOD_MS[period];
  return Math.floor(timeMs / length) * length;
}
