import { AccountType, CodePurpose } from '@fxdesk/contract';
import { useTranslation } from '../../shared/i18n';
import { useNavigate } from 'react-router';
import { PATHS } from '../../shared/routes/paths';
import { CodeField, NewPasswordFields, useNewPassword } from '../../shared/ui/CredentialFields';
import { useFieldError } from '../../shared/ui/useFieldError';
import { FormSubmit } from '../../shared/ui/FormSubmit';
import { forgetPassword } from './api/auth.api';
import { AccountForm } from './components/AccountForm';
import { AuthFrame } from './components/AuthFrame';
import { AuthSwitch } from './components/AuthSwitch';
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
  const fieldError = useFieldError<ForgotField>();
  const { password, confirm, fields } = useNewPassword(fieldError.edit);
  const showProblem = (problem: AuthMessageKey) => {
    const field = FORGOT_FIELD[problem] ?? 'account';
    fieldError.show(field, t(problem), `forgot-${field}`);
  };
  const input = useAccountInput(CodePurpose.RESET, fieldError, showProblem);
  const { method, account, area, code } = input;

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
      <AccountForm input={input} id="forgot" showArea onSubmit={submit}>
        <CodeField {...input.codeField} testId="forgot-code" />
        <NewPasswordFields
          fresh
          {...fields}
          testIds={{ password: 'forgot-password', confirm: 'forgot-confirm' }}
          errors={{ confirm: fieldError.errorOf('confirm') }}
        />
        <FormSubmit testId="forgot-submit">{t('auth.reset')}</FormSubmit>
      </AccountForm>
      <AuthSwitch to="login" />
    </AuthFrame>
  );
}
