import { LANGUAGES } from '@fxdesk/contract';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from '../../shared/i18n';
import { setLanguage, useLang } from '../../shared/i18n';
import { CheckIcon } from '../../shared/ui/icons';
import { PageFrame } from '../../shared/ui/PageFrame';
import { useGoBack } from '../../shared/ui/useGoBack';
import './language.css';

/** SPEC §3: the 15 languages with their flags; the choice is kept for the next visit. */
export function LanguagePage() {
  const { t } = useTranslation();
  const current = useLang();
  const goBack = useGoBack();

  const choose = async (value: (typeof LANGUAGES)[number]['value']) => {
    if (value !== current.value) await setLanguage(value);
    goBack();
  };

  return (
    <PageFrame title={t('pages.language')} testId="language-page">
      <p className="fx-language-intro">{t('language.intro')}</p>
      <List className="fx-list-card fx-language-list" data-testid="language-list">
        {LANGUAGES.map((l) => {
          const selected = l.value === current.value;
          return (
            <List.Item
              key={l.value}
              prefix={
                <span className="fx-language-flag" aria-hidden="true">
                  {l.icon}
                </span>
              }
              extra={selected ? <CheckIcon className="fx-language-check" /> : null}
              arrowIcon={false}
              onClick={() => void choose(l.value)}
              aria-current={selected ? 'true' : undefined}
              data-testid={`language-row-${l.value}`}
            >
              <span
                lang={l.locale}
                dir={l.dir}
                className={selected ? 'fx-language-name is-selected' : 'fx-language-name'}
              >
                {l.text}
              </span>
            </List.Item>
          );
        })}
      </List>
    </PageFrame>
  );
}
