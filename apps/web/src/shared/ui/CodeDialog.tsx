import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { SubmitForm } from './SubmitForm';
import { TextField } from './TextField';

export interface CodeDialogProps {
  open: boolean;
  title: ReactNode;
  /** One sentence under the title: where the code comes from. */
  intro: ReactNode;
  /**
   * Called with the trimmed code (and the password when asked for); resolves when the dialog may
   * close, rejects to stay open.
   */
  onSubmit: (code: string, password: string) => Promise<void>;
  onClose: () => void;
  testId: string;
  /** Also ask for the current password (turning two-factor off). */
  withPassword?: boolean;
  /** Recovery codes (letters) are accepted as well as six digits. */
  allowRecovery?: boolean;
  /** Under the field: a resend button, say. */
  footer?: ReactNode;
}

/**
 * A modal that asks for a code (authenticator, recovery or e-mailed): a labelled dialog
 * (role="dialog", aria-modal, title and intro as its name and description), focus in the field,
 * Escape or the cancel button to close.
 */
export function CodeDialog(props: CodeDialogProps) {
  // destroyOnClose unmounts the form, so a closed dialog forgets what was typed.
  return (
    <Popup
      visible={props.open}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      position="bottom"
      destroyOnClose
    >
      <CodeForm {...props} />
    </Popup>
  );
}

function CodeForm(props: CodeDialogProps) {
  const { title, intro, onSubmit, onClose, testId, withPassword, allowRecovery, footer } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const introId = useId();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!code.trim() || (withPassword && !password)) return;
    setBusy(true);
    try {
      await onSubmit(code.trim(), password);
    } catch {
      // The API client has shown the server's message; the dialog stays open for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <SubmitForm
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={introId}
      className="fx-section fx-narrow fx-code-dialog"
      testId={testId}
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      onSubmit={submit}
    >
      <h2 id={titleId} className="fx-code-dialog-title">
        {title}
      </h2>
      <p id={introId} className="fx-section-intro">
        {intro}
      </p>
      {withPassword ? (
        <TextField
          label={t('security.current_password')}
          value={password}
          onChange={setPassword}
          testId={`${testId}-password`}
          type="password"
          autoComplete="current-password"
        />
      ) : null}
      <TextField
        label={t('security.code_label')}
        value={code}
        onChange={setCode}
        testId={`${testId}-code`}
        inputMode={allowRecovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        maxLength={allowRecovery ? 11 : 6}
        placeholder={allowRecovery ? t('security.code_or_recovery') : t('security.code_placeholder')}
      />
      {footer}
      <Button type="submit" color="primary" block loading={busy} data-testid={`${testId}-submit`}>
        {t('security.confirm')}
      </Button>
      <Button block fill="none" onClick={onClose} data-testid={`${testId}-cancel`}>
        {t('security.cancel')}
      </Button>
    </SubmitForm>
  );
}
