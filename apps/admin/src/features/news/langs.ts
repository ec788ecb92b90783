import type { TFunction } from 'i18next';
import type { Option } from '../../shared/ui/Field';

/** An article's language as staff read it: its code, or "all languages" for one shown in every language. */
export const langLabel = (t: TFunction, lang: string) =>
  lang === 'all' ? t('news.lang_all') : lang.toUpperCase();

/** The options of a language select; `first` is an entry with no language ("any", "pick one"). */
export function langOptions(t: TFunction, langs: readonly string[], first?: string): Option<string>[] {
  const options = langs.map((lang) => ({ value: lang, label: langLabel(t, lang) }));
  return first === undefined ? options : [{ value: '', label: first }, ...options];
}
