import { LANGUAGES, isLang, normalizeLang, type Lang, type LanguageOption } from '@fxdesk/contract';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { STORAGE_KEYS, storage } from '../lib/storage';
import type { Messages } from './messages';

export type { Messages } from './messages';

/**
 * The back office speaks the same 15 languages as the client app (SPEC §1). Each file is
 * loaded on demand, so the entry chunk carries none of them; the same code goes to the server
 * in the `lang` header, which picks the language of every error `msg`.
 */
const loaders = import.meta.glob<Messages>('./locales/*.json', { import: 'default' });

export const ADMIN_LANGS: readonly LanguageOption[] = LANGUAGES;
export type AdminLang = Lang;

export const i18n = i18next.createInstance();

async function loadMessages(lang: Lang): Promise<Messages> {
  const load = loaders[`./locales/${lang}.json`];
  if (!load) throw new Error(`no console locale file for ${lang}`);
  return load();
}

/** A browser or stored tag mapped to one of the 15 codes, or null when it names none of them. */
function matchLang(tag: string): Lang | null {
  // normalizeLang answers its fallback for a tag it does not know: a tag that lands on the same
  // code under two different fallbacks names that language.
  const lang = normalizeLang(tag, 'en');
  if (lang === normalizeLang(tag, 'hk')) return lang;
  return /^en\b/i.test(tag) ? 'en' : null;
}

/** The stored choice, else the first browser language we speak, else English. */
export function resolveInitialLang(stored: string | null, browserLanguages: readonly string[]): AdminLang {
  if (stored && isLang(stored)) return stored;
  for (const tag of browserLanguages) {
    const lang = matchLang(tag);
    if (lang) return lang;
  }
  return 'en';
}

export function currentLang(): AdminLang {
  return normalizeLang(i18n.language, 'en');
}

export function languageOption(lang: AdminLang): LanguageOption {
  return LANGUAGES.find((l) => l.value === lang) ?? LANGUAGES[1];
}

export function localeOf(lang: AdminLang): string {
  return languageOption(lang).locale;
}

/** Arabic is right-to-left: <html dir> mirrors the console too. */
function applyToDocument(lang: AdminLang): void {
  const option = languageOption(lang);
  document.documentElement.lang = option.locale;
  document.documentElement.dir = option.dir;
}

export async function initI18n(lang: AdminLang): Promise<void> {
  const translation = await loadMessages(lang);
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyToDocument(lang);
}

/** Switches the interface (and server message) language and keeps the choice. */
export async function setLanguage(lang: AdminLang): Promise<void> {
  if (!i18n.hasResourceBundle(lang, 'translation')) {
    i18n.addResourceBundle(lang, 'translation', await loadMessages(lang));
  }
  await i18n.changeLanguage(lang);
  applyToDocument(lang);
  storage.set(STORAGE_KEYS.lang, lang);
}

export const storedLang = (): string | null => storage.get(STORAGE_KEYS.lang);

export { useTranslation };
