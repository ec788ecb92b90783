import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@fxdesk/contract';
import { formatServerTime } from './format';

describe('time formatting', () => {
  it('shows a server UTC time in the local zone, and the raw text when it does not parse', () => {
    expect(formatServerTime('2026-11-22 08:16:48', 'en')).toMatch(/2026/);
    expect(formatServerTime('soon', 'en')).toBe('soon');
    expect(formatServerTime('', 'en')).toBe('');
  });
});

describe('midnight', () => {
  it('an order five minutes after midnight reads 00:05, never 24:05, in every language', () => {
    const midnight = new Date(2026, 10, 22, 0, 5, 9);
    const utc = midnight.toISOString().replace('T', ' ').slice(0, 19);
    for (const { locale } of LANGUAGES) {
      const shown = formatServerTime(utc, locale);
      expect(shown, locale).toMatch(/\b00[:.]05[:.]09/);
      expect(shown, locale).not.toMatch(/24[:.]05/);
    }
  });
});
