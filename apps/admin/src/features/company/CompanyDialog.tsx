import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button';
import { FormDialog } from '../../shared/ui/FormDialog';
import { toast } from '../../shared/ui/toast';
import { uploadCompanyLogo, type CompanyPatch, type DirectoryCompany } from './company.api';
import { directoryCompanyFields } from './company-fields';

/** Picks an image, uploads it and puts its path in the logo field. */
function LogoUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      onUploaded(await uploadCompanyLogo(file));
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }
  return (
    <div className="inline">
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        onChange={(e) => void upload(e.target.files?.[0])}
        data-testid="company-logo-file"
      />
      <Button size="sm" loading={busy} onClick={() => input.current?.click()}>
        {t('company.upload_logo')}
      </Button>
    </div>
  );
}

/** Add a directory company, or edit one (only the changed fields are sent, one audited change). */
export function CompanyDialog({
  company,
  onSave,
  onClose,
}: {
  company: DirectoryCompany | null;
  onSave: (values: CompanyPatch) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      title={company ? `${t('company.edit_title')} · ${company.name}` : t('company.add_title')}
      fields={directoryCompanyFields(t)}
      {...(company ? { initial: company as unknown as Record<string, unknown> } : {})}
      defaults={{ published: 0 }}
      onSubmit={(values) => onSave(values as CompanyPatch)}
      onClose={onClose}
      testId="company-dialog"
      adornments={{ logo: (set) => <LogoUpload onUploaded={set} /> }}
    />
  );
}
