import './pwa.css';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has no network. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine !== false,
    () => true,
  );
}

/**
 * A clear "offline" state across the top of every screen while the browser has no network: the
 * app shell still works (served by the service worker), but prices and account data are not live.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div className="fx-offline" role="alert" data-testid="offline-banner">
      <span className="fx-offline-dot" aria-hidden="true" />
      <span className="fx-offline-text">{t('support.offline.banner')}</span>
      <button type="button" className="fx-offline-retry" onClick={() => window.location.reload()}>
        {t('support.offline.retry')}
      </button>
    </div>
  );
}
