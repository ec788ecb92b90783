import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../shared/ui/Brand';
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
