import { AccountType, ErrorCode } from '@fxdesk/contract';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { ApiError } from '../../shared/api';
import { CodeDialog } from '../../shared/ui/CodeDialog';
import { getDeviceId } from '../../shared/device/device-id';
import { PATHS } from '../../shared/routes/paths';
import { SubmitForm } from '../../shared/ui/SubmitForm';
import { TextField } from '../../shared/ui/TextField';
import { useFieldError } from '../../shared/ui/useFieldError';
import { FormSubmit } from '../../shared/ui/FormSubmit';
import { demoLogin, login } from './api/auth.api';
import { AuthFrame } from './components/AuthFrame';
import { AuthSwitch } from './components/AuthSwitch';
import { MethodTabs } from './components/MethodTabs';
import { MobileOrEmailField } from './components/MobileOrEmailField';
import { useFinishLogin } from './hooks/useFinishLogin';
import { validateLogin, type AccountMethod } from './validation';

/** SPEC §2 login: e-mail or mobile with password, or a demo account for this device. */
export function LoginPage() {
  const { t } = useTranslation();
  const finish = useFinishLogin();
  const [method, setMethod] = useState<AccountMethod>('email');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [askCode, setAskCode] = useState(false);
  const account = method === 'email' ? email : mobile;
  const loginType = method === 'email' ? AccountType.EMAIL : AccountType.MOBILE;
  const fieldError = useFieldError<'account' | 'password'>();
  const { edit } = fieldError;

  const submit = async () => {
    const problem = validateLogin({ account, password });
    if (problem) {
      const field = problem === 'auth.validation.password_required' ? 'password' : 'account';
      fieldError.show(field, t(problem), `login-${field}`);
      return;
    }
    try {
      finish(await login({ account: account.trim(), password, login_type: loginType }));
    } catch (error) {
      // Two-factor on (issue 14): the password was right, the code is asked for in a dialog.
      if (error instanceof ApiError && error.code === ErrorCode.TOTP_REQUIRED) setAskCode(true);
      // Otherwise the API client has shown the server's message.
    }
  };

  const tryDemo = async () => {
    try {
      finish(await demoLogin(getDeviceId()));
    } catch {
      // The API client has shown the server's message.
    }
  };

  return (
    <AuthFrame title={t('auth.login_title')} subtitle={t('auth.login_subtitle')} testId="login-page">
      <CodeDialog
        open={askCode}
        title={t('security.login_code_title')}
        intro={t('security.login_code_intro')}
        testId="login-totp"
        allowRecovery
        onClose={() => setAskCode(false)}
        onSubmit={async (code) => {
          const result = await login({
            account: account.trim(),
            password,
            login_type: loginType,
            totp_code: code,
          });
          setAskCode(false);
          finish(result);
        }}
      />
      <MethodTabs value={method} onChange={setMethod} />
      <SubmitForm className="fx-auth-form" noValidate onSubmit={submit} testId="login-form">
        <MobileOrEmailField
          method={method}
          value={account}
          onChange={edit(method === 'email' ? setEmail : setMobile)}
          error={fieldError.errorOf('account')}
          testId="login-account"
          autoComplete="username"
        />
        <TextField
          label={t('auth.password')}
          value={password}
          onChange={edit(setPassword)}
          error={fieldError.errorOf('password')}
          testId="login-password"
          type="password"
          autoComplete="current-password"
          placeholder={t('auth.password_placeholder')}
        />
        <div className="fx-auth-row-end">
          <Link to={PATHS.forgot} data-testid="forgot-link">
            {t('auth.forgot_link')}
          </Link>
        </div>
        <FormSubmit testId="login-submit">{t('auth.login')}</FormSubmit>
      </SubmitForm>
      <div className="fx-auth-divider" role="separator">
        <span>{t('auth.or')}</span>
      </div>
      <Button
        block
        fill="outline"
        className="fx-submit fx-demo-button"
        onClick={() => void tryDemo()}
        data-testid="try-demo"
      >
        {t('auth.try_demo')}
      </Button>
      <p className="fx-auth-hint">{t('auth.demo_hint')}</p>
      <AuthSwitch to="register">{t('auth.no_account')}</AuthSwitch>
    </AuthFrame>
  );
}
