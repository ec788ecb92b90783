import { LANGUAGES } from '@fxdesk/contract';
import { TickMarkType, type UTCTimestamp } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { timeFormats } from './time-formats';

const at = (date: Date) => (date.getTime() / 1000) as UTCTimestamp;

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
