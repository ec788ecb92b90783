import { useTranslation } from '../i18n';
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
      data-testid="language-chip"
    >
      <GlobeIcon />
      {/* Named "Language EN": the visible code is part of the accessible name (WCAG 2.5.3). */}
      <span className="fx-sr-only">{t('nav.language')} </span>
      <span>{lang.value.toUpperCase()}</span>
    </button>
  );
}
