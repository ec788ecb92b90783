import { useTranslation } from '../i18n';
import { useLang } from '../i18n';
import { PATHS } from '../routes/paths';
import { GlobeIcon } from './icons';
import { NavButton } from './NavButton';

/**
 * Mobile language picker: a globe and the current code, opening /language. A globe rather than
 * the flag emoji, which many systems (Windows, Linux without an emoji font) draw as boxes.
 */
export function LanguageChip() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <NavButton to={PATHS.language} className="fx-lang-chip" testId="language-chip">
      <GlobeIcon />
      {/* Named "Language EN": the visible code is part of the accessible name (WCAG 2.5.3). */}
      <span className="fx-sr-only">{t('nav.language')} </span>
      <span>{lang.value.toUpperCase()}</span>
    </NavButton>
  );
}
