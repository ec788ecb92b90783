import { decimalPattern } from '@fxdesk/contract';
import type { TFunction } from 'i18next';
import type { FieldSpec } from '../../shared/ui/form-spec';
import type { Category } from './instruments.api';

/** The same rule as the server: an http(s) URL or a path on this site. */
export const LOGO_PATTERN = /^(https?:\/\/[^\s"'<>]{1,290}|\/(?!\/)[\w./-]{1,290})$/;

/** The pair's name in one interface language is edited as the flat field `name_<lang>`. */
export const NAME_PREFIX = 'name_';

/** What the client sees of a pair: code shown, category, digits, lot size, logo, names. */
export function identityFields(
  t: TFunction,
  categories: readonly Category[],
  languages: readonly string[],
): FieldSpec[] {
  return [
    {
      name: 'showCode',
      label: t('instruments.show_code'),
      kind: 'text',
      pattern: /^[A-Za-z0-9./ -]{3,20}$/,
      mono: true,
    },
    {
      name: 'categoryId',
      label: t('instruments.category'),
      kind: 'select',
      options: categories.map((c) => ({ value: c.Id, label: c.Name })),
    },
    {
      name: 'pricePrecision',
      label: t('instruments.precision'),
      hint: t('instruments.precision_hint'),
      kind: 'int',
      min: 0,
      max: 8,
    },
    {
      name: 'unitsPerLot',
      label: t('instruments.units_per_lot'),
      kind: 'decimal',
      pattern: /^[1-9]\d{0,8}(\.\d{1,2})?$/,
    },
    {
      name: 'logo',
      label: t('instruments.logo'),
      hint: t('instruments.logo_hint'),
      kind: 'text',
      required: false,
      maxLength: 300,
      pattern: LOGO_PATTERN,
      mono: true,
    },
    ...languages.map((lang): FieldSpec => ({
      name: `${NAME_PREFIX}${lang}`,
      label: t('instruments.name_in', { lang }),
      kind: 'text',
      maxLength: 80,
    })),
  ];
}

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
      pattern: decimalPattern(6, 8),
    },
    { name: 'minLots', label: t('instruments.min_lots'), kind: 'decimal', pattern: decimalPattern(4, 4) },
    { name: 'lotStep', label: t('instruments.lot_step'), kind: 'decimal', pattern: decimalPattern(4, 4) },
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
