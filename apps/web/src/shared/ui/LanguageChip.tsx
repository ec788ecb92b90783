import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLang } from '../i18n';
import { PATHS } from '../routes/paths';
import { GlobeIcon } from './icons';

/**
 * Mobile language picker: a globe and the current code, opening /language. A globe rather than
 * the flag emoji, which many systems (Windows, Linux without an emoji font) draw as boxes.
 */
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
      <GlobeIcon />
      <span>{lang.value.toUpperCase()}</span>
    </button>
  );
}
