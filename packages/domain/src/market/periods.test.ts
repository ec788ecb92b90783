import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KLINE_PERIODS, barStart, isKlinePeriod, periodMs, type KlinePeriod } from './periods.js';

const MINUTE = 60_000;
const lengths: Record<KlinePeriod, number> = {
  '1min': MINUTE,
  '5min': 5 * MINUTE,
  '15min': 15 * MINUTE,
  '30min': 30 * MINUTE,
  '60min': 60 * MINUTE,
  '1day': 1440 * MINUTE,
};

describe('kline periods', () => {
  it('SPEC §9 periods are 1min, 5min, 15min, 30min, 60min and 1day, finest first', () => {
    expect(KLINE_PERIODS).toEqual(['1min', '5min', '15min', '30min', '60min', '1day']);
    for (const period of KLINE_PERIODS) expect(periodMs(period)).toBe(lengths[period]);
  });

  it('SPEC §9 only the six period names are periods', () => {
    for (const period of KLINE_PERIODS) expect(isKlinePeriod(period)).toBe(true);
    for (const other of ['1m', '1hour', '1week', '', 'toString', '__proto__', 5, null, undefined]) {
      expect(isKlinePeriod(other)).toBe(false);
    }
  });

  it('SPEC §9 each period divides every coarser one, so finer bars roll up', () => {
    KLINE_PERIODS.forEach((fine, i) => {
      for (const coarse of KLINE_PERIODS.slice(i)) expect(periodMs(coarse) % periodMs(fine)).toBe(0);
    });
  });
});

describe('bar boundaries', () => {
  // 2024-03-15T13:45:00Z: on a boundary of every period up to 15min, inside a 30min, 60min and 1day bar.
  const t = Date.UTC(2024, 2, 15, 13, 45);

  it.each([
    ['1min', Date.UTC(2024, 2, 15, 13, 45)],
    ['5min', Date.UTC(2024, 2, 15, 13, 45)],
    ['15min', Date.UTC(2024, 2, 15, 13, 45)],
    ['30min', Date.UTC(2024, 2, 15, 13, 30)],
    ['60min', Date.UTC(2024, 2, 15, 13, 0)],
    ['1day', Date.UTC(2024, 2, 15)],
  ] as const)('SPEC §9 %s bars are UTC-aligned (13:45:00 → bar start)', (period, expected) => {
    expect(barStart(t, period)).toBe(expected);
    expect(barStart(t + 59_999, period)).toBe(period === '1min' ? t : expected);
  });

  it.each(KLINE_PERIODS)('SPEC §9 %s: a tick exactly on a boundary opens the new bar', (period) => {
    const boundary = Date.UTC(2024, 2, 15); // Midnight is a boundary of every period.
    expect(barStart(boundary, period)).toBe(boundary);
    expect(barStart(boundary - 1, period)).toBe(boundary - periodMs(period));
    expect(barStart(boundary + periodMs(period) - 1, period)).toBe(boundary);
    expect(barStart(boundary + periodMs(period), period)).toBe(boundary + periodMs(period));
  });

  it('SPEC §9 1day bars start at 00:00 UTC and 5min bars at multiples of 5 minutes since the epoch', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e13, max: 4e12 }),
        fc.constantFrom(...KLINE_PERIODS),
        (time, period) => {
          const start = barStart(time, period);
          expect(start % periodMs(period) === 0).toBe(true);
          expect(start <= time && time < start + periodMs(period)).toBe(true);
          if (period === '1day') {
            const d = new Date(start);
            expect([d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()]).toEqual([
              0, 0, 0, 0,
            ]);
          }
        },
      ),
    );
  });

  it('refuses a non-finite time', () => {
    expect(() => barStart(Number.NaN, '1min')).toThrow(RangeError);
  });
});
