import { decimalPattern } from '@fxdesk/contract';
import type { TFunction } from 'i18next';
import type { FieldSpec } from '../../shared/ui/form-spec';

export function currencyFields(t: TFunction): FieldSpec[] {
  return [
    {
      name: 'usdPrice',
      label: t('reference.usd_price'),
      hint: t('reference.usd_price_hint'),
      kind: 'decimal',
      pattern: decimalPattern(12, 8),
    },
    {
      name: 'feeType',
      label: t('reference.fee_type'),
      kind: 'select',
      options: [
        { value: 1, label: t('reference.fee_type_1') },
        { value: 2, label: t('reference.fee_type_2') },
      ],
    },
    {
      name: 'feeValue',
      label: t('reference.fee_value'),
      hint: t('reference.fee_value_hint'),
      kind: 'decimal',
      pattern: decimalPattern(9, 6),
    },
    {
      name: 'drawRate',
      label: t('reference.draw_rate'),
      hint: t('reference.draw_rate_hint'),
      kind: 'decimal',
      pattern: decimalPattern(4, 8),
    },
    { name: 'minAmount', label: t('reference.min_amount'), kind: 'decimal', pattern: decimalPattern(9, 2) },
    { name: 'maxAmount', label: t('reference.max_amount'), kind: 'decimal', pattern: decimalPattern(9, 2) },
    { name: 'enabled', label: t('common.enabled'), kind: 'switch' },
  ];
}

const text = (
  name: string,
  label: string,
  maxLength: number,
  extra: { upper?: boolean; mono?: boolean; required?: boolean } = {},
): FieldSpec => ({ name, label, kind: 'text', maxLength, ...extra });

export function channelFields(t: TFunction): FieldSpec[] {
  return [
    text('currencyCode', t('reference.currency'), 10, { upper: true }),
    text('protocolCode', t('reference.protocol'), 16, { upper: true }),
    text('address', t('reference.address'), 128, { mono: true }),
    { name: 'enabled', label: t('common.enabled'), kind: 'switch' },
  ];
}

export function wireFields(t: TFunction): FieldSpec[] {
  return [
    text('currencyCode', t('reference.currency'), 10, { upper: true }),
    text('bankName', t('reference.bank_name'), 120),
    text('bankAddress', t('reference.bank_address'), 200),
    {
      name: 'bankSwift',
      label: t('reference.swift'),
      kind: 'text',
      upper: true,
      mono: true,
      pattern: /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/,
      hint: t('reference.swift_hint'),
    },
    text('payeeName', t('reference.payee_name'), 120),
    text('payeeAccount', t('reference.payee_account'), 64, { mono: true }),
    text('bankRemark', t('reference.bank_remark'), 200, { required: false }),
    { name: 'enabled', label: t('common.enabled'), kind: 'switch' },
  ];
}
