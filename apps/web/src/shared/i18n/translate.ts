/**
 * The client's translator: what the web client used from i18next, in ~1 kB instead of ~17 kB
 * gzip on the start-up path (issue 15 bundle budget). The locale files keep i18next's syntax, so
 * they stay readable by the same tools and the back office (which still uses i18next):
 *
 * - keys are dotted paths into the nested JSON ("auth.login");
 * - `{{name}}` is replaced by the variable, not HTML-escaped (React escapes); a variable that is
 *   not given leaves its `{{name}}` in place, as i18next does;
 * - with a numeric `count`, i18next's plural keys are tried first: `key_zero` when the count is
 *   0, then `key_<Intl.PluralRules category>` (`_one`, `_few`, `_other`…), then the bare key;
 * - a missing key answers the key itself.
 *
 * Nesting (`$t(…)`), context (`_male`), formatters (`{{x, number}}`) and `<Trans>` are not
 * supported: the locale files use none of them (src/shared/i18n/translate.test.ts checks).
 */

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer B}_${PluralSuffix}` ? B | K : K;

/** Every key of a message tree, plural keys also by their base name. */
export type KeyOf<T> = WithoutPlural<Leaves<T>>;

export type TranslateVars = Record<string, unknown>;

export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** The string at a dotted path, or undefined when the path is missing or not a leaf. */
export function lookup(tree: MessageTree | undefined, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: string, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** `{{name}}` → String(vars.name); unknown names stay as they are. */
export function interpolate(text: string, vars: TranslateVars | undefined): string {
  if (!vars || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    const value = vars[name];
    return value === undefined || value === null ? match : String(value);
  });
}

/** Translates one key against one language's messages (`locale` is its BCP 47 tag for plurals). */
export function translate(
  messages: MessageTree | undefined,
  locale: string,
  key: string,
  vars?: TranslateVars,
): string {
  let text: string | undefined;
  const count = vars?.count;
  if (typeof count === 'number') {
    if (count === 0) text = lookup(messages, `${key}_zero`);
    text ??= lookup(messages, `${key}_${pluralCategory(locale, count)}`);
  }
  text ??= lookup(messages, key);
  return text === undefined ? key : interpolate(text, vars);
}
