import { useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n';
import { PATHS } from '../../shared/routes/paths';
import { logout } from '../../shared/session/logout';
import {
  ClockIcon,
  DepositIcon,
  HeadsetIcon,
  LockIcon,
  LogoutIcon,
  SettingsIcon,
  UserIcon,
  WalletIcon,
} from '../../shared/ui/icons';
import type { HeaderMenuPanelProps } from './HeaderMenu';
import { MenuPanel, type MenuItem } from './MenuPanel';

/** The account menu's pop-over (lazy chunk, fetched on first open). */
export default function AccountMenuPanel(props: HeaderMenuPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const go = (path: string) => () => void navigate(path);
  const items: MenuItem[] = [
    { key: PATHS.user, icon: <UserIcon />, text: t('desktop.user_centre'), onSelect: go(PATHS.user) },
    { key: PATHS.charge, icon: <DepositIcon />, text: t('user.charge'), onSelect: go(PATHS.charge) },
    { key: PATHS.wallet, icon: <WalletIcon />, text: t('pages.wallet'), onSelect: go(PATHS.wallet) },
    { key: PATHS.history, icon: <ClockIcon />, text: t('desktop.records'), onSelect: go(PATHS.history) },
    { key: PATHS.password, icon: <LockIcon />, text: t('desktop.password'), onSelect: go(PATHS.password) },
    // The chat page applies the service link type itself (SPEC §9), so a plain link is enough.
    { key: PATHS.chat, icon: <HeadsetIcon />, text: t('user.links.chat'), onSelect: go(PATHS.chat) },
    { key: PATHS.system, icon: <SettingsIcon />, text: t('desktop.settings'), onSelect: go(PATHS.system) },
    {
      key: 'logout',
      icon: <LogoutIcon />,
      text: t('desktop.logout'),
      testId: 'header-logout',
      onSelect: () => void logout().then(() => navigate(PATHS.home, { replace: true })),
    },
  ];
  return <MenuPanel {...props} label={t('desktop.user_centre')} items={items} />;
}
