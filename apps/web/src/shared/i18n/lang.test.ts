import { describe, expect, it } from 'vitest';
import { i18n, initI18nFromLocation, readLangFromHash, resolveInitialLang, setLanguage } from './index';

describe('language selection (SPEC §3, §9)', () => {
  it('reads lang from the hash query', () => {
    expect(readLangFromHash('#/register?invite_code=AB&lang=ar')).toBe('ar');
    expect(readLangFromHash('#/login?lang=tw')).toBe('hk');
    expect(readLangFromHash('#/login?lang=es')).toBe('spa');
    expect(readLangFromHash('#/login?lang=hk')).toBe('hk');
    expect(readLangFromHash('#/login?lang=xx')).toBeNull();
    expect(readLangFromHash('#/login')).toBeNull();
  });

  it('prefers the hash, then the stored choice, then hk', () => {
    expect(resolveInitialLang('#/?lang=de', 'fr')).toBe('de');
    expect(resolveInitialLang('#/', 'fr')).toBe('fr');
    expect(resolveInitialLang('#/', null)).toBe('hk');
  });

  it('keeps a language chosen by a lang link after a reload (SPEC §9)', async () => {
    window.localStorage.setItem('fxdesk.lang', 'fr');
    await initI18nFromLocation('#/login?lang=de');
    expect(i18n.language).toBe('de');
    expect(window.localStorage.getItem('fxdesk.lang')).toBe('de');
    // A plain address leaves the stored choice alone.
    await initI18nFromLocation('#/');
    expect(i18n.language).toBe('de');
    await setLanguage('en');
  });

  it('switches to Arabic right-to-left and persists the choice', async () => {
    await setLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(window.localStorage.getItem('fxdesk.lang')).toBe('ar');
    expect(i18n.t('auth.login')).toBe('تسجيل الدخول');
    await setLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
