import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/ui/FormDialog';
import { uploadAdornment } from '../../shared/ui/ImageUpload';
import { uploadCompanyLogo, type CompanyFields, type DirectoryCompany } from './company.api';
import { directoryCompanyFields } from './company-fields';

/** Add a directory company, or edit one (only the changed fields are sent, one audited change). */
export function CompanyDialog({
  company,
  onSave,
  onClose,
}: {
  company: DirectoryCompany | null;
  onSave: (values: CompanyFields) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      title={company ? `${t('company.edit_title')} · ${company.name}` : t('company.add_title')}
      fields={directoryCompanyFields(t)}
      {...(company ? { initial: company as unknown as Record<string, unknown> } : {})}
      defaults={{ published: 0 }}
      onSubmit={(values) => onSave(values as CompanyFields)}
      onClose={onClose}
      testId="company-dialog"
      adornments={{ logo: uploadAdornment(uploadCompanyLogo, t('company.upload_logo'), 'company-logo-file') }}
    />
  );
}
