import { useTranslation } from 'react-i18next';
import { ADMIN_LANGS, currentLang, setLanguage } from '../i18n';

/** English / 繁體中文; the choice also changes the language of the server's messages. */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation();
  const active = i18n.language === 'hk' ? 'hk' : currentLang();
  return (
    <div className={`lang-switch lang-switch-${tone}`} role="group" aria-label={t('common.language')}>
      {ADMIN_LANGS.map((lang) => (
        <button
          key={lang.value}
          type="button"
          aria-pressed={active === lang.value}
          className={active === lang.value ? 'active' : undefined}
          onClick={() => void setLanguage(lang.value)}
          data-testid={`lang-${lang.value}`}
          lang={lang.locale}
        >
          {lang.label}
        </button>
      ))}
    </div>
  );
}
