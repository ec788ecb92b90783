import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, normalizeLang } from './languages.js';
import { flattenMessages, SERVER_MESSAGES, translate } from './i18n.js';

describe('server messages in all 15 languages (SPEC §3)', () => {
  const english = [...flattenMessages(SERVER_MESSAGES.en).keys()].sort();

  it.each(LANGUAGE_CODES)('%s has exactly the English key set', (lang) => {
    expect([...flattenMessages(SERVER_MESSAGES[lang]).keys()].sort()).toEqual(english);
  });

  it.each(LANGUAGE_CODES)('%s keeps every {{placeholder}} of the English text', (lang) => {
    const flat = flattenMessages(SERVER_MESSAGES[lang]);
    for (const [key, en] of flattenMessages(SERVER_MESSAGES.en)) {
      const want = (en.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect({ key, got: (flat.get(key)?.match(/\{\{\w+\}\}/g) ?? []).sort() }).toEqual({ key, got: want });
    }
  });

  it('interpolates and falls back to the key for unknown messages', () => {
    expect(translate('en', 'errors.rate_limited', { seconds: 42 })).toContain('42');
    expect(translate('fr', 'no.such.key')).toBe('no.such.key');
  });
});

describe('language codes (SPEC §3)', () => {
  it('maps tw and Chinese tags to hk, regional tags to their code, unknown to the fallback', () => {
    expect(normalizeLang('tw')).toBe('hk');
    expect(normalizeLang('zh-TW')).toBe('hk');
    expect(normalizeLang('es-MX')).toBe('spa');
    expect(normalizeLang('ja')).toBe('jp');
    expect(normalizeLang('AR')).toBe('ar');
    expect(normalizeLang('de-DE')).toBe('de');
    expect(normalizeLang('pt_BR')).toBe('pt');
    expect(normalizeLang('id-ID')).toBe('id');
    expect(normalizeLang('klingon')).toBe('en');
    expect(normalizeLang(undefined, 'hk')).toBe('hk');
  });
});
