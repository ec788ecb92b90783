import { LANGUAGES, type Lang } from '@fxdesk/contract';
import Popover from 'antd-mobile/es/components/popover';
import { useTranslation } from '../../shared/i18n';
import { setLanguage, useLang } from '../../shared/i18n';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../../shared/ui/icons';

/** Desktop header language picker: the 15 languages with their flags, persisted on change. */
export function LanguageMenu() {
  const current = useLang();
  const { t } = useTranslation();
  return (
    <Popover.Menu
      className="fx-popover-menu"
      trigger="click"
      placement="bottom-end"
      actions={LANGUAGES.map((l) => ({
        key: l.value,
        icon: <span aria-hidden="true">{l.icon}</span>,
        text: (
          <span className="fx-menu-row" data-testid={`language-menu-${l.value}`}>
            {l.text}
            {l.value === current.value ? <CheckIcon className="fx-menu-check" /> : null}
          </span>
        ),
      }))}
      onAction={(action) => void setLanguage(action.key as Lang)}
    >
      <button type="button" className="fx-header-button" data-testid="language-menu">
        <GlobeIcon />
        <span className="fx-sr-only">{t('nav.language')} </span>
        <span>{current.text}</span>
        <ChevronDownIcon />
      </button>
    </Popover.Menu>
  );
}
