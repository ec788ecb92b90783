import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { realUser } from '../../test/funds-fixtures';
import { mockFetch, ok } from '../../test/http';
import { renderRoutes } from '../../test/render';
import { SecurityPage } from './SecurityPage';
import { signedInEachTest } from '../../test/session';

const SESSIONS = [
  {
    id: 11,
    device: 'Chrome on Windows',
    ip: '203.0.113.5',
    created_at: '2026-11-20T08:00:00Z',
    last_seen_at: '2026-11-22T07:00:00Z',
    current: true,
  },
  {
    id: 12,
    device: 'Safari on iOS',
    ip: '198.51.100.7',
    created_at: '2026-11-21T08:00:00Z',
    last_seen_at: '2026-11-21T09:00:00Z',
    current: false,
  },
];

interface Server {
  totp: boolean;
  hold: string | null;
  sessions: typeof SESSIONS;
  calls: { path: string; body: string }[];
}

function serve(server: Server) {
  vi.stubGlobal(
    'fetch',
    mockFetch((url, init) => {
      server.calls.push({ path: url.pathname, body: String(init.body ?? '') });
      switch (url.pathname) {
        case '/api/user/security':
          return ok({
            totp_enabled: server.totp,
            recovery_codes_left: server.totp ? 8 : 0,
            withdraw_hold_until: server.hold,
          });
        case '/api/user/session_list':
          return ok(server.sessions);
        case '/api/user/totp_setup':
          return ok({
            secret: 'JBSWY3DPEHPK3PXP',
            otpauth_url: 'otpauth://totp/FXDesk:a%40b.c?secret=JBSWY3DPEHPK3PXP',
          });
        case '/api/user/totp_enable': {
          if (!String(init.body).includes('123456')) return { code: 1501, msg: 'wrong code', data: null };
          server.totp = true;
          server.hold = '2026-11-23T08:00:00Z';
          return ok({ recovery_codes: ['ABCDE-FGHJK', 'MNPQR-STUVW'] });
        }
        case '/api/user/session_revoke':
          server.sessions = server.sessions.filter((s) => !String(init.body).includes(String(s.id)));
          return ok(null);
        default:
          return ok(null);
      }
    }),
  );
}

describe('/mine/security (issue 14 client protections)', () => {
  signedInEachTest(realUser);

  it('enrols two-factor in a labelled dialog: a wrong code keeps it open, the right one shows the recovery codes and the hold', async () => {
    const server: Server = { totp: false, hold: null, sessions: SESSIONS, calls: [] };
    serve(server);
    renderRoutes([{ path: '/mine/security', Component: SecurityPage }], '/mine/security', 'mobile');
    expect((await screen.findByTestId('security-totp-status')).textContent).toBe('Off');
    expect(screen.queryByTestId('security-hold')).toBeNull();
    fireEvent.click(screen.getByTestId('security-totp-enable'));
    const dialog = await screen.findByRole('dialog', { name: 'Set up your authenticator' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByTestId('security-enrol-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(within(dialog).getByRole('img', { name: 'QR code for the authenticator app' })).toBeTruthy();

    fireEvent.change(screen.getByTestId('security-enrol-code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByTestId('security-enrol-submit'));
    await waitFor(() =>
      expect(server.calls.filter((c) => c.path === '/api/user/totp_enable')).toHaveLength(1),
    );
    expect(screen.getByRole('dialog', { name: 'Set up your authenticator' })).toBeTruthy();

    fireEvent.change(screen.getByTestId('security-enrol-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('security-enrol-submit'));
    const codes = await screen.findByTestId('security-recovery-codes');
    expect(codes.textContent).toContain('ABCDE-FGHJK');
    await waitFor(() => expect(screen.getByTestId('security-totp-status').textContent).toBe('On'));
    expect((await screen.findByTestId('security-hold')).textContent).toContain('2026');
  });

  it('lists sessions with "this device"; revoking another one removes it, and "everywhere else" is off when alone', async () => {
    const server: Server = { totp: true, hold: null, sessions: SESSIONS, calls: [] };
    serve(server);
    renderRoutes([{ path: '/mine/security', Component: SecurityPage }], '/mine/security', 'desktop');
    const current = await screen.findByTestId('security-session-11');
    expect(current.textContent).toContain('This device');
    expect(screen.getByTestId('security-session-12').textContent).toContain('Safari on iOS');
    expect(screen.queryByTestId('security-session-revoke-11')).toBeNull();
    fireEvent.click(screen.getByTestId('security-session-revoke-12'));
    fireEvent.click(await screen.findByText('Confirm'));
    await waitFor(() => expect(screen.queryByTestId('security-session-12')).toBeNull());
    expect(server.calls.find((c) => c.path === '/api/user/session_revoke')?.body).toContain('12');
    expect((screen.getByTestId('security-revoke-others') as HTMLButtonElement).disabled).toBe(true);
  });
});
