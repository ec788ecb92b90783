import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { dashboardKeys, fetchDashboard } from '../../shared/api/dashboard';
import { fetchMe } from '../../features/auth/auth.api';
import { fetchKycWaiting, kycKeys } from '../../features/kyc/kyc.api';
import { useSignOut } from '../../features/auth/useSignOut';
import { useSupportCounts } from '../../features/support/useSupportCounts';
import { allows, isStaffRole } from '../../shared/auth/permissions';
import { setDocumentTitle } from '../../shared/lib/document';
import { session, useSession } from '../../shared/session/session';
import { Brand } from '../../shared/ui/Brand';
import { Icon } from '../../shared/ui/icons';
import { ThemeSelect } from '../../shared/theme/ThemeSelect';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch';
import { toast } from '../../shared/ui/toast';
import { useIdleTimeout } from '../idle';
import { navFor } from '../nav';

/**
 * Keeps the stored role, e-mail and CSRF token in step with the server (a role may change
 * between visits; the CSRF token belongs to the session the cookie carries).
 */
function useStaffProfile() {
  const me = useQuery({ queryKey: ['me'], queryFn: fetchMe, staleTime: 5 * 60_000 });
  useEffect(() => {
    if (!me.data || !isStaffRole(me.data.role)) return;
    const { role, email, csrf_token: csrf } = me.data;
    session.update(csrf ? { role, email, csrf } : { role, email });
  }, [me.data]);
}

/** Deposits and withdrawals waiting, as a count on the Funds entry. */
function useWaitingFunds(enabled: boolean): number {
  const { data } = useQuery({
    queryKey: dashboardKeys.book('real'),
    queryFn: () => fetchDashboard('real'),
    enabled,
    refetchInterval: 30_000,
  });
  return data ? data.deposits_waiting + data.withdrawals_waiting : 0;
}

/** Real-name submissions waiting, as a count on the KYC entry. */
function useWaitingKyc(enabled: boolean): number {
  const { data } = useQuery({
    queryKey: kycKeys.waiting,
    queryFn: fetchKycWaiting,
    enabled,
    refetchInterval: 30_000,
  });
  return data?.waiting ?? 0;
}

/**
 * The navigation drawer of narrow screens (the sidebar is a column from 900 px up): closed on
 * navigation and on Escape, so a phone shows the screen, not the menu, after a choice.
 */
function useNavDrawer(pathname: string) {
  // Open on the screen where it was opened: a navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return {
    open,
    toggle: () => setOpenOn(open ? null : pathname),
    close: () => setOpenOn(null),
  };
}

/** The console frame: sidebar with the entries the role may use, top bar, the screen. */
export function Shell() {
  const { t } = useTranslation();
  const current = useSession();
  const location = useLocation();
  const signOut = useSignOut();
  const entries = navFor(current?.role);
  const waiting = useWaitingFunds(allows(current?.role, 'funds.read'));
  const supportCounts = useSupportCounts(allows(current?.role, 'support.chat'));
  const waitingKyc = useWaitingKyc(allows(current?.role, 'kyc.read'));
  useStaffProfile();
  const drawer = useNavDrawer(location.pathname);

  const onIdle = useCallback(() => {
    toast.info(t('auth.idle_signed_out'));
    void signOut();
  }, [signOut, t]);
  useIdleTimeout(onIdle);

  const active = entries.find((e) => location.pathname.startsWith(e.path));
  useEffect(() => {
    setDocumentTitle(active ? `${t(active.labelKey)} · ${t('app.title')}` : t('app.title'));
  }, [active, t]);

  return (
    <div className={`shell${drawer.open ? ' nav-open' : ''}`}>
      <aside className="sidebar" id="sidebar">
        <div className="sidebar-head">
          <Brand />
          <button
            type="button"
            className="nav-toggle nav-close"
            onClick={drawer.close}
            aria-label={t('nav.close_menu')}
            data-testid="nav-close"
          >
            <Icon name="close" />
          </button>
        </div>
        <nav className="nav" aria-label={t('nav.label')} data-testid="nav">
          {entries.map((entry) => (
            <NavLink
              key={entry.path}
              to={entry.path}
              className={({ isActive }) => `nav-item${isActive ? ' active' : ''}`}
              data-testid={`nav-${entry.path.slice(1)}`}
            >
              <Icon name={entry.icon} />
              <span>{t(entry.labelKey)}</span>
              {entry.path === '/funds' && waiting > 0 && (
                <span className="nav-count" title={t('nav.waiting', { count: waiting })}>
                  {waiting}
                </span>
              )}
              {supportCounts[entry.path] ? (
                <span className="nav-count" data-testid={`nav-count-${entry.path.slice(1)}`}>
                  {supportCounts[entry.path]}
                </span>
              ) : null}
              {entry.path === '/kyc' && waitingKyc > 0 && (
                <span
                  className="nav-count"
                  title={t('nav.waiting', { count: waitingKyc })}
                  data-testid="nav-kyc-count"
                >
                  {waitingKyc}
                </span>
              )}
            </NavLink>
          ))}
        </nav>
        <div className="sidebar-foot">v{__APP_VERSION__}</div>
      </aside>
      {/* A click outside the open drawer closes it; Escape and the close button do too. */}
      {drawer.open && <div className="sidebar-backdrop" onClick={drawer.close} aria-hidden />}
      <div className="main">
        <header className="topbar">
          <button
            type="button"
            className="nav-toggle"
            onClick={drawer.toggle}
            aria-expanded={drawer.open}
            aria-controls="sidebar"
            aria-label={t('nav.menu')}
            data-testid="nav-toggle"
          >
            <Icon name="menu" />
          </button>
          <div className="topbar-title">{active ? t(active.labelKey) : ''}</div>
          <div className="topbar-right">
            <LanguageSwitch />
            <ThemeSelect />
            <div className="staff" data-testid="staff">
              <span className="staff-email">{current?.email}</span>
              <span className="badge badge-info" data-testid="staff-role">
                {current ? t(`roles.${current.role}`) : ''}
              </span>
            </div>
            <NavLink to="/password" className="topbar-link">
              {t('auth.change_password')}
            </NavLink>
            <button type="button" className="topbar-link" onClick={() => void signOut()} data-testid="logout">
              <Icon name="logout" size={16} />
              {t('auth.logout')}
            </button>
          </div>
        </header>
        <main className="content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
