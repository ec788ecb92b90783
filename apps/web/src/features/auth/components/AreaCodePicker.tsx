import type { AreaCode } from '@fxdesk/contract';
import CheckList from 'antd-mobile/es/components/check-list';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useIsDesktop } from '../../../shared/device/device';
import { useLang } from '../../../shared/i18n';
import { Sheet } from '../../../shared/ui/dialog/Sheet';
import { countryName, flagEmoji } from '../../../shared/ui/format';
import { ChevronDownIcon } from '../../../shared/ui/icons';

interface AreaCodePickerProps {
  areas: readonly AreaCode[];
  value: AreaCode | undefined;
  onChange: (id: number) => void;
}

/** "🇭🇰 +852 ▾" inside the phone field; opens a searchable list of countries by localized name. */
export function AreaCodePicker({ areas, value, onChange }: AreaCodePickerProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const desktop = useIsDesktop();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');

  const rows = useMemo(
    () =>
      areas
        .map((a) => ({ ...a, name: countryName(a.code, lang.locale) }))
        .sort((a, b) => a.name.localeCompare(b.name, lang.locale)),
    [areas, lang.locale],
  );
  const needle = query.trim().toLowerCase().replace(/^\+/, '');
  const visible = needle
    ? rows.filter(
        (r) =>
          r.name.toLowerCase().includes(needle) ||
          r.global_code.startsWith(needle) ||
          r.code.toLowerCase() === needle,
      )
    : rows;

  const content = (
    <div className="fx-area-sheet" data-testid="area-sheet">
      <div className="fx-area-sheet-head">
        <h3>{t('auth.choose_area')}</h3>
        <SearchBar placeholder={t('auth.search_area')} value={query} onChange={setQuery} />
      </div>
      <div className="fx-area-sheet-list">
        {visible.length === 0 ? <p className="fx-area-empty">{t('common.no_results')}</p> : null}
        <CheckList
          value={value ? [String(value.id)] : []}
          onChange={(ids) => {
            const id = Number(ids[0]);
            if (Number.isFinite(id) && id > 0) onChange(id);
            setOpen(false);
            setQuery('');
          }}
        >
          {visible.map((r) => (
            <CheckList.Item key={r.id} value={String(r.id)} data-testid={`area-option-${r.code}`}>
              <span className="fx-area-row">
                <span className="fx-area-flag" aria-hidden="true">
                  {flagEmoji(r.code)}
                </span>
                <span className="fx-area-name">{r.name}</span>
                <span className="fx-area-code fx-num">+{r.global_code}</span>
              </span>
            </CheckList.Item>
          ))}
        </CheckList>
      </div>
    </div>
  );

  return (
    <>
      <button
        type="button"
        className="fx-area-trigger"
        onClick={() => setOpen(true)}
        disabled={areas.length === 0}
        aria-label={t('auth.area_code')}
        data-testid="area-code-button"
      >
        {value ? (
          <>
            <span aria-hidden="true">{flagEmoji(value.code)}</span>
            <span className="fx-num">+{value.global_code}</span>
          </>
        ) : (
          <span>+</span>
        )}
        <ChevronDownIcon />
      </button>
      <Sheet
        visible={open}
        onClose={() => setOpen(false)}
        position={desktop ? 'center' : 'bottom'}
        popupClassName={desktop ? 'fx-area-popup' : undefined}
        bodyStyle={
          desktop ? undefined : { borderTopLeftRadius: 16, borderTopRightRadius: 16, height: '75vh' }
        }
        label={t('auth.area_code')}
      >
        {content}
      </Sheet>
    </>
  );
}
