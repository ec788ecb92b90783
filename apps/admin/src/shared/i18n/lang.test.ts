import { describe, expect, it } from 'vitest';
import { resolveInitialLang } from './index';

describe('console language', () => {
  it('keeps the stored choice, else the first browser language of the 15, else English', () => {
    expect(resolveInitialLang('hk', ['en-US'])).toBe('hk');
    expect(resolveInitialLang('en', ['zh-HK'])).toBe('en');
    expect(resolveInitialLang('fr', ['de-DE'])).toBe('fr');
    expect(resolveInitialLang(null, ['zh-TW', 'en'])).toBe('hk');
    expect(resolveInitialLang(null, ['nl-NL', 'de-DE', 'en'])).toBe('de');
    expect(resolveInitialLang(null, ['ja-JP'])).toBe('jp');
    expect(resolveInitialLang(null, ['es-MX'])).toBe('spa');
    expect(resolveInitialLang(null, ['nl-NL', 'en-US', 'fr'])).toBe('en');
    expect(resolveInitialLang('xx', ['nl-NL'])).toBe('en');
  });
});
