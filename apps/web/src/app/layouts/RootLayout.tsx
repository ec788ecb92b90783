import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
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
import { DesktopShell } from './DesktopShell';
import { MobileShell } from './MobileShell';

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
      <Shell>
        <Outlet />
      </Shell>
    </>
  );
}
