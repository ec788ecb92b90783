import { describe, expect, it } from 'vitest';
import { formatAmount, formatPercent, formatServerTime, formatSigned } from './format';

describe('number formatting', () => {
  it('keeps the requested decimals with Latin digits', () => {
    expect(formatAmount(1.0876, 'en', 5)).toBe('1.08760');
    expect(formatAmount(2345.5, 'ar', 2)).toMatch(/^2.345.50$/);
  });

  it('signs amounts and percents, never "-0.00"', () => {
    expect(formatSigned(12.5, 'en')).toBe('+12.50');
    expect(formatSigned(-3.2, 'en')).toBe('-3.20');
    expect(formatSigned(-0.001, 'en')).toBe('0.00');
    expect(formatPercent(-0.05, 'en')).toBe('-0.05%');
  });

  it('shows a server UTC time in the local zone, and the raw text when it does not parse', () => {
    expect(formatServerTime('2026-11-22 08:16:48', 'en')).toMatch(/2026/);
    expect(formatServerTime('soon', 'en')).toBe('soon');
    expect(formatServerTime('', 'en')).toBe('');
  });
});
