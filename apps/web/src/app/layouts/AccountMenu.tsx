import { lazy } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { PATHS } from '../../shared/routes/paths';
import { useIsLoggedIn, useUser } from '../../shared/session/session.store';
import { ChevronDownIcon } from '../../shared/ui/icons';
import { HeaderMenu } from './HeaderMenu';

const loadPanel = () => import('./AccountMenuPanel');
const AccountMenuPanel = lazy(loadPanel);

/** What a visitor sees in place of the account menu: log in (quiet) and sign up (primary). */
const GUEST_LINKS = [
  { to: PATHS.login, look: 'ghost', label: 'desktop.log_in', testId: 'header-login' },
  { to: PATHS.register, look: 'primary', label: 'desktop.sign_up', testId: 'header-register' },
] as const;

/** Desktop header account area: log in / sign up, or the account menu once logged in. */
export function AccountMenu() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const user = useUser();

  if (!loggedIn) {
    return (
      <>
        {GUEST_LINKS.map((link) => (
          <Link
            key={link.testId}
            className={`fx-header-button fx-header-button--${link.look}`}
            to={link.to}
            data-testid={link.testId}
          >
            {t(link.label)}
          </Link>
        ))}
      </>
    );
  }

  const account = user ? user.email || user.mobile || (user.is_demo === 1 ? t('user.demo_account') : '') : '';
  return (
    <HeaderMenu id="fx-account-menu" testId="account-menu" panel={AccountMenuPanel} preload={loadPanel}>
      <span className="fx-header-avatar">{(account || '?').slice(0, 1).toUpperCase()}</span>
      <span className="fx-header-account">{account || t('desktop.user_centre')}</span>
      {user?.is_demo === 1 ? <span className="fx-badge-demo">{t('user.demo')}</span> : null}
      <ChevronDownIcon />
    </HeaderMenu>
  );
}
