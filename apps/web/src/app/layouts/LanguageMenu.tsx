import { lazy } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useLang } from '../../shared/i18n';
import { ChevronDownIcon, GlobeIcon } from '../../shared/ui/icons';
import { HeaderMenu } from './HeaderMenu';

const loadPanel = () => import('./LanguageMenuPanel');
const LanguageMenuPanel = lazy(loadPanel);

/** Desktop header language picker: the 15 languages with their flags, persisted on change. */
export function LanguageMenu() {
  const current = useLang();
  const { t } = useTranslation();
  return (
    <HeaderMenu id="fx-language-menu" testId="language-menu" panel={LanguageMenuPanel} preload={loadPanel}>
      <GlobeIcon />
      <span className="fx-sr-only">{t('nav.language')} </span>
      <span>{current.text}</span>
      <ChevronDownIcon />
    </HeaderMenu>
  );
}
