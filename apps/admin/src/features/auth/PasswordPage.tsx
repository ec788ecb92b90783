import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { session, useSession } from '../../shared/session/session';
import { toast } from '../../shared/ui/toast';
import { AuthFrame, AuthSubmit, CodeField, PasswordField } from './AuthFrame';
import { changePassword } from './auth.api';

export const MIN_PASSWORD = 12;

export function passwordProblem(password: string, confirm: string): 'too_short' | 'mismatch' | null {
  if (password.length < MIN_PASSWORD) return 'too_short';
  if (password !== confirm) return 'mismatch';
  return null;
}

/** The re-authentication the server asks for: the current password and a 6-digit TOTP code. */
export function reauthProblem(currentPassword: string, totp: string): 'current' | 'totp' | null {
  if (!currentPassword) return 'current';
  if (!/^\d{6}$/.test(totp)) return 'totp';
  return null;
}

/** Own password change; forced before anything else when the account must change it. */
export function PasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = useSession();
  const [currentPassword, setCurrentPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!current) return <Navigate to="/login" replace />;
  const forced = current.mustChangePassword;
  const problem = passwordProblem(password, confirm);
  const reauth = reauthProblem(currentPassword, totp);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem || reauth) return;
    setBusy(true);
    setError(null);
    try {
      await changePassword({ current_password: currentPassword, totp, password });
      session.update({ mustChangePassword: false });
      toast.success(t('auth.password_changed'));
      navigate('/dashboard', { replace: true });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthFrame
      title={t('auth.password_title')}
      subtitle={forced ? t('auth.password_forced') : t('auth.password_subtitle')}
      error={error}
    >
      <form onSubmit={submit} noValidate data-testid="password-form">
        <PasswordField
          label={t('security.current_password')}
          error={touched && reauth === 'current' ? t('security.current_password_required') : null}
          value={currentPassword}
          onValue={setCurrentPassword}
          testId="current-password"
        />
        <PasswordField
          label={t('auth.new_password')}
          hint={t('auth.password_rule', { min: MIN_PASSWORD })}
          error={touched && problem === 'too_short' ? t('auth.password_rule', { min: MIN_PASSWORD }) : null}
          fresh
          value={password}
          onValue={setPassword}
          testId="new-password"
        />
        <PasswordField
          label={t('auth.confirm_password')}
          error={touched && problem === 'mismatch' ? t('auth.password_mismatch') : null}
          fresh
          value={confirm}
          onValue={setConfirm}
          testId="confirm-password"
        />
        <CodeField
          label={t('security.totp_code')}
          hint={t('security.other_sessions_note')}
          error={touched && reauth === 'totp' ? t('security.totp_code_rule') : null}
          value={totp}
          onValue={setTotp}
          testId="password-totp"
        />
        <AuthSubmit busy={busy} testId="password-submit">
          {t('auth.save_password')}
        </AuthSubmit>
        {!forced && (
          <Link className="link auth-back" to="/dashboard">
            ‹ {t('auth.back')}
          </Link>
        )}
      </form>
    </AuthFrame>
  );
}
