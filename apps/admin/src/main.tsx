import { reloadOnceOnPreloadError } from '@fxdesk/browser/preload-reload';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/App';
import { createAppRouter } from './app/router';
import { initI18n, resolveInitialLang, storedLang } from './shared/i18n';
import '@fxdesk/browser/base.css';
import './shared/ui/styles.css';
import './shared/theme/theme.css';
import './shared/theme/theme';

// A chunk that fails to load (a new deploy replaced it) reloads the page once per tab.
reloadOnceOnPreloadError('fxdesk.admin.preloadReload');

async function start(): Promise<void> {
  await initI18n(resolveInitialLang(storedLang(), navigator.languages ?? [navigator.language]));
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter()} queryClient={createQueryClient()} />
    </StrictMode>,
  );
}

void start();
