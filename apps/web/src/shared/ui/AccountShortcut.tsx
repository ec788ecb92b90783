import { useTranslation } from '../i18n';
import { useNavigate } from 'react-router';
import { PATHS } from '../routes/paths';
import { UserIcon } from './icons';

/** The round account button at the start of the mobile tab pages' nav bar. */
export function AccountShortcut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="fx-icon-button fx-icon-button--round"
      onClick={() => navigate(PATHS.user)}
      aria-label={t('nav.account')}
      data-testid="account-shortcut"
    >
      <UserIcon />
    </button>
  );
}
