import { COMPLAINT_LIMITS, type Company } from '@fxdesk/contract';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useIsDesktop } from '../../../shared/device/device';
import { Sheet } from '../../../shared/ui/dialog/Sheet';
import { TextField } from '../../../shared/ui/TextField';
import { toast } from '../../../shared/ui/toast';
import { companyKeys, fetchComplaintEmail, postComplaint } from '../api/company.api';

interface ComplaintSheetProps {
  company: Company;
  visible: boolean;
  onClose: () => void;
}

/**
 * "Complain about this company": subject, text and an optional contact, mailed by the server to
 * the broker's compliance address (shown, so the client knows where it goes).
 */
export function ComplaintSheet({ company, visible, onClose }: ComplaintSheetProps) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [busy, setBusy] = useState(false);
  const recipient = useQuery({
    queryKey: companyKeys.complaintEmail,
    queryFn: fetchComplaintEmail,
    enabled: visible,
    staleTime: 5 * 60_000,
  });

  const submit = async () => {
    if (!subject.trim()) {
      toast.error(t('company.subject_required'));
      return;
    }
    if (!content.trim()) {
      toast.error(t('company.content_required'));
      return;
    }
    setBusy(true);
    try {
      await postComplaint({ company_id: company.id, subject, content, contact });
      setSubject('');
      setContent('');
      setContact('');
      onClose();
    } catch {
      // The client already showed the server's message; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  const email = recipient.data?.email;
  const form = (
    <form
      className="fx-complaint"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="complaint-form"
    >
      <h3 className="fx-complaint-title">{t('company.complaint_title', { name: company.name })}</h3>
      <p className="fx-complaint-intro" data-testid="complaint-recipient">
        {email === ''
          ? t('company.complaint_unavailable')
          : email
            ? t('company.complaint_intro', { email })
            : '\u00a0'}
      </p>
      <TextField
        label={t('company.subject')}
        value={subject}
        onChange={setSubject}
        placeholder={t('company.subject_placeholder')}
        maxLength={COMPLAINT_LIMITS.subject}
        testId="complaint-subject"
      />
      <label className="fx-complaint-label">
        <span>{t('company.content')}</span>
        <TextArea
          value={content}
          onChange={setContent}
          placeholder={t('company.content_placeholder')}
          maxLength={COMPLAINT_LIMITS.content}
          showCount
          autoSize={{ minRows: 4, maxRows: 10 }}
          className="fx-complaint-text"
          data-testid="complaint-content"
        />
      </label>
      <TextField
        label={t('company.contact')}
        value={contact}
        onChange={setContact}
        placeholder={t('company.contact_placeholder')}
        maxLength={COMPLAINT_LIMITS.contact}
        testId="complaint-contact"
      />
      <div className="fx-complaint-actions">
        <Button shape="rounded" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          color="primary"
          shape="rounded"
          loading={busy}
          disabled={email === ''}
          data-testid="complaint-submit"
        >
          {t('company.submit')}
        </Button>
      </div>
    </form>
  );

  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      position={desktop ? 'center' : 'bottom'}
      popupClassName={desktop ? 'fx-complaint-popup' : undefined}
      bodyClassName={desktop ? undefined : 'fx-complaint-sheet'}
      label={t('company.complaint_title')}
    >
      {form}
    </Sheet>
  );
}
