import Popover from 'antd-mobile/es/components/popover';
import { useTranslation } from '../../shared/i18n';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '../../shared/routes/paths';
import { logout } from '../../shared/session/logout';
import { useIsLoggedIn, useUser } from '../../shared/session/session.store';
import {
  ChevronDownIcon,
  ClockIcon,
  DepositIcon,
  HeadsetIcon,
  LockIcon,
  LogoutIcon,
  SettingsIcon,
  UserIcon,
  WalletIcon,
} from '../../shared/ui/icons';

/** Desktop header account area: log in / sign up, or the account menu once logged in. */
export function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const user = useUser();

  if (!loggedIn) {
    return (
      <>
        <Link
          className="fx-header-button fx-header-button--ghost"
          to={PATHS.login}
          data-testid="header-login"
        >
          {t('desktop.log_in')}
        </Link>
        <Link
          className="fx-header-button fx-header-button--primary"
          to={PATHS.register}
          data-testid="header-register"
        >
          {t('desktop.sign_up')}
        </Link>
      </>
    );
  }

  const account = user ? user.email || user.mobile || (user.is_demo === 1 ? t('user.demo_account') : '') : '';
  const actions = [
    { key: PATHS.user, icon: <UserIcon />, text: t('desktop.user_centre') },
    { key: PATHS.charge, icon: <DepositIcon />, text: t('user.charge') },
    { key: PATHS.wallet, icon: <WalletIcon />, text: t('pages.wallet') },
    { key: PATHS.history, icon: <ClockIcon />, text: t('desktop.records') },
    { key: PATHS.password, icon: <LockIcon />, text: t('desktop.password') },
    // The chat page applies the service link type itself (SPEC §9), so a plain link is enough.
    { key: PATHS.chat, icon: <HeadsetIcon />, text: t('user.links.chat') },
    { key: PATHS.system, icon: <SettingsIcon />, text: t('desktop.settings') },
    {
      key: 'logout',
      icon: <LogoutIcon />,
      text: <span data-testid="header-logout">{t('desktop.logout')}</span>,
    },
  ];

  return (
    <Popover.Menu
      className="fx-popover-menu"
      trigger="click"
      placement="bottom-end"
      actions={actions}
      onAction={(action) => {
        if (action.key === 'logout') {
          void logout().then(() => navigate(PATHS.home, { replace: true }));
        } else if (typeof action.key === 'string') {
          navigate(action.key);
        }
      }}
    >
      <button type="button" className="fx-header-button" data-testid="account-menu">
        <span className="fx-header-avatar">{(account || '?').slice(0, 1).toUpperCase()}</span>
        <span className="fx-header-account">{account || t('desktop.user_centre')}</span>
        {user?.is_demo === 1 ? <span className="fx-badge-demo">{t('user.demo')}</span> : null}
        <ChevronDownIcon />
      </button>
    </Popover.Menu>
  );
}
