import { describe, expect, it } from 'vitest';
import { resolveInitialLang } from './index';

describe('console language', () => {
  it('keeps the stored choice, else follows a Chinese browser, else English', () => {
    expect(resolveInitialLang('hk', ['en-US'])).toBe('hk');
    expect(resolveInitialLang('en', ['zh-HK'])).toBe('en');
    expect(resolveInitialLang(null, ['zh-TW', 'en'])).toBe('hk');
    expect(resolveInitialLang('fr', ['de-DE'])).toBe('en');
  });
});
