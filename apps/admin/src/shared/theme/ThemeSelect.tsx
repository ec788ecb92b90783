import { THEME_PREFERENCES, parseThemePreference } from '@fxdesk/contract';
import { useTranslation } from 'react-i18next';
import { themeController, useThemePreference } from './theme';

/** System / Light / Dark in the header, beside the language (a native select, like it). */
export function ThemeSelect() {
  const { t } = useTranslation();
  const preference = useThemePreference();
  return (
    <select
      className="lang-switch lang-switch-light theme-select"
      aria-label={t('theme.label')}
      value={preference}
      onChange={(event) => themeController.setPreference(parseThemePreference(event.target.value))}
      data-testid="theme-select"
    >
      {THEME_PREFERENCES.map((option) => (
        <option key={option} value={option}>
          {t(`theme.${option}`)}
        </option>
      ))}
    </select>
  );
}
