import { lazyPageAt } from './app/pages';
import { loadAntdLocale } from './shared/i18n/antd-locale';
import { resolveInitialLang } from './shared/i18n/initial-lang';
import { STORAGE_KEYS, storage } from './shared/lib/storage';

/**
 * Issue 15, cold load: main.tsx's first import, built as a chunk of its own that the entry
 * evaluates before React and the start-up chunk (build/startup-chunks.ts). It only starts
 * downloads. When the app opens on a lazy page (#/trade…), that page's chunks and antd-mobile's
 * strings (which the page waits for) are asked for now, by vite's preload links, instead of at
 * the end of the start-up chunk's evaluation; main.tsx asks for the same modules later and gets
 * these downloads (the browser loads a module once). The language files are not started here:
 * they have no dependencies, so vite's preload wrapper imports them in a microtask, and
 * microtasks only run once the whole start-up graph has evaluated — no earlier than main.tsx's
 * own request.
 */
function startDownloads(hash: string): void {
  const page = lazyPageAt(hash.replace(/^#/, '') || '/');
  if (!page) return;
  void page().catch(() => undefined);
  loadAntdLocale(resolveInitialLang(hash, storage.get(STORAGE_KEYS.lang)));
}

if (typeof window !== 'undefined') startDownloads(window.location.hash);
