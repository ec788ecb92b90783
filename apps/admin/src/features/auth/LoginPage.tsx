import { ErrorCode } from '@fxdesk/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api';
import { isStaffRole } from '../../shared/auth/permissions';
import { session, useSession } from '../../shared/session/session';
import { TextField } from '../../shared/ui/Field';
import { AuthFrame, AuthSubmit, CodeField, PasswordField } from './AuthFrame';
import { enroll, login, type SessionAnswer } from './auth.api';
import { EnrolQr } from './EnrolQr';

type Step =
  | { kind: 'credentials' }
  | { kind: 'totp' }
  | { kind: 'enrol'; enrollmentToken: string; secret: string; otpauthUrl: string };

const CODE = /^\d{6}$/;

/** Where to go after login: the page that sent us here, if it is one of ours. */
function safeFrom(from: string | null): string {
  return from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login')
    ? from
    : '/dashboard';
}

/**
 * Staff login (back-office issue): e-mail and password, then a TOTP code. On the first login the
 * server offers a secret instead; it is shown as a QR code and confirmed with a code from it.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = useSession();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (current && !busy) {
    return <Navigate to={current.mustChangePassword ? '/password' : safeFrom(params.get('from'))} replace />;
  }

  function begin(answer: SessionAnswer) {
    if (!isStaffRole(answer.role)) {
      setError(t('auth.unknown_role', { role: answer.role }));
      return;
    }
    session.start({
      csrf: answer.csrf_token,
      role: answer.role,
      email: email.trim().toLowerCase(),
      mustChangePassword: answer.must_change_password,
    });
    navigate(answer.must_change_password ? '/password' : safeFrom(params.get('from')), { replace: true });
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      if (e instanceof ApiError && e.code === ErrorCode.TOTP_REQUIRED && step.kind === 'credentials') {
        // Password accepted, a code is needed: not an error, the next step.
        setStep({ kind: 'totp' });
      } else if (e instanceof ApiError && e.code === ErrorCode.TOTP_REQUIRED && step.kind === 'enrol') {
        // The enrolment offer expired: start again from the password.
        setStep({ kind: 'credentials' });
        setError(e.message);
      } else {
        setError(e instanceof Error ? e.message : String(e));
        setCode('');
      }
    } finally {
      setBusy(false);
    }
  }

  function submitCredentials(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) return setError(t('auth.fill_credentials'));
    void run(async () => {
      const answer = await login({ email: email.trim(), password });
      if (answer.enroll) {
        setStep({
          kind: 'enrol',
          enrollmentToken: answer.enrollment_token,
          secret: answer.secret,
          otpauthUrl: answer.otpauth_url,
        });
      } else begin(answer);
    });
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!CODE.test(code)) return setError(t('auth.code_rule'));
    void run(async () => {
      if (step.kind === 'enrol') {
        begin(await enroll({ enrollment_token: step.enrollmentToken, totp: code }));
        return;
      }
      const answer = await login({ email: email.trim(), password, totp: code });
      if (answer.enroll) throw new Error(t('auth.unexpected_enrol'));
      begin(answer);
    });
  }

  const restart = () => {
    setStep({ kind: 'credentials' });
    setCode('');
    setError(null);
  };

  return (
    <AuthFrame
      title={step.kind === 'enrol' ? t('auth.enrol_title') : t('auth.title')}
      subtitle={
        step.kind === 'credentials'
          ? t('auth.subtitle')
          : step.kind === 'enrol'
            ? t('auth.enrol_subtitle')
            : t('auth.totp_subtitle', { email: email.trim() })
      }
      error={error}
    >
      {step.kind === 'credentials' ? (
        <form onSubmit={submitCredentials} noValidate data-testid="login-form">
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="username"
            value={email}
            onValue={setEmail}
            testId="login-email"
          />
          <PasswordField
            label={t('auth.password')}
            value={password}
            onValue={setPassword}
            testId="login-password"
          />
          <AuthSubmit busy={busy} testId="login-submit">
            {t('auth.continue')}
          </AuthSubmit>
        </form>
      ) : (
        <form onSubmit={submitCode} noValidate data-testid={`${step.kind}-form`}>
          {step.kind === 'enrol' && (
            <>
              <ol className="enrol-steps">
                <li>{t('auth.enrol_step_scan')}</li>
                <li>{t('auth.enrol_step_code')}</li>
              </ol>
              <EnrolQr url={step.otpauthUrl} secret={step.secret} />
            </>
          )}
          <CodeField
            label={t('auth.code')}
            hint={t('auth.code_hint')}
            className="input-code"
            value={code}
            onValue={setCode}
            testId="totp-code"
          />
          <AuthSubmit busy={busy} testId="totp-submit">
            {step.kind === 'enrol' ? t('auth.enrol_confirm') : t('auth.sign_in')}
          </AuthSubmit>
          <button type="button" className="link auth-back" onClick={restart}>
            ‹ {t('auth.back')}
          </button>
        </form>
      )}
    </AuthFrame>
  );
}
