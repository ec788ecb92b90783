/**
 * Light and dark theme of the web client and the back office (issue 15): the same rules in both
 * apps. The choice is "system" (follow `prefers-color-scheme`, the default), "light" or "dark",
 * kept in localStorage under a key per app. The resolved theme goes on `<html data-theme>` (the
 * colour tokens key on it), on `data-prefers-color-scheme` (antd-mobile's own dark variables) and
 * on `color-scheme` (form controls, scroll bars). `themeBootScript` applies it before the first
 * paint; `createThemeController` keeps it in step afterwards.
 */

export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type Theme = 'light' | 'dark';

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** Anything stored that is not a known choice (absent, edited by hand) means "system". */
export function parseThemePreference(value: unknown): ThemePreference {
  return THEME_PREFERENCES.includes(value as ThemePreference) ? (value as ThemePreference) : 'system';
}

export function resolveTheme(preference: ThemePreference, systemDark: boolean): Theme {
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

/** What the controller needs from the browser; tests hand it a double. */
export interface ThemeEnvironment {
  read(): string | null;
  write(value: string): void;
  systemDark(): boolean;
  /** Calls back when the system setting changes; returns the unsubscribe. */
  onSystemChange(listener: () => void): () => void;
  apply(theme: Theme): void;
}

export interface ThemeController {
  preference(): ThemePreference;
  theme(): Theme;
  setPreference(preference: ThemePreference): void;
  subscribe(listener: () => void): () => void;
}

export function createThemeController(env: ThemeEnvironment): ThemeController {
  let preference = parseThemePreference(env.read());
  let theme = resolveTheme(preference, env.systemDark());
  const listeners = new Set<() => void>();

  const update = () => {
    const next = resolveTheme(preference, env.systemDark());
    if (next !== theme) {
      theme = next;
      env.apply(theme);
    }
    for (const listener of [...listeners]) listener();
  };

  env.apply(theme);
  env.onSystemChange(() => {
    if (preference === 'system') update();
  });

  return {
    preference: () => preference,
    theme: () => theme,
    setPreference(next) {
      preference = parseThemePreference(next);
      env.write(preference);
      update();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The parts of `<html>` and `window` used here (this package has no DOM types). */
export interface ThemeRoot {
  setAttribute(name: string, value: string): void;
  style: { colorScheme: string };
}
interface MediaQuery {
  matches: boolean;
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}
export interface ThemeWindow {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  matchMedia?: (query: string) => MediaQuery;
}

/** Puts the theme on the root element: tokens, antd-mobile and native controls follow. */
export function applyThemeToRoot(root: ThemeRoot, theme: Theme): void {
  root.setAttribute('data-theme', theme);
  root.setAttribute('data-prefers-color-scheme', theme);
  root.style.colorScheme = theme;
}

/** The browser environment: localStorage under `storageKey` (never throwing), matchMedia. */
export function browserThemeEnvironment(
  storageKey: string,
  root: ThemeRoot,
  win: ThemeWindow,
): ThemeEnvironment {
  const media = typeof win.matchMedia === 'function' ? win.matchMedia(DARK_SCHEME_QUERY) : null;
  return {
    read() {
      try {
        return win.localStorage.getItem(storageKey);
      } catch {
        return null;
      }
    },
    write(value) {
      try {
        win.localStorage.setItem(storageKey, value);
      } catch {
        // Storage unavailable: the choice lasts for this page only.
      }
    },
    systemDark: () => media?.matches ?? false,
    onSystemChange(listener) {
      media?.addEventListener('change', listener);
      return () => media?.removeEventListener('change', listener);
    },
    apply: (theme) => applyThemeToRoot(root, theme),
  };
}

/**
 * A classic script (no modules, no build step) for the page head, run before the first paint so
 * the page never flashes the wrong theme: same rules as above, written out by hand.
 */
export function themeBootScript(storageKey: string): string {
  return `(function(){var t='light';try{var p=localStorage.getItem(${JSON.stringify(storageKey)});t=p==='dark'||p==='light'?p:window.matchMedia&&window.matchMedia(${JSON.stringify(DARK_SCHEME_QUERY)}).matches?'dark':'light'}catch(e){}var r=document.documentElement;r.setAttribute('data-theme',t);r.setAttribute('data-prefers-color-scheme',t);r.style.colorScheme=t})();\n`;
}
