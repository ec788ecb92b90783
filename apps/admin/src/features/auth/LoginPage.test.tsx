import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../shared/session/session';
import type { StaffRole } from '../../shared/auth/permissions';
import { fail, fakeApi, ok, type Call } from '../../test/http';
import { renderApp } from '../../test/render';

const dashboard = ok({
  clients_real: 3,
  clients_demo: 9,
  deposits_waiting: 1,
  withdrawals_waiting: 0,
  volume_today_lots: 1.5,
  open_positions: 2,
  broker_realized_pnl_today: 12.5,
  broker_floating_pnl: -3,
  deposits_7d: [],
  volume_7d: [],
});

/** What the console asks once signed in: the member (`owner@fxdesk.local`, of `role`) and the dashboard. */
const consoleRoutes = (id: number, role: StaffRole) => ({
  'GET /admin/api/me': ok({ id, email: 'owner@fxdesk.local', role }),
  'GET /admin/api/dashboard': dashboard,
});

/** The login route of an enrolled member: "enter the code" (1500) without one, then signed in. */
const loginWithCode =
  (csrf: string, role: StaffRole, mustChange: boolean) =>
  ({ body }: Call) =>
    body?.totp
      ? ok({ enroll: false, csrf_token: csrf, role, must_change_password: mustChange })
      : fail(1500, 'Enter the code');

function typeCredentials() {
  fireEvent.change(screen.getByTestId('login-email'), { target: { value: 'Owner@FXDesk.local' } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'owner-password-123' } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

describe('staff login (back-office issue)', () => {
  it('first login: enrol with the QR code, confirm a code, land on the dashboard with a session', async () => {
    const api = fakeApi({
      'POST /admin/api/auth/login': ok({
        enroll: true,
        enrollment_token: 'enrol-token-123456',
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
        otpauth_url:
          'otpauth://totp/FXDesk%3Aowner%40fxdesk.local?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=FXDesk',
      }),
      'POST /admin/api/auth/enroll': ({ body }) =>
        body?.totp === '123456'
          ? ok({ csrf_token: 'staff-csrf', role: 'owner', must_change_password: false })
          : fail(1501, 'Wrong code'),
      ...consoleRoutes(1, 'owner'),
    });
    const { router } = renderApp('/login');
    typeCredentials();

    await screen.findByTestId('enrol-form');
    expect(screen.getByTestId('totp-secret').getAttribute('data-secret')).toBe('JBSWY3DPEHPK3PXPJBSWY3DP');
    await waitFor(() => expect(screen.getByTestId('totp-qr').querySelector('img')).not.toBeNull());
    expect(session.get()).toBeNull();

    // A wrong code shows the server's message and keeps the enrolment step.
    fireEvent.change(screen.getByTestId('totp-code'), { target: { value: '999999' } });
    fireEvent.click(screen.getByTestId('totp-submit'));
    expect((await screen.findByTestId('auth-error')).textContent).toBe('Wrong code');

    fireEvent.change(screen.getByTestId('totp-code'), { target: { value: '12 34-56' } });
    fireEvent.click(screen.getByTestId('totp-submit'));
    await screen.findByTestId('stat-clients-real');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(session.get()).toEqual({
      csrf: 'staff-csrf',
      role: 'owner',
      email: 'owner@fxdesk.local',
      mustChangePassword: false,
    });
    expect(api.callsTo('POST', '/admin/api/auth/enroll').at(-1)?.body).toEqual({
      enrollment_token: 'enrol-token-123456',
      totp: '123456',
    });
    expect(api.callsTo('POST', '/admin/api/auth/login')[0]?.body).toEqual({
      email: 'Owner@FXDesk.local',
      password: 'owner-password-123',
    });
  });

  it('an enrolled staff member is asked for a code (1500), then signed in', async () => {
    const api = fakeApi({
      'POST /admin/api/auth/login': loginWithCode('t2', 'finance', false),
      ...consoleRoutes(2, 'finance'),
    });
    renderApp('/login?from=%2Ffunds%2Fwithdrawals');
    typeCredentials();
    await screen.findByTestId('totp-form');
    expect(screen.queryByTestId('auth-error')).toBeNull();
    fireEvent.change(screen.getByTestId('totp-code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('totp-submit'));
    await screen.findByTestId('withdrawal-status');
    expect(session.get()?.role).toBe('finance');
    expect(api.callsTo('POST', '/admin/api/auth/login')[1]?.body).toMatchObject({ totp: '654321' });
  });

  it('a wrong password shows the server message in place', async () => {
    fakeApi({ 'POST /admin/api/auth/login': fail(1101, 'Wrong account or password') });
    renderApp('/login');
    typeCredentials();
    expect((await screen.findByTestId('auth-error')).textContent).toBe('Wrong account or password');
    expect(screen.getByTestId('login-form')).toBeTruthy();
  });

  it('a password that must change is changed before anything else', async () => {
    const api = fakeApi({
      'POST /admin/api/auth/login': loginWithCode('t3', 'owner', true),
      'POST /admin/api/auth/password': ok(null),
      ...consoleRoutes(1, 'owner'),
    });
    const { router } = renderApp('/login');
    typeCredentials();
    fireEvent.change(await screen.findByTestId('totp-code'), { target: { value: '111111' } });
    fireEvent.click(screen.getByTestId('totp-submit'));
    await screen.findByTestId('password-form');

    // The console itself is out of reach until the password changes.
    await router.navigate('/clients');
    await waitFor(() => expect(router.state.location.pathname).toBe('/password'));

    fireEvent.change(await screen.findByTestId('new-password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByTestId('confirm-password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('At least 12 characters', { selector: '.field-error' })).toBeTruthy();
    expect(api.callsTo('POST', '/admin/api/auth/password')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('new-password'), { target: { value: 'a long new password' } });
    fireEvent.change(screen.getByTestId('confirm-password'), { target: { value: 'a long new password' } });
    // Issue 14: the change is re-authenticated with the current password and a TOTP code.
    fireEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('Enter your current password', { selector: '.field-error' })).toBeTruthy();
    fireEvent.change(screen.getByTestId('current-password'), { target: { value: 'one-time-pass' } });
    fireEvent.change(screen.getByTestId('password-totp'), { target: { value: '12a345' } });
    fireEvent.click(screen.getByTestId('password-submit'));
    expect(
      await screen.findByText('Enter the 6 digits from your authenticator app', { selector: '.field-error' }),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/admin/api/auth/password')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('password-totp'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('password-submit'));
    await screen.findByTestId('stat-clients-real');
    expect(api.callsTo('POST', '/admin/api/auth/password')[0]?.body).toEqual({
      current_password: 'one-time-pass',
      totp: '123456',
      password: 'a long new password',
    });
    expect(session.get()?.mustChangePassword).toBe(false);
  });
});
