import { useTranslation } from '../i18n';
import { PATHS } from '../routes/paths';
import { UserIcon } from './icons';
import { NavButton } from './NavButton';

/** The round account button at the start of the mobile tab pages' nav bar. */
export function AccountShortcut() {
  const { t } = useTranslation();
  return (
    <NavButton
      to={PATHS.user}
      className="fx-icon-button fx-icon-button--round"
      label={t('nav.account')}
      testId="account-shortcut"
    >
      <UserIcon />
    </NavButton>
  );
}
