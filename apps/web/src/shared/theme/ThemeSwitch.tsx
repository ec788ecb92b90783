import { THEME_PREFERENCES, type ThemePreference } from '@fxdesk/contract';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n';
import { SunIcon, ThemeIcon } from '../ui/icons';
import { setThemePreference, useTheme, useThemePreference } from './theme';

/**
 * System / Light / Dark (settings page). A radio group: one tab stop, arrow keys move the choice,
 * as a screen reader expects of radios.
 */
export function ThemeSwitch({ labelledBy }: { labelledBy?: string }) {
  const { t } = useTranslation();
  const preference = useThemePreference();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    // In Arabic the row is mirrored: the right arrow goes to the previous option.
    const rtl =
      document.documentElement.dir === 'rtl' && (event.key === 'ArrowRight' || event.key === 'ArrowLeft');
    const count = THEME_PREFERENCES.length;
    const next = (index + (rtl ? -step : step) + count) % count;
    setThemePreference(THEME_PREFERENCES[next] as ThemePreference);
    buttons.current[next]?.focus();
  };

  return (
    <div
      className="fx-theme-switch"
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t('theme.label')}
      data-testid="theme-switch"
    >
      {THEME_PREFERENCES.map((option, index) => (
        <button
          key={option}
          ref={(el) => void (buttons.current[index] = el)}
          type="button"
          role="radio"
          aria-checked={preference === option}
          tabIndex={preference === option ? 0 : -1}
          className={preference === option ? 'fx-theme-option fx-theme-option--active' : 'fx-theme-option'}
          onClick={() => setThemePreference(option)}
          onKeyDown={(event) => onKeyDown(event, index)}
          data-testid={`theme-${option}`}
        >
          {t(`theme.${option}`)}
        </button>
      ))}
    </div>
  );
}

/** The desktop header's one-click switch between the light and the dark theme. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const dark = useTheme() === 'dark';
  return (
    <button
      type="button"
      className="fx-header-button fx-theme-toggle"
      aria-pressed={dark}
      aria-label={t('theme.dark_mode')}
      title={t(dark ? 'theme.to_light' : 'theme.to_dark')}
      onClick={() => setThemePreference(dark ? 'light' : 'dark')}
      data-testid="theme-toggle"
    >
      {dark ? <SunIcon size={18} /> : <ThemeIcon size={18} />}
    </button>
  );
}
