import { Navigate, Outlet, useLocation } from 'react-router';
import { usePageActive } from '../shared/routes/keep-alive';
import { loginPath } from '../shared/routes/paths';
import { useIsLoggedIn } from '../shared/session/session.store';

/** SPEC §2/§6: a visitor opening a protected page goes to /login?from={attempted path}. */
export function RequireAuth() {
  const loggedIn = useIsLoggedIn();
  const active = usePageActive();
  const location = useLocation();
  if (loggedIn) return <Outlet />;
  // A hidden kept-alive page must not redirect from wherever the user is now.
  if (!active) return null;
  return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
}
