import ar from './locales/ar.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import hk from './locales/hk.json' with { type: 'json' };
import id from './locales/id.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import jp from './locales/jp.json' with { type: 'json' };
import kr from './locales/kr.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };
import ru from './locales/ru.json' with { type: 'json' };
import spa from './locales/spa.json' with { type: 'json' };
import th from './locales/th.json' with { type: 'json' };
import tr from './locales/tr.json' with { type: 'json' };
import vn from './locales/vn.json' with { type: 'json' };
import type { Lang } from './languages.js';

/** Server-side messages (errors, validation, success toasts, mail bodies) in every language. */
export type MessageTree = typeof en;

export const SERVER_MESSAGES: Record<Lang, MessageTree> = {
  hk,
  en,
  jp,
  kr,
  th,
  vn,
  fr,
  de,
  ru,
  spa,
  pt,
  ar,
  it,
  tr,
  id,
};

/** Flattens a nested message tree to dotted keys, for lookups and the key-set test. */
export function flattenMessages(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object')
      for (const [k, v] of flattenMessages(value, path)) out.set(k, v);
  }
  return out;
}

const flatCache = new Map<Lang, Map<string, string>>();

/**
 * Translates a dotted key with `{{name}}` interpolation. Falls back to English, then to the
 * key itself, so a missing translation is visible but never crashes a response.
 */
export function translate(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  let flat = flatCache.get(lang);
  if (!flat) {
    flat = flattenMessages(SERVER_MESSAGES[lang]);
    flatCache.set(lang, flat);
  }
  const template = flat.get(key) ?? (lang === 'en' ? undefined : translate('en', key, params)) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
