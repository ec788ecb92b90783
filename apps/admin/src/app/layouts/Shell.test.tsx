import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '../../shared/auth/permissions';
import { session } from '../../shared/session/session';
import { fail, fakeApi, ok } from '../../test/http';
import { renderApp, renderAs } from '../../test/render';

const dashboard = ok({
  clients_real: 1,
  clients_demo: 0,
  deposits_waiting: 2,
  withdrawals_waiting: 1,
  volume_today_lots: 0,
  open_positions: 0,
  broker_realized_pnl_today: 0,
  broker_floating_pnl: 0,
  deposits_7d: [],
  volume_7d: [],
});

function staffApi(role: StaffRole) {
  return fakeApi({
    'GET /admin/api/me': ok({ id: 1, email: `${role}@fxdesk.local`, role }),
    'GET /admin/api/dashboard': dashboard,
    'POST /admin/api/auth/logout': ok(null),
  });
}

/** Every screen, in menu order: what the owner sees. */
const ALL_SCREENS = [
  'dashboard',
  'clients',
  'funds',
  'kyc',
  'referrals',
  'risk',
  'instruments',
  'news',
  'settings',
  'support',
  'feedback',
  'companies',
  'complaints',
  'outbox',
  'copy',
  'audit',
  'staff',
];

/** The nav entries each role sees: the permission matrix of permissions.ts, read by screen. */
const EXPECTED: Record<StaffRole, string[]> = {
  owner: ALL_SCREENS,
  finance: ['dashboard', 'clients', 'funds', 'referrals', 'instruments', 'settings', 'companies'],
  support: ALL_SCREENS.filter((entry) => !['risk', 'news', 'audit', 'staff'].includes(entry)),
  risk: ['dashboard', 'clients', 'referrals', 'risk', 'instruments', 'settings', 'companies', 'copy'],
  content: ['dashboard', 'instruments', 'news', 'settings', 'companies'],
};

describe('console frame', () => {
  it.each(STAFF_ROLES)('shows the %s role only the screens it may use', async (role) => {
    staffApi(role);
    renderAs(role, '/dashboard');
    const nav = await screen.findByTestId('nav');
    const entries = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('data-testid')?.replace('nav-', ''));
    expect(entries).toEqual(EXPECTED[role]);
    expect(screen.getByTestId('staff-role').textContent).toBe(role[0]!.toUpperCase() + role.slice(1));
  });

  it('the menu button opens the navigation drawer of narrow screens; a choice or Escape closes it', async () => {
    staffApi('owner');
    const { container } = renderAs('owner', '/dashboard');
    const toggle = await screen.findByTestId('nav-toggle');
    const shell = container.querySelector('.shell')!;
    expect(toggle.getAttribute('aria-controls')).toBe('sidebar');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(shell.classList.contains('nav-open')).toBe(true);
    fireEvent.click(screen.getByTestId('nav-clients'));
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(shell.classList.contains('nav-open')).toBe(false);
  });

  it('a screen outside the role explains itself instead of calling the API', async () => {
    const api = staffApi('content');
    renderAs('content', '/audit');
    await screen.findByTestId('forbidden');
    expect(api.callsTo('GET', '/admin/api/audit')).toHaveLength(0);
  });

  it('shows the waiting count on Funds for roles that review', async () => {
    staffApi('finance');
    renderAs('finance', '/dashboard');
    await waitFor(() => expect(screen.getByTestId('nav-funds').textContent).toContain('3'));
  });

  it('999 from any call ends the session and returns to the login screen with the message', async () => {
    fakeApi({
      'GET /admin/api/me': fail(999, 'Your session has expired'),
      'GET /admin/api/dashboard': fail(999, 'Your session has expired'),
    });
    const { router } = renderAs('owner', '/dashboard');
    await screen.findByTestId('login-form');
    expect(router.state.location.pathname).toBe('/login');
    expect(session.get()).toBeNull();
    expect(window.localStorage.getItem('fxdesk.admin.session')).toBeNull();
    expect(screen.getAllByTestId('toast-error').map((t) => t.textContent)).toEqual([
      'Your session has expired×',
    ]);
  });

  it('without a session a deep link goes to login and comes back after it', async () => {
    fakeApi({});
    const { router } = renderApp('/funds/withdrawals?status=1');
    await screen.findByTestId('login-form');
    expect(router.state.location.search).toBe(`?from=${encodeURIComponent('/funds/withdrawals?status=1')}`);
  });

  it('sign out ends the server session and clears the local one', async () => {
    const api = staffApi('support');
    renderAs('support', '/dashboard');
    fireEvent.click(await screen.findByTestId('logout'));
    await screen.findByTestId('login-form');
    expect(api.callsTo('POST', '/admin/api/auth/logout')[0]?.headers['x-csrf-token']).toBe('csrf-support');
    expect(session.get()).toBeNull();
  });

  it('switches the interface language and sends it to the server', async () => {
    const api = staffApi('owner');
    renderAs('owner', '/dashboard');
    await screen.findByTestId('stat-clients-real');
    fireEvent.change(screen.getByTestId('lang-switch'), { target: { value: 'hk' } });
    await screen.findByText('真實客戶');
    expect(screen.getByTestId('nav-funds').textContent).toContain('資金審核');
    expect(window.localStorage.getItem('fxdesk.admin.lang')).toBe('hk');
    fireEvent.click(screen.getByTestId('nav-clients'));
    await waitFor(() => expect(api.calls.at(-1)?.headers.lang).toBe('hk'));
    fireEvent.change(screen.getByTestId('lang-switch'), { target: { value: 'en' } });
    await screen.findByText('Clients', { selector: 'h1' });
  });
});
