import { useTranslation } from 'react-i18next';
import { ADMIN_LANGS, currentLang, setLanguage, type AdminLang } from '../i18n';

/** The 15 languages of the product; the choice also changes the language of the server's messages. */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation();
  // Read through i18n.language so the select re-renders when the language changes.
  const active = i18n.language ? currentLang() : 'en';
  return (
    <select
      className={`lang-switch lang-switch-${tone}`}
      aria-label={t('common.language')}
      value={active}
      onChange={(event) => void setLanguage(event.target.value as AdminLang)}
      data-testid="lang-switch"
    >
      {ADMIN_LANGS.map((lang) => (
        <option key={lang.value} value={lang.value} lang={lang.locale}>
          {lang.text}
        </option>
      ))}
    </select>
  );
}
