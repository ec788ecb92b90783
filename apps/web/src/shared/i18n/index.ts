import { DEFAULT_LANG, LANGUAGES, normalizeLang, type Lang, type LanguageOption } from '@fxdesk/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, storage } from '../lib/storage';
import { applyAntdLocale } from './antd-locale';
import { readLangFromHash, resolveInitialLang } from './initial-lang';
import type { MessageKey, Messages } from './messages';
import { translate, type MessageTree, type TranslateVars } from './translate';

export type { MessageKey, Messages } from './messages';
export { readLangFromHash, resolveInitialLang } from './initial-lang';

/**
 * One JSON file per language, each loaded on demand so only the active one is downloaded; and
 * of that file, first only the keys the start-up screens show (start-keys.ts), the whole file
 * right after.
 */
const loaders = import.meta.glob<Messages>('./locales/*.json', { import: 'default' });
const startLoaders = import.meta.glob<MessageTree>('./locales/*.json', {
  import: 'default',
  query: '?start',
});

async function loadMessages(lang: Lang): Promise<Messages> {
  const load = loaders[`./locales/${lang}.json`];
  if (!load) throw new Error(`no locale file for ${lang}`);
  return load();
}

async function loadStartMessages(lang: Lang): Promise<MessageTree> {
  const load = startLoaders[`./locales/${lang}.json`];
  if (!load) throw new Error(`no locale file for ${lang}`);
  return load();
}

export type TFunction = (key: MessageKey, vars?: TranslateVars) => string;

/**
 * The language state of the client (translate.ts has the message syntax). The shape follows the
 * part of i18next the client used, so call sites read the same: `i18n.language`, `i18n.t(key,
 * vars)`, `useTranslation()` → `{ t, i18n }`.
 */
class I18nStore {
  language: Lang = DEFAULT_LANG;
  private readonly bundles = new Map<Lang, MessageTree>();
  /** Languages whose whole file is in (not only the start-up part). */
  private readonly complete = new Set<Lang>();
  private readonly listeners = new Set<() => void>();
  private readonly fixed = new Map<Lang, TFunction>();
  private version = 0;

  /** Translates in the active language. */
  t: TFunction = (key, vars) => this.getFixedT(this.language)(key, vars);

  /**
   * A translator bound to one language. A new function after each change (language or loaded
   * messages), like react-i18next's `t`, so `useMemo(…, [t])` recomputes.
   */
  getFixedT(lang: Lang): TFunction {
    let t = this.fixed.get(lang);
    if (!t) {
      const locale = languageOption(lang).locale;
      t = (key, vars) => translate(this.bundles.get(lang), locale, key, vars);
      this.fixed.set(lang, t);
    }
    return t;
  }

  /** True when the language's whole message file is loaded. */
  hasResourceBundle(lang: Lang): boolean {
    return this.complete.has(lang);
  }

  /** `complete` false: only the start-up part; a part never replaces the whole file. */
  addResourceBundle(lang: Lang, messages: MessageTree, complete = true): void {
    if (!complete && this.complete.has(lang)) return;
    this.bundles.set(lang, messages);
    if (complete) this.complete.add(lang);
    this.changed();
  }

  async changeLanguage(lang: Lang): Promise<void> {
    this.language = lang;
    this.changed();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes whenever what `t` answers may change. */
  snapshot = (): string => `${this.language}:${this.version}`;

  private changed(): void {
    this.version += 1;
    this.fixed.clear();
    for (const listener of [...this.listeners]) listener();
  }
}

export const i18n = new I18nStore();
export type I18n = I18nStore;

/**
 * The active language's translator; the component renders again when the language (or its
 * messages) change.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const snapshot = useSyncExternalStore(i18n.subscribe, i18n.snapshot, i18n.snapshot);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- snapshot is the change signal
  return useMemo(() => ({ t: i18n.getFixedT(i18n.language), i18n }), [snapshot]);
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

/** The language antd-mobile's default config speaks (antd-locale.ts), once applied. */
let antdLang: Lang | null = null;
let completing: Promise<void> | null = null;

async function complete(lang: Lang): Promise<void> {
  await Promise.all([
    i18n.hasResourceBundle(lang) ? null : loadMessages(lang).then((m) => i18n.addResourceBundle(lang, m)),
    antdLang === lang ? null : applyAntdLocale(lang).then(() => void (antdLang = lang)),
  ]);
}

/**
 * Resolves once the active language's whole message file and antd-mobile's strings are in.
 * Every lazy page waits for it (router.tsx), so only the start-up screens can paint with the
 * start-up part; a failed download rejects (the route error screen offers a reload) and the
 * next call tries again.
 */
export function whenI18nReady(): Promise<void> {
  const lang = currentLang();
  if (i18n.hasResourceBundle(lang) && antdLang === lang) return Promise.resolve();
  completing ??= complete(lang).finally(() => {
    completing = null;
  });
  return completing.then(() => (currentLang() === lang ? undefined : whenI18nReady()));
}

/**
 * Starts in `lang` with the start-up messages only, so the first paint does not wait for the
 * rest; the whole file and antd-mobile's strings follow at once (whenI18nReady). When the app
 * opens on a lazy page (`lazyPage`), which paints only once they are in, they download beside
 * the start-up part instead of after it. The language is set before the first await, so what
 * the caller starts next (the trade list request) already asks in it.
 */
export async function initI18n(lang: Lang, { lazyPage = false } = {}): Promise<void> {
  const start = i18n.hasResourceBundle(lang) ? null : loadStartMessages(lang);
  if (lazyPage && !completing) {
    completing = complete(lang).finally(() => {
      completing = null;
    });
    // Handled by whoever waits for it (whenI18nReady); a failure is retried there.
    completing.catch(() => undefined);
  }
  void i18n.changeLanguage(lang);
  applyToDocument(lang);
  if (start) i18n.addResourceBundle(lang, await start, false);
  whenI18nReady().catch(() => {
    // A lazy page asks again and shows the route error if it still fails.
  });
}

/** Switches the interface language and keeps the choice for the next visit. */
export async function setLanguage(lang: Lang): Promise<void> {
  await complete(lang);
  applyToDocument(lang);
  await i18n.changeLanguage(lang);
  storage.set(STORAGE_KEYS.lang, lang);
}

/**
 * Starts i18n in the language of the page address, else the stored choice, else hk. A `lang`
 * link (SPEC §9) is a choice like the language page's, so it still holds after a reload.
 */
export async function initI18nFromLocation(hash: string, options?: { lazyPage?: boolean }): Promise<void> {
  const lang = resolveInitialLang(hash, storedLang());
  await initI18n(lang, options);
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
