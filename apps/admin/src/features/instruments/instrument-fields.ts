import type { TFunction } from 'i18next';
import type { FieldSpec } from '../../shared/ui/form-spec';

/** The editable pair fields, with the patterns of the instruments route. */
export function dealingFields(t: TFunction): FieldSpec[] {
  return [
    {
      name: 'spreadPoints',
      label: t('instruments.spread'),
      hint: t('instruments.spread_hint'),
      kind: 'int',
      min: 0,
      max: 10_000,
    },
    {
      name: 'feeRate',
      label: t('instruments.fee_rate'),
      hint: t('instruments.fee_rate_hint'),
      kind: 'decimal',
      pattern: /^\d{1,6}(\.\d{1,8})?$/,
    },
    { name: 'minLots', label: t('instruments.min_lots'), kind: 'decimal', pattern: /^\d{1,4}(\.\d{1,4})?$/ },
    { name: 'lotStep', label: t('instruments.lot_step'), kind: 'decimal', pattern: /^\d{1,4}(\.\d{1,4})?$/ },
    {
      name: 'marginMode',
      label: t('instruments.margin_mode'),
      kind: 'select',
      options: [
        { value: 2, label: t('instruments.margin_mode_2') },
        { value: 1, label: t('instruments.margin_mode_1') },
      ],
    },
    {
      name: 'leverages',
      label: t('instruments.leverages'),
      hint: t('instruments.leverages_hint'),
      kind: 'intList',
      min: 1,
      max: 2000,
      maxItems: 20,
    },
  ];
}

/** Feed control: the simulated feed's volatility and the trading calendar. */
export function feedFields(t: TFunction): FieldSpec[] {
  return [
    {
      name: 'volatility',
      label: t('instruments.volatility'),
      hint: t('instruments.volatility_hint'),
      kind: 'decimal',
      pattern: /^\d(\.\d{1,4})?$/,
    },
    {
      name: 'schedule',
      label: t('instruments.schedule'),
      kind: 'select',
      options: [
        { value: '24x7', label: t('instruments.schedule_24x7') },
        { value: '24x5', label: t('instruments.schedule_24x5') },
      ],
    },
    { name: 'enabled', label: t('instruments.open_for_trading'), kind: 'switch' },
  ];
}
