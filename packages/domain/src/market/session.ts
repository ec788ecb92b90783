/*
 * Market hours (DESIGN §4). `24x7` always trades (the embedded default, so a weekend demo moves);
 * `24x5` is the forex week: open from Sunday 22:00 UTC to Friday 22:00 UTC.
 *
 * Simplification: the boundaries are fixed in UTC. The real week follows New York's 17:00, which
 * is 21:00 UTC in northern summer, and closes for holidays; neither is modelled here.
 */

/** A pair's trading schedule. */
export type Schedule = '24x7' | '24x5';

/** Every schedule, for validating a stored or configured value. */
export const SCHEDULES = ['24x7', '24x5'] as const satisfies readonly Schedule[];

/** True for a known schedule name. */
export function isSchedule(value: unknown): value is Schedule {
  return value === '24x7' || value === '24x5';
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;
/** 1970-01-04T22:00Z, a Sunday 22:00 UTC: the week of `24x5` is counted from here. */
const WEEK_OPEN_ANCHOR_MS = 3 * DAY_MS + 22 * HOUR_MS;
/** Sunday 22:00 to Friday 22:00. */
const OPEN_SPAN_MS = 5 * DAY_MS;

/** Milliseconds since the latest Sunday 22:00 UTC at or before `timeMs`, in [0, one week). */
function sinceWeekOpen(timeMs: number): number {
  if (!Number.isFinite(timeMs)) throw new RangeError(`time must be finite: ${timeMs}`);
  const offset = (timeMs - WEEK_OPEN_ANCHOR_MS) % WEEK_MS;
  return offset < 0 ? offset + WEEK_MS : offset;
}

/** Whether the market trades at `timeMs`. Open at Sunday 22:00:00.000, closed at Friday 22:00:00.000. */
export function isMarketOpen(schedule: Schedule, timeMs: number): boolean {
  if (schedule === '24x7') {
    if (!Number.isFinite(timeMs)) throw new RangeError(`time must be finite: ${timeMs}`);
    return true;
  }
  return sinceWeekOpen(timeMs) < OPEN_SPAN_MS;
}

/**
 * The first time after `timeMs` at which `isMarketOpen` changes (a close when open now, an open
 * when closed now), or null when it never changes (`24x7`). Servers arm one timer with it rather
 * than polling the calendar.
 */
export function nextOpenChange(schedule: Schedule, timeMs: number): number | null {
  if (schedule === '24x7') return null;
  const offset = sinceWeekOpen(timeMs);
  return offset < OPEN_SPAN_MS ? timeMs + (OPEN_SPAN_MS - offset) : timeMs + (WEEK_MS - offset);
}
