import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { allows, type Permission } from '../shared/auth/permissions';
import { useSession } from '../shared/session/session';

export function loginPath(from: string): string {
  return from && from !== '/' && !from.startsWith('/login')
    ? `/login?from=${encodeURIComponent(from)}`
    : '/login';
}

/** Signed-in staff only; a password that must change is changed before anything else. */
export function RequireSession() {
  const current = useSession();
  const location = useLocation();
  if (!current) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  if (current.mustChangePassword) return <Navigate to="/password" replace />;
  return <Outlet />;
}

/** A screen the role may not read shows why instead of a page of 1502 errors. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const current = useSession();
  if (!allows(current?.role, permission)) {
    return (
      <div className="state state-error" role="alert" data-testid="forbidden">
        <strong>{t('errors.forbidden_title')}</strong>
        <div className="state-message">{t('errors.forbidden_role', { role: current?.role ?? '' })}</div>
      </div>
    );
  }
  return children ?? <Outlet />;
}
