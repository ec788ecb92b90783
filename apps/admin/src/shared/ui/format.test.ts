import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatSigned,
  signClass,
  trimDecimal,
} from './format';

describe('display formatting', () => {
  it('formats money from numbers and decimal strings', () => {
    expect(formatMoney(12345.6)).toBe('12,345.60');
    expect(formatMoney('100.000000')).toBe('100.00');
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney('abc')).toBe('—');
  });

  it('signs P&L and colours it', () => {
    expect(formatSigned(12.5)).toBe('+12.50');
    expect(formatSigned('-3')).toBe('-3.00');
    expect(formatSigned(0)).toBe('0.00');
    expect(signClass(-1)).toBe('down');
    expect(signClass('2')).toBe('up');
    expect(signClass(0)).toBe('');
  });

  it('drops trailing zeros for editable decimals', () => {
    expect(trimDecimal('100.000000')).toBe('100');
    expect(trimDecimal('0.00050000')).toBe('0.0005');
    expect(trimDecimal('12')).toBe('12');
    expect(formatNumber('0.0100')).toBe('0.01');
    expect(formatPercent(153.456)).toBe('153.46%');
  });

  it('formats timestamps in local time', () => {
    const d = new Date(2026, 4, 1, 9, 3, 7);
    expect(formatDateTime(d.toISOString())).toBe('2026-05-01 09:03:07');
    expect(formatDateTime(null)).toBe('—');
  });
});
