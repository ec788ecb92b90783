import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '../../shared/i18n';
import { useIsDesktop } from '../../shared/device/device';
import {
  useDocumentTitle,
  useIsNavigating,
  useLangQuery,
  useScrollToTop,
  useSessionUser,
  useSiteStatus,
  useCompanyIdCapture,
  useSocketStart,
} from '../bootstrap';
import { useQuoteFeed } from '../../shared/market/quote-feed';
import { OfflineBanner } from '../../shared/pwa/OfflineBanner';
import { socket } from '../../shared/socket';
import { BootFallback } from '../RouteError';
import { MobileShell } from './MobileShell';
import { loadDesktopShell } from './shells';

const DesktopShell = lazy(loadDesktopShell);

/** The root route: start-up checks, then the desktop or the mobile shell around the page. */
export function RootLayout() {
  // Subscribing re-renders the shell (titles, nav labels) when the language changes.
  useTranslation();
  useScrollToTop();
  useSessionUser();
  useSiteStatus();
  useCompanyIdCapture();
  useLangQuery();
  useDocumentTitle();
  useSocketStart();
  useQuoteFeed(socket);
  const navigating = useIsNavigating();
  const desktop = useIsDesktop();
  const Shell = desktop ? DesktopShell : MobileShell;

  return (
    <>
      {navigating ? <div className="fx-progress" data-testid="route-progress" /> : null}
      <OfflineBanner />
      <Suspense fallback={<BootFallback />}>
        <Shell>
          <Outlet />
        </Shell>
      </Suspense>
    </>
  );
}
