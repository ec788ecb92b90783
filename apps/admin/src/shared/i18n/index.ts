import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { STORAGE_KEYS, storage } from '../lib/storage';
import en from './locales/en.json';
import hk from './locales/hk.json';
import type { Messages } from './messages';

export type { Messages } from './messages';

/**
 * The back office speaks English and Traditional Chinese (hk). Both files are small, so they
 * ship in the entry chunk; the same code goes to the server in the `lang` header, which picks
 * the language of every error `msg`.
 */
export const ADMIN_LANGS = [
  { value: 'en', locale: 'en', label: 'English' },
  { value: 'hk', locale: 'zh-HK', label: '繁體中文' },
] as const;
export type AdminLang = (typeof ADMIN_LANGS)[number]['value'];

const RESOURCES: Record<AdminLang, Messages> = { en, hk };

export const i18n = i18next.createInstance();

export function isAdminLang(value: string | null | undefined): value is AdminLang {
  return value === 'en' || value === 'hk';
}

/** The stored choice, else Chinese when the browser prefers any Chinese, else English. */
export function resolveInitialLang(stored: string | null, browserLanguages: readonly string[]): AdminLang {
  if (isAdminLang(stored)) return stored;
  return browserLanguages.some((l) => /^zh\b/i.test(l)) ? 'hk' : 'en';
}

export function currentLang(): AdminLang {
  return isAdminLang(i18n.language) ? i18n.language : 'en';
}

export function localeOf(lang: AdminLang): string {
  return ADMIN_LANGS.find((l) => l.value === lang)?.locale ?? 'en';
}

function applyToDocument(lang: AdminLang): void {
  document.documentElement.lang = localeOf(lang);
}

export async function initI18n(lang: AdminLang): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { en: { translation: en }, hk: { translation: hk } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyToDocument(lang);
}

/** Switches the interface (and server message) language and keeps the choice. */
export async function setLanguage(lang: AdminLang): Promise<void> {
  if (!i18n.hasResourceBundle(lang, 'translation')) {
    i18n.addResourceBundle(lang, 'translation', RESOURCES[lang]);
  }
  await i18n.changeLanguage(lang);
  applyToDocument(lang);
  storage.set(STORAGE_KEYS.lang, lang);
}

export const storedLang = (): string | null => storage.get(STORAGE_KEYS.lang);

export { useTranslation };
