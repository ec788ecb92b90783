import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCHEDULES, isMarketOpen, isSchedule, nextOpenChange } from './session.js';

// The week of 2024-03-10 (Sunday) to 2024-03-16 (Saturday).
const at = (day: number, hour: number, minute = 0, ms = 0) => Date.UTC(2024, 2, day, hour, minute, 0, ms);
const SUNDAY = 10;
const WEDNESDAY = 13;
const FRIDAY = 15;
const SATURDAY = 16;

describe('market hours (DESIGN §4 session calendar)', () => {
  it('the test calendar is right', () => {
    expect(new Date(at(SUNDAY, 0)).getUTCDay()).toBe(0);
    expect(new Date(at(FRIDAY, 0)).getUTCDay()).toBe(5);
  });

  it('DESIGN §4 24x5: Friday 21:59 open, Friday 22:00 closed', () => {
    expect(isMarketOpen('24x5', at(FRIDAY, 21, 59))).toBe(true);
    expect(isMarketOpen('24x5', at(FRIDAY, 21, 59, 59_999))).toBe(true);
    expect(isMarketOpen('24x5', at(FRIDAY, 22))).toBe(false);
  });

  it('DESIGN §4 24x5: Saturday closed, Sunday before 22:00 closed, Sunday 22:00 open', () => {
    expect(isMarketOpen('24x5', at(SATURDAY, 0))).toBe(false);
    expect(isMarketOpen('24x5', at(SATURDAY, 12))).toBe(false);
    expect(isMarketOpen('24x5', at(SUNDAY, 12))).toBe(false);
    expect(isMarketOpen('24x5', at(SUNDAY, 22) - 1)).toBe(false);
    expect(isMarketOpen('24x5', at(SUNDAY, 22))).toBe(true);
    expect(isMarketOpen('24x5', at(WEDNESDAY, 3))).toBe(true);
  });

  it('DESIGN §4 24x5 is open exactly 120 hours a week, every week, also before 1970', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3e12, max: 5e12 }), (time) => {
        const weekday = new Date(time).getUTCDay();
        const hour = new Date(time).getUTCHours();
        const expected =
          (weekday >= 1 && weekday <= 4) || (weekday === 0 && hour >= 22) || (weekday === 5 && hour < 22);
        expect(isMarketOpen('24x5', time)).toBe(expected);
      }),
    );
  });

  it('DESIGN §4 24x7 is always open and never changes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3e12, max: 5e12 }), (time) => {
        expect(isMarketOpen('24x7', time)).toBe(true);
        expect(nextOpenChange('24x7', time)).toBeNull();
      }),
    );
    expect(isMarketOpen('24x7', at(SATURDAY, 12))).toBe(true);
  });

  it('DESIGN §4 next change: Wednesday → Friday 22:00 close; Saturday → Sunday 22:00 open', () => {
    expect(nextOpenChange('24x5', at(WEDNESDAY, 9))).toBe(at(FRIDAY, 22));
    expect(nextOpenChange('24x5', at(SATURDAY, 9))).toBe(at(SUNDAY + 7, 22));
    expect(nextOpenChange('24x5', at(SUNDAY, 22))).toBe(at(FRIDAY, 22));
    expect(nextOpenChange('24x5', at(FRIDAY, 22))).toBe(at(SUNDAY + 7, 22));
    expect(nextOpenChange('24x5', at(SUNDAY, 21, 59))).toBe(at(SUNDAY, 22));
  });

  it('DESIGN §4 the state holds until the next change and flips there', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3e12, max: 5e12 }), (time) => {
        const change = nextOpenChange('24x5', time) ?? Number.NaN;
        expect(change).toBeGreaterThan(time);
        expect(isMarketOpen('24x5', change - 1)).toBe(isMarketOpen('24x5', time));
        expect(isMarketOpen('24x5', change)).toBe(!isMarketOpen('24x5', time));
      }),
    );
  });

  it('knows its schedule names', () => {
    expect(SCHEDULES).toEqual(['24x7', '24x5']);
    expect(isSchedule('24x5')).toBe(true);
    expect(isSchedule('24/5')).toBe(false);
    expect(isSchedule(undefined)).toBe(false);
  });

  it('refuses a non-finite time', () => {
    expect(() => isMarketOpen('24x5', Number.NaN)).toThrow(RangeError);
    expect(() => isMarketOpen('24x7', Number.NaN)).toThrow(RangeError);
  });
});
