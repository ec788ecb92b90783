import { SUPPORT_LIMITS } from '@fxdesk/contract';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Navigate, useNavigate } from 'react-router';
import { loginPath, PATHS } from '../../shared/routes/paths';
import { useIsDemo, useIsLoggedIn } from '../../shared/session/session.store';
import { CheckIcon } from '../../shared/ui/icons';
import { ImageUpload } from '../../shared/ui/ImageUpload';
import { PageFrame } from '../../shared/ui/PageFrame';
import { LabelledField, TextField } from '../../shared/ui/TextField';
import { toast } from '../../shared/ui/toast';
import { FormSubmit } from '../../shared/ui/FormSubmit';
import { submitFeedback } from './api/support.api';
import './support.css';

/** What stops the form from being sent, checked before the server checks it again. */
export function feedbackProblem(
  content: string,
  contact: string,
): 'content_required' | 'content_long' | 'contact_long' | null {
  const text = content.trim();
  if (!text) return 'content_required';
  if (text.length > SUPPORT_LIMITS.textMax) return 'content_long';
  if (contact.trim().length > SUPPORT_LIMITS.contactMax) return 'contact_long';
  return null;
}

/**
 * SPEC §2 feedback, DESIGN §7: content (required, ≤ 2,000 characters), an optional contact and
 * an optional screenshot (real accounts: uploads are theirs). Support can answer in the chat.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const demo = useIsDemo();
  const contentId = useId();
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!loggedIn) return <Navigate to={loginPath(PATHS.feedback)} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = feedbackProblem(content, contact);
    if (problem) {
      toast.error(
        t(`support.feedback.${problem}`, {
          max: problem === 'contact_long' ? SUPPORT_LIMITS.contactMax : SUPPORT_LIMITS.textMax,
        }),
      );
      return;
    }
    setBusy(true);
    try {
      await submitFeedback({ content: content.trim(), contact: contact.trim(), image: image ?? '' });
      setSent(true);
      setContent('');
      setContact('');
      setImage(null);
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <PageFrame title={t('pages.feedback')} back={PATHS.user} testId="feedback-page">
        <div className="fx-empty-state fx-feedback-done" data-testid="feedback-done">
          <div className="fx-icon-disc fx-empty-icon fx-feedback-done-icon">
            <CheckIcon />
          </div>
          <h2>{t('support.feedback.done_title')}</h2>
          <p className="fx-empty-text">{t('support.feedback.done_text')}</p>
          <div className="fx-feedback-actions">
            <Button
              color="primary"
              shape="rounded"
              onClick={() => navigate(PATHS.chat)}
              data-testid="feedback-open-chat"
            >
              {t('support.feedback.open_chat')}
            </Button>
            <Button shape="rounded" onClick={() => setSent(false)} data-testid="feedback-another">
              {t('support.feedback.another')}
            </Button>
          </div>
        </div>
      </PageFrame>
    );
  }

  const length = content.trim().length;
  return (
    <PageFrame title={t('pages.feedback')} back={PATHS.user} testId="feedback-page">
      <form
        className="fx-feedback-form"
        onSubmit={(e) => void submit(e)}
        noValidate
        data-testid="feedback-form"
      >
        <p className="fx-section-intro">{t('support.feedback.intro')}</p>
        <LabelledField id={contentId} label={t('support.feedback.content_label')}>
          <div className="fx-field-box fx-feedback-text">
            <TextArea
              id={contentId}
              value={content}
              onChange={setContent}
              placeholder={t('support.feedback.content_placeholder')}
              autoSize={{ minRows: 5, maxRows: 12 }}
              data-testid="feedback-content"
            />
          </div>
          <div
            className={`fx-field-hint fx-feedback-count${length > SUPPORT_LIMITS.textMax ? ' fx-chat-count--over' : ''}`}
          >
            {`${length}/${SUPPORT_LIMITS.textMax}`}
          </div>
        </LabelledField>
        <TextField
          label={t('support.feedback.contact_label')}
          value={contact}
          onChange={setContact}
          placeholder={t('support.feedback.contact_placeholder')}
          testId="feedback-contact"
          maxLength={SUPPORT_LIMITS.contactMax}
        />
        {demo ? (
          <p className="fx-field-hint">{t('support.feedback.demo_no_image')}</p>
        ) : (
          <ImageUpload
            label={t('support.feedback.screenshot_label')}
            value={image}
            onChange={setImage}
            testId="feedback-image"
          />
        )}
        <FormSubmit testId="feedback-submit" busy={busy}>
          {t('support.feedback.submit')}
        </FormSubmit>
      </form>
    </PageFrame>
  );
}
