import { CodePurpose } from '@fxdesk/contract';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useNavigate } from 'react-router';
import { sendEmailCode, sendSmsCode } from '../../shared/api/endpoints';
import { useAreaList } from '../../shared/api/queries';
import { PATHS, loginPath } from '../../shared/routes/paths';
import { useUser } from '../../shared/session/session.store';
import { maskAccount } from '../../shared/ui/format';
import { PageFrame } from '../../shared/ui/PageFrame';
import { CodeField, NewPasswordFields, useNewPassword } from '../../shared/ui/CredentialFields';
import { SubmitForm } from '../../shared/ui/SubmitForm';
import { useFieldError } from '../../shared/ui/useFieldError';
import { useGoBack } from '../../shared/ui/useGoBack';
import { FormSubmit } from '../../shared/ui/FormSubmit';
import { accountKind, accountLabel } from './account';
import { amendPassword } from './api/user.api';
import { validatePasswordChange } from './validation';
import './user.css';

/** SPEC §2/§5 change password: new password twice and a code sent to the user's own account. */
export function PasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(PATHS.user);
  const user = useUser();
  const areas = useAreaList();
  const [code, setCode] = useState('');
  const fieldError = useFieldError<'confirm'>();
  const { edit } = fieldError;
  const { password, confirm, fields } = useNewPassword(edit);

  if (!user) {
    return (
      <PageFrame title={t('pages.password')} back={PATHS.user}>
        <div className="fx-section">
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      </PageFrame>
    );
  }

  // SPEC §6: password change is for real accounts only.
  if (user.is_demo === 1) {
    return (
      <PageFrame title={t('pages.password')} back={PATHS.user}>
        <div className="fx-empty-state" data-testid="only-real-state">
          <p className="fx-empty-text">{t('user.only_real_account')}</p>
          <Button color="primary" shape="rounded" onClick={() => navigate(loginPath(PATHS.password))}>
            {t('user.go_login')}
          </Button>
        </div>
      </PageFrame>
    );
  }

  const kind = accountKind(user);
  const sendCode = async () => {
    if (kind === 1) {
      await sendEmailCode(user.email, CodePurpose.RESET);
      return;
    }
    const area = areas.data?.find((a) => a.global_code === user.area_code || a.code === user.area_code);
    await sendSmsCode(user.mobile, area?.id, CodePurpose.RESET);
  };

  const submit = async () => {
    const problem = validatePasswordChange({ password, confirm });
    if (problem) {
      fieldError.show('confirm', t(problem), 'password-confirm');
      return;
    }
    try {
      await amendPassword({ new_password: password, auth_code: code.trim(), type: kind });
      goBack();
    } catch {
      // The API client has shown the server's message.
    }
  };

  return (
    <PageFrame title={t('pages.password')} back={PATHS.user} testId="password-page">
      <SubmitForm className="fx-section fx-narrow" noValidate onSubmit={submit}>
        <p className="fx-section-intro">{t('password.intro', { target: maskAccount(accountLabel(user)) })}</p>
        <NewPasswordFields
          fresh
          {...fields}
          testIds={{ password: 'password-new', confirm: 'password-confirm' }}
          errors={{ confirm: fieldError.errorOf('confirm') }}
        />
        <CodeField value={code} onChange={edit(setCode)} onSend={sendCode} testId="password-code" />
        <FormSubmit testId="password-submit">{t('password.submit')}</FormSubmit>
      </SubmitForm>
    </PageFrame>
  );
}
