import { AccountType, CodePurpose } from '@fxdesk/contract';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link, useNavigate } from 'react-router';
import { sendEmailCode, sendSmsCode } from '../../shared/api/endpoints';
import { PATHS } from '../../shared/routes/paths';
import { CodeField, NewPasswordFields } from '../../shared/ui/CredentialFields';
import { useFieldError } from '../../shared/ui/useFieldError';
import { forgetPassword } from './api/auth.api';
import { AuthFrame } from './components/AuthFrame';
import { MethodTabs } from './components/MethodTabs';
import { MobileOrEmailField } from './components/MobileOrEmailField';
import { useAreaSelection } from './hooks/useAreaSelection';
import { validateCodeTarget, validateForgot, type AccountMethod, type AuthMessageKey } from './validation';

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
  const [method, setMethod] = useState<AccountMethod>('email');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { areas, area, setAreaId } = useAreaSelection();
  const account = method === 'email' ? email : mobile;
  const fieldError = useFieldError<ForgotField>();
  const { edit } = fieldError;
  const showProblem = (problem: AuthMessageKey) => {
    const field = FORGOT_FIELD[problem] ?? 'account';
    fieldError.show(field, t(problem), `forgot-${field}`);
  };

  const sendCode = async () => {
    const problem = validateCodeTarget(method, account);
    if (problem) {
      showProblem(problem);
      return false;
    }
    if (method === 'email') await sendEmailCode(email.trim(), CodePurpose.RESET);
    else await sendSmsCode(mobile.trim(), area?.id, CodePurpose.RESET);
    return true;
  };

  const submit = async () => {
    const problem = validateForgot({ method, account, code, password, confirm });
    if (problem) {
      showProblem(problem);
      return;
    }
    const isEmail = method === 'email';
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
      <MethodTabs value={method} onChange={setMethod} />
      <form
        className="fx-auth-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        data-testid="forgot-form"
      >
        <MobileOrEmailField
          method={method}
          value={account}
          onChange={edit(method === 'email' ? setEmail : setMobile)}
          error={fieldError.errorOf('account')}
          testId="forgot-account"
          areas={areas}
          area={area}
          onAreaChange={setAreaId}
          showAreaPrefix
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
      </form>
      <p className="fx-auth-switch">
        <Link to={PATHS.login} data-testid="login-link">
          {t('auth.log_in_now')}
        </Link>
      </p>
    </AuthFrame>
  );
}
