import { AccountType, CodePurpose } from '@fxdesk/contract';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '../../shared/routes/paths';
import { CodeField, NewPasswordFields } from '../../shared/ui/CredentialFields';
import { SubmitForm } from '../../shared/ui/SubmitForm';
import { useFieldError } from '../../shared/ui/useFieldError';
import { forgetPassword } from './api/auth.api';
import { AuthFrame } from './components/AuthFrame';
import { MethodTabs } from './components/MethodTabs';
import { MobileOrEmailField } from './components/MobileOrEmailField';
import { useAccountInput } from './hooks/useAccountInput';
import { validateForgot, type AuthMessageKey } from './validation';

type ForgotField = 'account' | 'code' | 'confirm';

/** Which field each local check is about, so its message shows beside that field. */
const FORGOT_FIELD: Partial<Record<AuthMessageKey, ForgotField>> = {
  'auth.validation.code_required': 'code',
  'auth.validation.complete': 'confirm',
};

/** SPEC §2 forgot password: a reset code by e-mail or SMS, then the new password twice. */
export function ForgotPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const input = useAccountInput();
  const { method, account, area } = input;
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const fieldError = useFieldError<ForgotField>();
  const { edit } = fieldError;
  const showProblem = (problem: AuthMessageKey) => {
    const field = FORGOT_FIELD[problem] ?? 'account';
    fieldError.show(field, t(problem), `forgot-${field}`);
  };

  const sendCode = async () => {
    const problem = await input.sendCode(CodePurpose.RESET);
    if (problem) showProblem(problem);
    return !problem;
  };

  const submit = async () => {
    const problem = validateForgot({ method, account, code, password, confirm });
    if (problem) {
      showProblem(problem);
      return;
    }
    const { isEmail } = input;
    try {
      await forgetPassword({
        type: isEmail ? AccountType.EMAIL : AccountType.MOBILE,
        account: account.trim(),
        area_id: isEmail ? undefined : area?.id,
        new_password: password,
        secondary_password: confirm,
        auth_code: code.trim(),
      });
      navigate(PATHS.login, { replace: true });
    } catch {
      // The API client has shown the server's message.
    }
  };

  return (
    <AuthFrame title={t('auth.forgot_title')} subtitle={t('auth.forgot_subtitle')} testId="forgot-page">
      <MethodTabs value={method} onChange={input.setMethod} />
      <SubmitForm className="fx-auth-form" noValidate onSubmit={submit} testId="forgot-form">
        <MobileOrEmailField
          method={method}
          value={account}
          onChange={edit(input.setAccount)}
          error={fieldError.errorOf('account')}
          testId="forgot-account"
          areaPicker={input.areaPicker(true)}
        />
        <CodeField
          value={code}
          onChange={edit(setCode)}
          onSend={sendCode}
          error={fieldError.errorOf('code')}
          testId="forgot-code"
        />
        <NewPasswordFields
          fresh
          password={password}
          confirm={confirm}
          onPassword={edit(setPassword)}
          onConfirm={edit(setConfirm)}
          testIds={{ password: 'forgot-password', confirm: 'forgot-confirm' }}
          errors={{ confirm: fieldError.errorOf('confirm') }}
        />
        <Button type="submit" color="primary" block className="fx-submit" data-testid="forgot-submit">
          {t('auth.reset')}
        </Button>
      </SubmitForm>
      <p className="fx-auth-switch">
        <Link to={PATHS.login} data-testid="login-link">
          {t('auth.log_in_now')}
        </Link>
      </p>
    </AuthFrame>
  );
}
