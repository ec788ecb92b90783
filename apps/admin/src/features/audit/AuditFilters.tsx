import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button';
import { Input, Select } from '../../shared/ui/Field';
import { ACTION_PREFIXES, NO_FILTERS, TARGET_TYPES, type AuditFilters as Filters } from './audit.api';

const FAMILY_LABELS = {
  'deposit.': 'audit.family_deposit',
  'withdrawal.': 'audit.family_withdrawal',
  'client.': 'audit.family_client',
  'settings.': 'audit.family_settings',
  'instrument.': 'audit.family_instrument',
  'reference.': 'audit.family_reference',
  'staff.': 'audit.family_staff',
  'company.': 'audit.family_company',
  'upload.': 'audit.family_upload',
} as const satisfies Record<(typeof ACTION_PREFIXES)[number], string>;

/** Action family and text, staff e-mail, target type and id, and a day range. */
export function AuditFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const edit = (key: keyof Filters) => (text: string) => setDraft((d) => ({ ...d, [key]: text }));
  const family = (ACTION_PREFIXES as readonly string[]).includes(draft.action) ? draft.action : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v.trim()])) as unknown as Filters);
  };
  const text = (key: keyof Filters, label: string, extra: Record<string, unknown> = {}) => (
    <Input
      aria-label={label}
      placeholder={label}
      value={draft[key]}
      onChange={(e) => edit(key)(e.target.value)}
      data-testid={`audit-${key}`}
      {...extra}
    />
  );
  return (
    <form className="toolbar" onSubmit={submit} role="search">
      <Select
        aria-label={t('audit.family')}
        value={family}
        options={[
          { value: '', label: t('audit.all_actions') },
          ...ACTION_PREFIXES.map((p) => ({ value: p, label: `${t(FAMILY_LABELS[p])} (${p}*)` })),
        ]}
        onChange={(v) => {
          setDraft((d) => ({ ...d, action: v }));
          onChange({ ...value, action: v });
        }}
        data-testid="audit-family"
      />
      {text('action', t('audit.action_placeholder'), { className: 'search', type: 'search' })}
      {text('admin', t('audit.staff_email'), { type: 'search' })}
      {text('target_type', t('audit.target_type'), { list: 'audit-target-types' })}
      <datalist id="audit-target-types">
        {TARGET_TYPES.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      {text('target_id', t('audit.target_id'), { className: 'mono' })}
      <label className="inline small">
        {t('audit.from')}
        {text('from', t('audit.from'), { type: 'date' })}
      </label>
      <label className="inline small">
        {t('audit.to')}
        {text('to', t('audit.to'), { type: 'date', min: draft.from || undefined })}
      </label>
      <Button type="submit" variant="primary" data-testid="audit-apply">
        {t('common.filter')}
      </Button>
      <Button
        onClick={() => {
          setDraft(NO_FILTERS);
          onChange(NO_FILTERS);
        }}
      >
        {t('common.clear')}
      </Button>
    </form>
  );
}
