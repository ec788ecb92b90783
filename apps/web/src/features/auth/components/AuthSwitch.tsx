import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { PATHS } from '../../../shared/routes/paths';

const SWITCH = {
  login: { path: PATHS.login, label: 'auth.log_in_now', testId: 'login-link' },
  register: { path: PATHS.register, label: 'auth.sign_up_now', testId: 'register-link' },
} as const;

/** The line under an auth form that goes to the other screen, after the question (`children`) if any. */
export function AuthSwitch({ to, children }: { to: keyof typeof SWITCH; children?: ReactNode }) {
  const { t } = useTranslation();
  const target = SWITCH[to];
  return (
    <p className="fx-auth-switch">
      {children && <>{children} </>}
      <Link to={target.path} data-testid={target.testId}>
        {t(target.label)}
      </Link>
    </p>
  );
}
