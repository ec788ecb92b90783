import type { UserInfo } from '@fxdesk/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../shared/session/session.store';
import { socket } from '../../shared/socket';
import { FakeSocket } from '../../test/fake-socket';
import { REAL_USER } from '../../test/fixtures';
import { callsTo, mockFetch, ok } from '../../test/http';
import { renderPage, renderRoutes, where } from '../../test/render';
import { UserCenterPage } from './UserCenterPage';

const real = REAL_USER;

function renderUser(user: UserInfo) {
  useSession.getState().signIn({ token: 'tok', user });
  vi.stubGlobal(
    'fetch',
    mockFetch((url) =>
      url.pathname === '/v1/api/main/wallet/getBalance' ? ok({ balance: 10234.5 }) : ok(null),
    ),
  );
  return renderPage('/user', UserCenterPage);
}

describe('user centre (SPEC §2, §6)', () => {
  beforeEach(() => useSession.getState().clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('shows account, uid and the balance with two decimals', async () => {
    renderUser(real);
    expect(screen.getByTestId('account-label').textContent).toBe('real@example.com');
    expect(screen.getByTestId('account-uid').textContent).toBe('UID 100005');
    expect(screen.queryByTestId('demo-badge')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('balance-value').textContent).toBe('10,234.50'));
  });

  it('hides the balance and remembers it', async () => {
    renderUser(real);
    await waitFor(() => expect(screen.getByTestId('balance-value').textContent).toBe('10,234.50'));
    fireEvent.click(screen.getByTestId('balance-toggle'));
    expect(screen.getByTestId('balance-value').textContent).toBe('******');
    expect(window.localStorage.getItem('fxdesk.balanceHidden')).toBe('1');
  });

  it('the account card opens the fund records', async () => {
    const { router } = renderUser(real);
    fireEvent.click(screen.getByTestId('account-card'));
    await waitFor(() => expect(where(router)).toBe('/mine/history'));
  });

  it('a real account opens the charge page', async () => {
    const { router } = renderUser(real);
    fireEvent.click(screen.getByTestId('user-link-charge'));
    await waitFor(() => expect(where(router)).toBe('/mine/charge'));
  });

  it('a demo account sees the badge and the "only real account" dialog', async () => {
    const { router } = renderUser({ ...real, is_demo: 1 });
    expect(screen.getByTestId('demo-badge').textContent).toBe('Demo');
    for (const key of ['charge', 'withdraw', 'wallet', 'auth', 'invite', 'password']) {
      await act(async () => fireEvent.click(screen.getByTestId(`user-link-${key}`)));
      expect(screen.getByTestId('only-real-dialog').textContent).toBe(
        'Please register or log in to a real account',
      );
      await act(async () => fireEvent.click(screen.getByTestId('only-real-cancel')));
      await waitFor(() => expect(screen.queryByTestId('only-real-dialog')).toBeNull());
    }
    expect(where(router)).toBe('/user');
  });

  it('the dialog confirm goes to login', async () => {
    const { router } = renderUser({ ...real, is_demo: 1 });
    await act(async () => fireEvent.click(screen.getByTestId('withdraw-button')));
    await act(async () => fireEvent.click(screen.getByTestId('only-real-login')));
    await waitFor(() => expect(where(router)).toBe('/login?from=%2Fmine%2Fwithdraw'));
  });

  it('a demo account resets after a confirm, then reloads its balance (SPEC §6)', async () => {
    renderUser({ ...real, is_demo: 1 });
    const fetch = vi.mocked(globalThis.fetch);
    await waitFor(() => expect(screen.getByTestId('balance-value').textContent).toBe('10,234.50'));
    const balanceCalls = () => callsTo(fetch, '/v1/api/main/wallet/getBalance').length;
    const before = balanceCalls();
    await act(async () => fireEvent.click(screen.getByTestId('reset-demo')));
    await act(async () => fireEvent.click((await screen.findAllByText('Confirm')).at(-1)!));
    await waitFor(() => expect(callsTo(fetch, '/v1/api/main/user/resetForexDemoAccount')).toHaveLength(1));
    await waitFor(() => expect(balanceCalls()).toBe(before + 1));
  });

  it('a demo account still opens language and system', async () => {
    const { router } = renderUser({ ...real, is_demo: 1 });
    fireEvent.click(screen.getByTestId('user-link-language'));
    await waitFor(() => expect(where(router)).toBe('/language'));
  });

  it('shows the unread support count on the chat entry, kept live by SUPPORT pushes (DESIGN §7)', async () => {
    useSession.getState().signIn({ token: 'tok', user: real });
    vi.stubGlobal(
      'fetch',
      mockFetch((url) => (url.pathname === '/api/support/unread' ? ok({ unread: 3 }) : ok(null))),
    );
    renderRoutes([{ path: '/user', Component: UserCenterPage }], '/user');
    act(() => {
      socket.start();
      FakeSocket.latest().open();
    });
    await waitFor(() => expect(screen.getByTestId('support-unread-badge').textContent).toBe('3'));
    act(() => FakeSocket.latest().receive({ type: 'SUPPORT', data: { messages: [], unread: 4 } }));
    await waitFor(() => expect(screen.getByTestId('support-unread-badge').textContent).toBe('4'));
    act(() => FakeSocket.latest().receive({ type: 'SUPPORT', data: { messages: [], unread: 0 } }));
    await waitFor(() => expect(screen.queryByTestId('support-unread-badge')).toBeNull());
  });
});
