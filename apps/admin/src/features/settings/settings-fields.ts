import { decimalPattern } from '@fxdesk/contract';
import type { TFunction } from 'i18next';
import type { FieldSpec } from '../../shared/ui/form-spec';

export interface SettingsGroup {
  titleKey:
    | 'settings.group_service'
    | 'settings.group_registration'
    | 'settings.group_trading'
    | 'settings.group_site';
  fields: FieldSpec[];
}

const select = (name: string, label: string, options: [number, string][], hint?: string): FieldSpec => ({
  name,
  label,
  kind: 'select',
  options: options.map(([value, text]) => ({ value, label: `${value} · ${text}` })),
  ...(hint ? { hint } : {}),
});

/** Every editable setting, grouped as the screen shows them, with the route's limits. */
export function settingsGroups(t: TFunction): SettingsGroup[] {
  return [
    {
      titleKey: 'settings.group_service',
      fields: [
        {
          name: 'service_link',
          label: t('settings.service_link'),
          kind: 'text',
          maxLength: 500,
          required: false,
          hint: t('settings.service_link_hint'),
        },
        select('service_link_type', t('settings.service_link_type'), [
          [1, t('settings.service_link_type_1')],
          [2, t('settings.service_link_type_2')],
          [3, t('settings.service_link_type_3')],
        ]),
      ],
    },
    {
      titleKey: 'settings.group_registration',
      fields: [
        select('verify_reg_type', t('settings.verify_reg_type'), [
          [1, t('settings.verify_reg_type_1')],
          [2, t('settings.verify_reg_type_2')],
        ]),
        select('is_show_mobile', t('settings.is_show_mobile'), [
          [1, t('settings.is_show_mobile_1')],
          [3, t('settings.is_show_mobile_3')],
        ]),
        {
          name: 'restricted_countries',
          label: t('settings.restricted_countries'),
          hint: t('settings.restricted_countries_hint'),
          kind: 'codeList',
          pattern: /^[A-Z]{2}$/,
          maxItems: 50,
          mono: true,
        },
      ],
    },
    {
      titleKey: 'settings.group_trading',
      fields: [
        select('trade_fee_type', t('settings.trade_fee_type'), [
          [1, t('settings.trade_fee_type_1')],
          [2, t('settings.trade_fee_type_2')],
        ]),
        {
          name: 'stop_out_level',
          label: t('settings.stop_out_level'),
          hint: t('settings.stop_out_hint'),
          kind: 'number',
          min: 0,
          max: 100,
        },
        {
          name: 'margin_call_level',
          label: t('settings.margin_call_level'),
          hint: t('settings.margin_call_hint'),
          kind: 'number',
          min: 0,
          max: 1000,
        },
        select('withdraw_requires_kyc', t('identity.setting_withdraw_kyc'), [
          [1, t('identity.setting_withdraw_kyc_1')],
          [0, t('identity.setting_withdraw_kyc_0')],
        ]),
        {
          name: 'demo_balance',
          label: t('settings.demo_balance'),
          hint: t('settings.demo_balance_hint'),
          kind: 'decimal',
          pattern: decimalPattern(9, 2),
        },
      ],
    },
    {
      titleKey: 'settings.group_site',
      fields: [
        select('site_status', t('settings.site_status'), [
          [0, t('settings.site_status_0')],
          [1, t('settings.site_status_1')],
        ]),
        {
          name: 'loss_url',
          label: t('settings.loss_url'),
          hint: t('settings.loss_url_hint'),
          kind: 'text',
          maxLength: 500,
          required: false,
          pattern: /^https?:\/\/[^\s/?#]+[^\s]*$/,
        },
        {
          name: 'compliance_email',
          label: t('company.compliance_email'),
          hint: t('company.compliance_email_hint'),
          kind: 'text',
          maxLength: 254,
          required: false,
          pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
        },
        select('site_type', t('settings.site_type'), [
          [1, t('settings.site_type_1')],
          [2, t('settings.site_type_2')],
        ]),
      ],
    },
  ];
}
