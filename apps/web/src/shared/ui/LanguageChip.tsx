import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLang } from '../i18n';
import { PATHS } from '../routes/paths';

/** Mobile language picker: the current flag and code, opening /language. */
export function LanguageChip() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLang();
  return (
    <button
      type="button"
      className="fx-lang-chip"
      onClick={() => navigate(PATHS.language)}
      aria-label={t('nav.language')}
      data-testid="language-chip"
    >
      <span aria-hidden="true">{lang.icon}</span>
      <span>{lang.value.toUpperCase()}</span>
    </button>
  );
}
