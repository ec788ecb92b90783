import type { TFunction } from 'i18next';
import type { FieldSpec } from '../../shared/ui/form-spec';

/** The company profile's fields with the limits of PUT /admin/api/company. */
export function companyFields(t: TFunction): FieldSpec[] {
  const text = (name: string, label: string, required = false): FieldSpec => ({
    name,
    label,
    kind: 'text',
    maxLength: name === 'name' ? 200 : 300,
    required,
  });
  return [
    text('name', t('settings.company_name'), true),
    {
      name: 'email',
      label: t('settings.company_email'),
      hint: t('settings.company_email_hint'),
      kind: 'text',
      maxLength: 254,
      pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    },
    text('url', t('settings.company_url')),
    { ...text('logo', t('settings.company_logo')), hint: t('settings.company_logo_hint') },
    text('subject', t('settings.company_subject')),
    text('registeredAddress', t('settings.company_registered_address')),
    text('location', t('settings.company_location')),
  ];
}
