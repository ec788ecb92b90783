import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from '../../shared/i18n';
import { useNavigate } from 'react-router';
import { useLang } from '../../shared/i18n';
import { PATHS } from '../../shared/routes/paths';
import { logout } from '../../shared/session/logout';
import { useIsLoggedIn } from '../../shared/session/session.store';
import { GlobeIcon, InfoIcon, LogoutIcon, MailIcon, ThemeIcon } from '../../shared/ui/icons';
import { IconListItem } from '../../shared/ui/IconListItem';
import { PageFrame } from '../../shared/ui/PageFrame';
import { ThemeSwitch } from '../../shared/theme/ThemeSwitch';
import './user.css';
import { dialog } from '../../shared/ui/dialog/dialog';

/** SPEC §2 system page: language, contact, version, and logout (SPEC §4: back to home). */
export function SystemPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLang();
  const loggedIn = useIsLoggedIn();

  const confirmLogout = async () => {
    const confirmed = await dialog.confirm({
      content: t('system.logout_confirm'),
      confirmText: <span data-testid="logout-confirm">{t('system.logout')}</span>,
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    await logout();
    navigate(PATHS.home, { replace: true });
  };

  return (
    <PageFrame title={t('pages.system')} back={PATHS.user} testId="system-page">
      <div className="fx-section">
        <List className="fx-list-card fx-flush">
          <IconListItem
            icon={<GlobeIcon />}
            extra={lang.text}
            onClick={() => navigate(PATHS.language)}
            data-testid="system-language"
          >
            {t('system.language')}
          </IconListItem>
          <IconListItem
            icon={<ThemeIcon />}
            extra={<ThemeSwitch labelledBy="system-theme-label" />}
            data-testid="system-theme"
          >
            <span id="system-theme-label">{t('theme.label')}</span>
          </IconListItem>
          <IconListItem
            icon={<MailIcon />}
            onClick={() => navigate(PATHS.email)}
            data-testid="system-contact"
          >
            {t('system.contact')}
          </IconListItem>
          <IconListItem icon={<InfoIcon />} extra={__APP_VERSION__}>
            {t('system.version')}
          </IconListItem>
        </List>
        {loggedIn ? (
          <Button
            block
            color="danger"
            fill="outline"
            className="fx-logout"
            onClick={() => void confirmLogout()}
            data-testid="logout-button"
          >
            <LogoutIcon /> {t('system.logout')}
          </Button>
        ) : null}
      </div>
    </PageFrame>
  );
}
