import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/auth/useCan';
import { useSpecForm } from '../../shared/ui/useSpecForm';
import { Card } from '../../shared/ui/Page';
import { SpecForm, SpecFormSave } from '../../shared/ui/SpecForm';
import { SpecFields } from '../../shared/ui/SpecInput';
import { toast } from '../../shared/ui/toast';
import { SavedRecord } from './SavedRecord';
import { companyFields } from './company-fields';
import { companyKey, fetchCompany, saveCompany, type Company, type CompanyPatch } from './settings.api';

function CompanyForm({ company }: { company: Company }) {
  const { t } = useTranslation();
  const canWrite = useCan('settings.write');
  const queryClient = useQueryClient();
  const specs = companyFields(t);
  const form = useSpecForm(specs, company as unknown as Record<string, unknown>, async (values) => {
    await saveCompany(values as CompanyPatch);
    toast.success(t('settings.company_saved'));
    await queryClient.invalidateQueries({ queryKey: companyKey });
  });
  const { changed, invalid } = form;

  return (
    <SpecForm form={form} name="company">
      <SpecFields specs={specs} form={form} disabled={!canWrite} testIdPrefix="company" />
      {canWrite && (
        <div className="form-actions">
          <SpecFormSave form={form} name="company" disabled={!changed && !invalid} />
        </div>
      )}
    </SpecForm>
  );
}

/** The broker's company profile and contact e-mail; only an owner may change them (audited). */
export function CompanyCard() {
  const { t } = useTranslation();
  return (
    <Card title={t('settings.group_company')} testId="company-card">
      <SavedRecord queryKey={companyKey} queryFn={fetchCompany} rows={4}>
        {(company) =>
          company ? (
            <CompanyForm company={company} />
          ) : (
            <p className="muted">{t('settings.company_missing')}</p>
          )
        }
      </SavedRecord>
    </Card>
  );
}
