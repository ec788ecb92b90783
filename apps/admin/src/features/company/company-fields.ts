import type { TFunction } from 'i18next';
import type { FieldSpec } from '../../shared/ui/form-spec';

/** A directory company's fields with the limits of POST/PUT /admin/api/companies. */
export function directoryCompanyFields(t: TFunction): FieldSpec[] {
  const text = (
    name: string,
    label: string,
    maxLength = 300,
    extra: { pattern?: RegExp; hint?: string; required?: boolean } = {},
  ): FieldSpec => ({ name, label, kind: 'text', maxLength, required: false, ...extra });
  return [
    text('name', t('company.name'), 200, { required: true }),
    text('url', t('company.url'), 300, { pattern: /^https?:\/\/[^\s"'<>]+$/, hint: t('company.url_hint') }),
    text('email', t('company.email'), 254, { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ }),
    text('logo', t('company.logo'), 300, {
      pattern: /^(https?:\/\/[^\s"'<>]{1,290}|\/(?!\/)[\w./-]{1,290})$/,
      hint: t('company.logo_hint'),
    }),
    text('subject', t('company.subject')),
    text('registeredAddress', t('company.registered_address')),
    text('location', t('company.location')),
    { name: 'published', label: t('company.published'), kind: 'switch', hint: t('company.published_hint') },
  ];
}
