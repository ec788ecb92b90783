// First: starts the opening page's downloads (its chunks, antd-mobile's strings) before the rest
// of start-up evaluates.
import './boot';
// antd-mobile's global styles (its CSS variables) and iOS :active fix: components are imported
// by path, so nothing imports the package index that used to bring them.
import 'antd-mobile/es/global';
import { reloadOnceOnPreloadError } from '@fxdesk/browser/preload-reload';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/App';
import { loadDesktopShell } from './app/layouts/shells';
import { createAppRouter, isLazyPage, preloadRoute, type PreloadedRoutes } from './app/router';
import { detectLayout } from './shared/device/device';
import { initI18nFromLocation, whenI18nReady } from './shared/i18n';
import { within } from './shared/lib/within';
import { prefetchTradeList } from './shared/market/queries';
import { registerServiceWorker } from './shared/pwa/service-worker';
import '@fxdesk/browser/base.css';
import './shared/ui/styles.css';
import './shared/theme/theme.css';
import './shared/theme/theme';

registerServiceWorker();

// SPEC §8: a new deploy's missing chunk reloads the page once per tab.
reloadOnceOnPreloadError('fxdesk.preloadReload');

async function start(): Promise<void> {
  // The desktop shell is a lazy chunk: fetch it while the language file loads, not after.
  if (detectLayout() === 'desktop') void loadDesktopShell();
  const route = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
  // A lazy page (#/trade…) paints once its chunk, the whole language file and antd-mobile's
  // strings are in: they all download now, beside the start-up strings, not one after another
  // (the start-up strings first, then the messages, then the page's chunks).
  const lazyPage = isLazyPage(route);
  const messages = initI18nFromLocation(window.location.hash, { lazyPage });
  const page = preloadRoute(route);
  const queryClient = createQueryClient();
  // Home and trade show the trade list: ask for it now (the language is already set), beside
  // the language files and the first render, rather than from the list's effect after it.
  if (route === '/' || route === '/trade') void prefetchTradeList(queryClient);
  await messages;
  // A lazy page's first render is the page itself once everything it waits for is in (its
  // chunks, the whole language file): no spinner render first, then the page in a second one.
  const preloaded = lazyPage ? await whenPageReady(page) : undefined;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter(preloaded)} queryClient={queryClient} />
    </StrictMode>,
  );
}

/**
 * The page's loaded routes once the language is complete too. None if that failed or takes over
 * PAGE_WAIT_MS (a slow or hung download): the app then renders at once, the router shows its
 * loading state and loads the page itself, instead of an empty screen until the download ends.
 */
const PAGE_WAIT_MS = 1_500;
function whenPageReady(page: Promise<PreloadedRoutes>): Promise<PreloadedRoutes | undefined> {
  return within(
    Promise.all([page, whenI18nReady()]).then(([loaded]) => loaded),
    PAGE_WAIT_MS,
  );
}

void start();
