import { lazyPageAt } from './app/pages';
import { loadAntdLocale } from './shared/i18n/antd-locale';
import { resolveInitialLang } from './shared/i18n/initial-lang';
import { loadMessages, loadStartMessages } from './shared/i18n/loaders';
import { STORAGE_KEYS, storage } from './shared/lib/storage';

/**
 * Issue 15, cold load: main.tsx's first import, built as a chunk of its own that the entry
 * evaluates before React and the start-up chunk (build/startup-chunks.ts). It only starts
 * downloads: the language's start-up messages and, when the app opens on a lazy page (#/trade…),
 * that page's chunks, the whole message file and antd-mobile's strings, which that page waits
 * for. main.tsx asks for the same modules again once the start-up chunk has run and gets these
 * downloads (the browser loads a module once). Before, they were only asked for at the end of
 * the start-up chunk's evaluation, and a phone then waited for them with nothing left to do.
 */
function startDownloads(hash: string): void {
  const lang = resolveInitialLang(hash, storage.get(STORAGE_KEYS.lang));
  const page = lazyPageAt(hash.replace(/^#/, '') || '/');
  const ignore = (download: Promise<unknown>) => void download.catch(() => undefined);
  ignore(loadStartMessages(lang));
  if (!page) return;
  ignore(page());
  ignore(loadMessages(lang));
  loadAntdLocale(lang);
}

if (typeof window !== 'undefined') startDownloads(window.location.hash);
