import { TickMarkType, type Time } from 'lightweight-charts';
import type { Period } from '../api/trading.api';
import table from './time-labels.json';

/**
 * How one language writes the chart's labels: `{hour}`, `{day}`… stand for the figures, the
 * months' short names are listed per shape (a language may inflect them: Russian "2 мая" but
 * "май 2026 г."), and the year is shifted by `yearOffset` (Thai counts the Buddhist era).
 */
export interface TimeLabelShapes {
  clock: string;
  dayMonth: string;
  dayMonthMonths: string[];
  monthYear: string;
  monthYearMonths: string[];
  date: string;
  dateTime: string;
  yearOffset: number;
}

const SHAPES: Readonly<Record<string, TimeLabelShapes>> = table.shapes;

const pad = (n: number) => String(n).padStart(2, '0');

function fill(shape: string, date: Date, months: readonly string[] | undefined, yearOffset: number): string {
  return shape.replace(/\{(\w+)\}/g, (_, field: string) => {
    switch (field) {
      case 'hour':
        return pad(date.getHours());
      case 'minute':
        return pad(date.getMinutes());
      case 'day':
        return months ? String(date.getDate()) : pad(date.getDate());
      case 'month':
        return months ? (months[date.getMonth()] ?? '') : pad(date.getMonth() + 1);
      case 'year':
        return String(date.getFullYear() + yearOffset);
      default:
        return '';
    }
  });
}

const seconds = (time: Time): number => (typeof time === 'number' ? time : 0);

/**
 * Axis and crosshair times in the user's zone and language, Latin digits, 00:00–23:59, written
 * from a table made from CLDR (time-labels.json, made by apps/web/scripts/chart-time-labels.mjs) rather than by Intl.DateTimeFormat: a
 * locale's first one loads its data inside the chart's first draw (~0.1 s on a throttled phone).
 * A language outside the table falls back to English.
 */
export function timeFormats(locale: string, period: Period) {
  const shapes = SHAPES[locale] ?? table.shapes.en;
  const { yearOffset } = shapes;
  const at = (time: Time) => new Date(seconds(time) * 1000);
  const full = period === '1day' ? shapes.date : shapes.dateTime;
  return {
    crosshair: (time: Time) => fill(full, at(time), undefined, yearOffset),
    tick: (time: Time, type: TickMarkType) => {
      const date = at(time);
      if (type === TickMarkType.Year || type === TickMarkType.Month)
        return fill(shapes.monthYear, date, shapes.monthYearMonths, yearOffset);
      if (type === TickMarkType.DayOfMonth)
        return fill(shapes.dayMonth, date, shapes.dayMonthMonths, yearOffset);
      return fill(shapes.clock, date, undefined, yearOffset);
    },
  };
}
