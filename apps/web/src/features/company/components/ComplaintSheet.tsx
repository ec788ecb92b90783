import { COMPLAINT_LIMITS, type Company } from '@fxdesk/contract';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useIsDesktop } from '../../../shared/device/device';
import { Sheet } from '../../../shared/ui/dialog/Sheet';
import { describeField, FieldError, TextField } from '../../../shared/ui/TextField';
import { useFieldError } from '../../../shared/ui/useFieldError';
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
  const fieldError = useFieldError<'subject' | 'content'>();
  const contentId = useId();
  const contentError = fieldError.errorOf('content');
  // antd-mobile's TextArea passes no ARIA props to its <textarea>: tie the error on by hand.
  useEffect(() => {
    describeField(document.getElementById(contentId), contentError ? `${contentId}-error` : null, null);
  }, [contentError, contentId]);
  const recipient = useQuery({
    queryKey: companyKeys.complaintEmail,
    queryFn: fetchComplaintEmail,
    enabled: visible,
    staleTime: 5 * 60_000,
  });

  const submit = async () => {
    if (!subject.trim())
      return fieldError.show('subject', t('company.subject_required'), 'complaint-subject');
    if (!content.trim()) {
      fieldError.show('content', t('company.content_required'));
      document.getElementById(contentId)?.focus();
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
        onChange={fieldError.edit(setSubject)}
        error={fieldError.errorOf('subject')}
        placeholder={t('company.subject_placeholder')}
        maxLength={COMPLAINT_LIMITS.subject}
        testId="complaint-subject"
      />
      <label className="fx-complaint-label">
        <span>{t('company.content')}</span>
        <TextArea
          id={contentId}
          value={content}
          onChange={fieldError.edit(setContent)}
          placeholder={t('company.content_placeholder')}
          maxLength={COMPLAINT_LIMITS.content}
          showCount
          autoSize={{ minRows: 4, maxRows: 10 }}
          className="fx-complaint-text"
          data-testid="complaint-content"
        />
      </label>
      <FieldError
        id={`${contentId}-error`}
        error={fieldError.errorOf('content')}
        testId="complaint-content-error"
      />
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
