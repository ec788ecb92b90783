import { LANGUAGES } from '@fxdesk/contract';
import fc from 'fast-check';
import { TickMarkType, type UTCTimestamp } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { timeFormats } from './time-labels';

const at = (date: Date) => Math.floor(date.getTime() / 1000) as UTCTimestamp;

describe('chart time labels', () => {
  it('a bar five minutes after midnight is 00:05 on the axis and the crosshair, in every language', () => {
    const bar = at(new Date(2026, 10, 22, 0, 5));
    for (const { locale } of LANGUAGES) {
      const formats = timeFormats(locale, '5min');
      expect(formats.tick(bar, TickMarkType.Time), locale).toMatch(/^00[:.]05$/);
      expect(formats.crosshair(bar), locale).toMatch(/00[:.]05/);
      expect(formats.crosshair(bar), locale).not.toMatch(/24[:.]05/);
    }
  });

  it('day and month ticks name the day and month in the language', () => {
    const day = at(new Date(2026, 10, 22, 12, 0));
    expect(timeFormats('en', '60min').tick(day, TickMarkType.DayOfMonth)).toBe('Nov 22');
    expect(timeFormats('de', '60min').tick(day, TickMarkType.Month)).toBe('Nov. 2026');
    expect(timeFormats('en', '1day').crosshair(day)).toBe('11/22/2026');
  });
});

// time-labels.json is made from Node's CLDR by apps/web/scripts/chart-time-labels.mjs: on a Node
// whose CLDR writes a label differently this fails, and running the script again mends it.
describe('the chart time label table', () => {
  it('writes every label exactly as Intl does, in every language, for any time', () => {
    const intl = (locale: string, options: Intl.DateTimeFormatOptions, date: Date) =>
      new Intl.DateTimeFormat(`${locale}-u-nu-latn`, options).format(date);
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }),
        fc.constantFrom(...LANGUAGES.map((l) => l.locale)),
        (date, locale) => {
          const time = at(date);
          const intraday = timeFormats(locale, '15min');
          const daily = timeFormats(locale, '1day');
          const h23 = { hourCycle: 'h23' } as const;
          expect(intraday.tick(time, TickMarkType.Time)).toBe(
            intl(locale, { hour: '2-digit', minute: '2-digit', ...h23 }, date),
          );
          expect(intraday.tick(time, TickMarkType.DayOfMonth)).toBe(
            intl(locale, { month: 'short', day: 'numeric' }, date),
          );
          expect(intraday.tick(time, TickMarkType.Month)).toBe(
            intl(locale, { month: 'short', year: 'numeric' }, date),
          );
          expect(intraday.crosshair(time)).toBe(
            intl(
              locale,
              {
                year: 'numeric',
                month: '2-digit',
                day: '2-digit',
                hour: '2-digit',
                minute: '2-digit',
                ...h23,
              },
              date,
            ),
          );
          expect(daily.crosshair(time)).toBe(
            intl(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }, date),
          );
        },
      ),
      {
        numRuns: 600,
        examples: [
          [new Date(2026, 4, 2, 0, 5), 'ru'],
          [new Date(2026, 10, 22, 0, 5), 'th'],
        ],
      },
    );
  });
});
