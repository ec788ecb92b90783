import { LANGUAGES, type Lang } from '@fxdesk/contract';
import { setLanguage, useLang, useTranslation } from '../../shared/i18n';
import { CheckIcon } from '../../shared/ui/icons';
import type { HeaderMenuPanelProps } from './HeaderMenu';
import { MenuPanel } from './MenuPanel';

/** The language menu's pop-over (lazy chunk, fetched on first open). */
export default function LanguageMenuPanel(props: HeaderMenuPanelProps) {
  const current = useLang();
  const { t } = useTranslation();
  return (
    <MenuPanel
      {...props}
      label={t('nav.language')}
      items={LANGUAGES.map((l) => ({
        key: l.value,
        icon: l.icon,
        text: (
          <>
            {l.text}
            {l.value === current.value ? <CheckIcon className="fx-menu-check" /> : null}
          </>
        ),
        checked: l.value === current.value,
        testId: `language-menu-${l.value}`,
        onSelect: () => void setLanguage(l.value as Lang),
      }))}
    />
  );
}
