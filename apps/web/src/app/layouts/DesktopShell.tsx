import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link, useLocation } from 'react-router';
import { ORDER_TICKET_ID, PATHS } from '../../shared/routes/paths';
import { ConnectionBadge } from '../../shared/socket/ConnectionBadge';
import { ThemeToggle } from '../../shared/theme/ThemeSwitch';
import { Brand } from '../../shared/ui/Brand';
import { AccountMenu } from './AccountMenu';
import { LanguageMenu } from './LanguageMenu';
import { MAIN_NAV, activeNavPath } from './nav';

const YEAR = new Date().getFullYear();

/** Desktop layout (SPEC §1): header with brand, main nav, language and account; footer notices. */
export function DesktopShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const active = activeNavPath(location.pathname, location.search);

  return (
    <div className="fx-desktop" data-layout="desktop">
      {location.pathname === PATHS.trade ? (
        // First in the Tab order: straight to the order ticket, past the header and pair list.
        <a
          className="fx-skip-link"
          href={`#${PATHS.trade}`}
          onClick={(event) => {
            event.preventDefault();
            document.getElementById(ORDER_TICKET_ID)?.focus();
          }}
          data-testid="skip-to-ticket"
        >
          {t('a11y.skip_to_ticket')}
        </a>
      ) : null}
      <header className="fx-header">
        <div className="fx-header-inner">
          <Link to={PATHS.home} className="fx-header-brand" aria-label={t('app.name')}>
            <Brand />
          </Link>
          <nav className="fx-header-nav" data-testid="main-nav">
            {MAIN_NAV.map((item) => (
              <Link
                key={item.key}
                to={item.path}
                className={item.path === active ? 'fx-header-link fx-header-link--active' : 'fx-header-link'}
                aria-current={item.path === active ? 'page' : undefined}
                data-testid={`nav-${item.key}`}
              >
                {t(`nav.${item.key}`)}
              </Link>
            ))}
          </nav>
          <div className="fx-header-end">
            <ConnectionBadge />
            <LanguageMenu />
            <ThemeToggle />
            <AccountMenu />
          </div>
        </div>
      </header>
      <main className="fx-main">{children}</main>
      <footer className="fx-footer">
        <div className="fx-footer-inner">
          <p>{t('app.risk_warning')}</p>
          <p>{t('app.restricted_notice')}</p>
          <p>
            © {YEAR} {t('app.name')}
          </p>
        </div>
      </footer>
    </div>
  );
}
