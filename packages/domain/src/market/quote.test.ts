import { describe, expect, it } from 'vitest';
import { dayChangePercent } from './quote.js';

describe('dayChangePercent (DESIGN §4 quote Change)', () => {
  it('DESIGN §4 Change is the % move of close against the day open, at 2 decimals', () => {
    expect(dayChangePercent(100, 101.5)).toBe(1.5);
    expect(dayChangePercent(100, 99)).toBe(-1);
    expect(dayChangePercent(3, 4)).toBe(33.33);
    expect(dayChangePercent(3, 5)).toBe(66.67);
    expect(dayChangePercent(1.08763, 1.08763)).toBe(0);
  });

  it('rounds half away from zero on the decimals the prices print as, not on float noise', () => {
    expect(dayChangePercent(1.1, 1.1011)).toBe(0.1);
    expect(dayChangePercent(200, 200.01)).toBe(0.01); // +0.005 % rounds up…
    expect(dayChangePercent(200, 199.99)).toBe(-0.01); // …and −0.005 % rounds down.
  });

  it('is 0 when there is no open yet, and never −0', () => {
    expect(dayChangePercent(0, 1.2)).toBe(0);
    expect(Object.is(dayChangePercent(200, 199.999), 0)).toBe(true);
  });

  it('refuses non-finite prices', () => {
    expect(() => dayChangePercent(Number.NaN, 1)).toThrow(RangeError);
  });
});
