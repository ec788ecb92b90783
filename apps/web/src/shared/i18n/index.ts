import { DEFAULT_LANG, LANGUAGES, normalizeLang, type Lang, type LanguageOption } from '@fxdesk/contract';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { STORAGE_KEYS, storage } from '../lib/storage';
import { applyAntdLocale } from './antd-locale';
import type { Messages } from './messages';

export type { Messages } from './messages';

/** One JSON file per language, each loaded on demand so only the active one is downloaded. */
const loaders = import.meta.glob<Messages>('./locales/*.json', { import: 'default' });

export const i18n = i18next.createInstance();

async function loadMessages(lang: Lang): Promise<Messages> {
  const load = loaders[`./locales/${lang}.json`];
  if (!load) throw new Error(`no locale file for ${lang}`);
  return load();
}

/** SPEC §9: the `lang` query parameter is read from the hash ("#/login?lang=en"). */
export function readLangFromHash(hash: string): Lang | null {
  const query = hash.split('?')[1];
  if (!query) return null;
  const value = new URLSearchParams(query).get('lang');
  if (!value) return null;
  // normalizeLang falls back for unknown codes: a value that lands on hk under two different
  // fallbacks really means hk; anything else unknown is ignored.
  const lang = normalizeLang(value, DEFAULT_LANG);
  if (lang !== DEFAULT_LANG) return lang;
  return normalizeLang(value, 'en') === DEFAULT_LANG ? DEFAULT_LANG : null;
}

/** The start-up language: the hash query, then the stored choice, then hk (SPEC §3). */
export function resolveInitialLang(hash: string, stored: string | null): Lang {
  const fromHash = readLangFromHash(hash);
  if (fromHash) return fromHash;
  if (stored) return normalizeLang(stored, DEFAULT_LANG);
  return DEFAULT_LANG;
}

export function languageOption(lang: Lang): LanguageOption {
  return LANGUAGES.find((l) => l.value === lang) ?? LANGUAGES[0];
}

/** Arabic is right-to-left: <html dir> mirrors the whole layout. */
function applyToDocument(lang: Lang): void {
  const option = languageOption(lang);
  document.documentElement.lang = option.locale;
  document.documentElement.dir = option.dir;
}

export function currentLang(): Lang {
  return normalizeLang(i18n.language, DEFAULT_LANG);
}

export async function initI18n(lang: Lang): Promise<void> {
  const [translation] = await Promise.all([loadMessages(lang), applyAntdLocale(lang)]);
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyToDocument(lang);
}

/** Switches the interface language and keeps the choice for the next visit. */
export async function setLanguage(lang: Lang): Promise<void> {
  if (!i18n.hasResourceBundle(lang, 'translation')) {
    i18n.addResourceBundle(lang, 'translation', await loadMessages(lang));
  }
  await applyAntdLocale(lang);
  applyToDocument(lang);
  await i18n.changeLanguage(lang);
  storage.set(STORAGE_KEYS.lang, lang);
}

/**
 * Starts i18n in the language of the page address, else the stored choice, else hk. A `lang`
 * link (SPEC §9) is a choice like the language page's, so it still holds after a reload.
 */
export async function initI18nFromLocation(hash: string): Promise<void> {
  const lang = resolveInitialLang(hash, storedLang());
  await initI18n(lang);
  if (readLangFromHash(hash)) storage.set(STORAGE_KEYS.lang, lang);
}

export function storedLang(): string | null {
  return storage.get(STORAGE_KEYS.lang);
}

/** The active language code and its option (flag, BCP 47 locale, direction). */
export function useLang(): LanguageOption {
  const { i18n: instance } = useTranslation();
  return languageOption(normalizeLang(instance.language, DEFAULT_LANG));
}

export { useTranslation };
