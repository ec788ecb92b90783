import { AccountType, CodePurpose } from '@fxdesk/contract';
import { useQuery } from '@tanstack/react-query';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useSearchParams } from 'react-router';
import { useBasicInfo } from '../../shared/api/queries';
import { CodeField, NewPasswordFields, useNewPassword } from '../../shared/ui/CredentialFields';
import { TextField } from '../../shared/ui/TextField';
import { useFieldError } from '../../shared/ui/useFieldError';
import { FormSubmit } from '../../shared/ui/FormSubmit';
import { fetchCaptcha, fetchIsShowMobile, register } from './api/auth.api';
import { AccountForm } from './components/AccountForm';
import { AuthFrame } from './components/AuthFrame';
import { AuthSwitch } from './components/AuthSwitch';
import { CaptchaImage } from './components/CaptchaImage';
import { useAccountInput } from './hooks/useAccountInput';
import { useFinishLogin } from './hooks/useFinishLogin';
import { validateRegister, type AuthMessageKey } from './validation';

type RegisterField = 'account' | 'code' | 'password' | 'confirm';

/** Which field each local check is about, so its message shows beside that field. */
const REGISTER_FIELD: Partial<Record<AuthMessageKey, RegisterField>> = {
  'auth.validation.code_required': 'code',
  'auth.validation.captcha_required': 'code',
  'auth.validation.password_required': 'password',
  'auth.validation.complete': 'confirm',
};

/** SPEC §2 register: e-mail or mobile, a code by e-mail/SMS or a picture captcha, invite code. */
export function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const finish = useFinishLogin();
  const [inviteCode, setInviteCode] = useState(() => params.get('invite_code') ?? '');

  const basicInfo = useBasicInfo();
  const isShowMobile = useQuery({
    queryKey: ['settings', 'is_show_mobile'],
    queryFn: fetchIsShowMobile,
    staleTime: Infinity,
  });
  // SPEC §9: verify_reg_type 2 replaces the e-mail/SMS code by a picture captcha.
  const captchaMode = basicInfo.data?.verify_reg_type === 2;
  const captcha = useQuery({
    queryKey: ['auth', 'captcha'],
    queryFn: fetchCaptcha,
    enabled: captchaMode,
    staleTime: Infinity,
    gcTime: 0,
  });
  const fieldError = useFieldError<RegisterField>();
  const { edit } = fieldError;
  const { password, confirm, fields } = useNewPassword(edit);
  const showProblem = (problem: AuthMessageKey) => {
    const field = REGISTER_FIELD[problem] ?? 'account';
    const control = field === 'code' && captchaMode ? 'register-captcha' : `register-${field}`;
    fieldError.show(field, t(problem), control);
  };
  const input = useAccountInput(CodePurpose.REGISTER, fieldError, showProblem);
  const { method, account, area, code } = input;

  const submit = async () => {
    const problem = validateRegister({ method, account, code, password, confirm, captchaMode });
    if (problem) {
      showProblem(problem);
      return;
    }
    const { isEmail } = input;
    try {
      const result = await register({
        type: isEmail ? AccountType.EMAIL : AccountType.MOBILE,
        account: account.trim(),
        mobile: isEmail ? undefined : input.mobile,
        area_id: isEmail ? undefined : area?.id,
        password,
        re_password: confirm,
        invite_code: inviteCode.trim() || undefined,
        sms_code: code.trim(),
        key: captchaMode ? captcha.data?.id : undefined,
      });
      finish(result);
    } catch {
      // A captcha is single-use: after a failed try the user needs a new picture.
      if (captchaMode) {
        input.setCode('');
        void captcha.refetch();
      }
    }
  };

  const codeField = basicInfo.isPending ? (
    <Skeleton.Paragraph lineCount={2} animated className="fx-field-skeleton" />
  ) : captchaMode ? (
    <TextField
      label={t('auth.captcha')}
      value={code}
      onChange={edit(input.setCode)}
      error={fieldError.errorOf('code')}
      testId="register-captcha"
      autoComplete="off"
      maxLength={16}
      placeholder={t('auth.captcha_placeholder')}
      suffix={<CaptchaImage captcha={captcha.data} onRefresh={() => void captcha.refetch()} />}
    />
  ) : (
    <CodeField {...input.codeField} testId="register-code" />
  );

  return (
    <AuthFrame title={t('auth.register_title')} subtitle={t('auth.register_subtitle')} testId="register-page">
      <AccountForm input={input} id="register" showArea={isShowMobile.data !== 3} onSubmit={submit}>
        {codeField}
        <NewPasswordFields
          {...fields}
          testIds={{ password: 'register-password', confirm: 'register-confirm' }}
          errors={{ password: fieldError.errorOf('password'), confirm: fieldError.errorOf('confirm') }}
        />
        <TextField
          label={t('auth.invite_code')}
          value={inviteCode}
          onChange={setInviteCode}
          testId="register-invite"
          autoComplete="off"
          maxLength={32}
          placeholder={t('auth.invite_code_placeholder')}
        />
        <FormSubmit testId="register-submit">{t('auth.register')}</FormSubmit>
      </AccountForm>
      <AuthSwitch to="login">{t('auth.have_account')}</AuthSwitch>
    </AuthFrame>
  );
}
