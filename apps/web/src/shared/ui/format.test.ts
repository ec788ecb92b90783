import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@fxdesk/contract';
import { formatInstant, formatServerTime } from './format';

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

describe('instants', () => {
  it('writes an ISO instant in the chosen language with Latin digits, not the browser default', () => {
    const iso = new Date(2026, 10, 22, 14, 30, 0).toISOString();
    expect(formatInstant(iso, 'ar')).toMatch(/2026.*14[:.]30/);
    expect(formatInstant(iso, 'ar')).not.toMatch(/[\u0660-\u0669]/);
    expect(formatInstant(iso, 'de')).toMatch(/^22\.11\.2026/);
    expect(formatInstant('not a time', 'en')).toBe('not a time');
  });
});
