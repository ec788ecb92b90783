import { TickMarkType, type Time } from 'lightweight-charts';
import type { Period } from '../api/trading.api';

const seconds = (time: Time): number => (typeof time === 'number' ? time : 0);

/** Made on first use: a locale's first Intl.DateTimeFormat loads its data (~90 ms on a throttled phone). */
function onFirstUse(make: () => Intl.DateTimeFormat): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= make()).format(date);
}

/**
 * Axis and crosshair times in the user's zone and language, Latin digits, 00:00–23:59 (`hour12:
 * false` alone writes midnight "24:05" in en, zh-HK, ko and ar). Each format is made
 * when a label first needs it, not in the chart's first task: the crosshair's only on a hover.
 */
export function timeFormats(locale: string, period: Period) {
  const tag = `${locale}-u-nu-latn`;
  const day = onFirstUse(() => new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric' }));
  const month = onFirstUse(() => new Intl.DateTimeFormat(tag, { month: 'short', year: 'numeric' }));
  const clock = onFirstUse(
    () => new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  );
  const full = onFirstUse(
    () =>
      new Intl.DateTimeFormat(tag, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        ...(period === '1day' ? {} : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      }),
  );
  const at = (time: Time) => new Date(seconds(time) * 1000);
  return {
    crosshair: (time: Time) => full(at(time)),
    tick: (time: Time, type: TickMarkType) => {
      if (type === TickMarkType.Year || type === TickMarkType.Month) return month(at(time));
      if (type === TickMarkType.DayOfMonth) return day(at(time));
      return clock(at(time));
    },
  };
}
