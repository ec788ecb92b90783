import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../shared/ui/Brand';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/Field';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch';

/** The centred card of the login and password screens. */
export function AuthFrame({
  title,
  subtitle,
  error,
  children,
}: {
  title: string;
  subtitle?: string;
  error?: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="auth">
      <div className="auth-top">
        <Brand />
        <LanguageSwitch tone="dark" />
      </div>
      <main className="auth-card">
        <h1>{title}</h1>
        {subtitle && <p className="auth-subtitle">{subtitle}</p>}
        {error && (
          <div className="alert alert-error" role="alert" data-testid="auth-error">
            {error}
          </div>
        )}
        {children}
      </main>
      <p className="auth-foot">{t('auth.staff_only')}</p>
    </div>
  );
}

/** An auth form's submit button: full width, waiting while the request runs. */
export function AuthSubmit({
  busy,
  testId,
  children,
}: {
  busy: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" variant="primary" className="btn-block" loading={busy} data-testid={testId}>
      {children}
    </Button>
  );
}

/** The 6-digit code of the authenticator app: digits only, at most six. */
export function CodeField({
  onValue,
  ...field
}: {
  label: string;
  hint: string;
  error?: string | null;
  className?: string;
  value: string;
  onValue: (value: string) => void;
  testId: string;
}) {
  return (
    <TextField
      {...field}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      onValue={(v) => onValue(v.replace(/\D/g, '').slice(0, 6))}
    />
  );
}

/** A password box; the browser offers the saved password, or a new one where `fresh` is set. */
export function PasswordField({
  fresh = false,
  ...field
}: {
  label: string;
  hint?: string;
  error?: string | null;
  fresh?: boolean;
  value: string;
  onValue: (value: string) => void;
  testId: string;
}) {
  return <TextField {...field} type="password" autoComplete={fresh ? 'new-password' : 'current-password'} />;
}
