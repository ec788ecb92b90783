import { describe, expect, it } from 'vitest';
import { formatServerTime } from './format';

describe('time formatting', () => {
  it('shows a server UTC time in the local zone, and the raw text when it does not parse', () => {
    expect(formatServerTime('2026-11-22 08:16:48', 'en')).toMatch(/2026/);
    expect(formatServerTime('soon', 'en')).toBe('soon');
    expect(formatServerTime('', 'en')).toBe('');
  });
});
