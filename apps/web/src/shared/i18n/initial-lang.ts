import { DEFAULT_LANG, normalizeLang, type Lang } from '@fxdesk/contract';

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
