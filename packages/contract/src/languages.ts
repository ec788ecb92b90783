/**
 * The 15 interface languages of SPEC §3. `value` is the code the client sends in the
 * `lang` header and keeps in the URL; `locale` is the BCP 47 tag used for formatting.
 */
export const LANGUAGES = [
  { value: 'hk', locale: 'zh-HK', text: '繁體中文', icon: '🇭🇰', dir: 'ltr' },
  { value: 'en', locale: 'en', text: 'English', icon: '🇬🇧', dir: 'ltr' },
  { value: 'jp', locale: 'ja', text: '日本語', icon: '🇯🇵', dir: 'ltr' },
  { value: 'kr', locale: 'ko', text: '한국어', icon: '🇰🇷', dir: 'ltr' },
  { value: 'th', locale: 'th', text: 'ไทย', icon: '🇹🇭', dir: 'ltr' },
  { value: 'vn', locale: 'vi', text: 'Tiếng Việt', icon: '🇻🇳', dir: 'ltr' },
  { value: 'fr', locale: 'fr', text: 'Français', icon: '🇫🇷', dir: 'ltr' },
  { value: 'de', locale: 'de', text: 'Deutsch', icon: '🇩🇪', dir: 'ltr' },
  { value: 'ru', locale: 'ru', text: 'Русский', icon: '🇷🇺', dir: 'ltr' },
  { value: 'spa', locale: 'es', text: 'Español', icon: '🇪🇸', dir: 'ltr' },
  { value: 'pt', locale: 'pt', text: 'Português', icon: '🇵🇹', dir: 'ltr' },
  { value: 'ar', locale: 'ar', text: 'العربية', icon: '🇸🇦', dir: 'rtl' },
  { value: 'it', locale: 'it', text: 'Italiano', icon: '🇮🇹', dir: 'ltr' },
  { value: 'tr', locale: 'tr', text: 'Türkçe', icon: '🇹🇷', dir: 'ltr' },
  { value: 'id', locale: 'id', text: 'Bahasa Indonesia', icon: '🇮🇩', dir: 'ltr' },
] as const;

export type LanguageOption = (typeof LANGUAGES)[number];
export type Lang = LanguageOption['value'];

export const LANGUAGE_CODES: readonly Lang[] = LANGUAGES.map((l) => l.value);

/** SPEC §3: the default language is hk. */
export const DEFAULT_LANG: Lang = 'hk';

const ALIASES: Record<string, Lang> = {
  tw: 'hk', // SPEC §3: tw maps to hk
  'zh-hk': 'hk',
  'zh-tw': 'hk',
  zh: 'hk',
  ja: 'jp',
  ko: 'kr',
  vi: 'vn',
  es: 'spa',
};

export function isLang(value: string): value is Lang {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

/**
 * Normalizes what a client sends (header, query, stored preference) to one of the 15 codes.
 * `tw` and other Chinese tags map to hk; anything unknown falls back to `fallback`
 * (the server answers unknown languages in English, DESIGN §3).
 */
export function normalizeLang(value: string | null | undefined, fallback: Lang = 'en'): Lang {
  if (!value) return fallback;
  const lower = value.trim().toLowerCase();
  if (isLang(lower)) return lower;
  // A regional tag (de-DE, pt-BR) names the language of its primary subtag.
  const primary = lower.split(/[-_]/)[0] ?? '';
  if (isLang(primary)) return primary;
  return ALIASES[lower] ?? ALIASES[primary] ?? fallback;
}

export function languageOf(lang: Lang): LanguageOption {
  const found = LANGUAGES.find((l) => l.value === lang);
  if (!found) throw new Error(`unknown language ${lang}`);
  return found;
}
