import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../shared/session/session.store';
import { mockFetch } from '../../test/http';
import { expectFieldError, renderPage, typeInto, where } from '../../test/render';
import { LoginPage } from './LoginPage';
import { resetSessionAfterEach } from '../../test/session';

const toastError = vi.fn();
vi.mock('../../shared/ui/toast', () => ({
  toast: { error: (m: string) => toastError(m), success: vi.fn(), info: vi.fn() },
}));

const user = {
  id: 3,
  uid: '100003',
  email: 'trader@example.com',
  mobile: '',
  area_code: '',
  is_demo: 0 as const,
  invite_code: 'Z',
  created_at: '',
};

function renderLogin(entry = '/login') {
  return renderPage('/login', LoginPage, entry);
}

describe('login page (SPEC §5)', () => {
  beforeEach(() => toastError.mockReset());
  resetSessionAfterEach();

  it('asks for the e-mail or phone beside the empty account field, announced and focused', async () => {
    renderLogin();
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    expectFieldError('login-account', 'Please enter your e-mail or phone number');
    expect(screen.queryByTestId('login-password-error')).toBeNull();
  });

  it('asks for the password beside its field; typing clears the mark', async () => {
    renderLogin();
    typeInto('login-account', 'trader@example.com');
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    expect(screen.getByTestId('login-password-error').textContent).toBe('Please enter your password');
    expect(screen.getByTestId('login-password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('login-account').getAttribute('aria-invalid')).toBeNull();
    typeInto('login-password', 'secret');
    expect(screen.queryByTestId('login-password-error')).toBeNull();
    expect(screen.getByTestId('login-password').getAttribute('aria-invalid')).toBeNull();
  });

  it('logs in by form and returns to the from page', async () => {
    const fetch = mockFetch(() => ({ code: 1, msg: 'Logged in', data: { token: 'tok', user } }));
    vi.stubGlobal('fetch', fetch);
    const { router } = renderLogin('/login?from=%2Fmine%2Fcharge');
    typeInto('login-account', ' trader@example.com ');
    typeInto('login-password', 'correct horse');
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    await waitFor(() => expect(where(router)).toBe('/mine/charge'));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/user/loginForU');
    expect(init?.body).toBe('account=trader%40example.com&password=correct+horse&login_type=1');
    expect(useSession.getState().token).toBe('tok');
  });

  it('sends login_type 2 on the mobile tab', async () => {
    const fetch = mockFetch(() => ({ code: 1, msg: '', data: { token: 'tok', user } }));
    vi.stubGlobal('fetch', fetch);
    renderLogin();
    await act(async () => fireEvent.click(screen.getByTestId('method-mobile')));
    typeInto('login-account', '91234567');
    typeInto('login-password', 'pw');
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls[0]?.[1]?.body).toBe('account=91234567&password=pw&login_type=2');
  });

  it('"try demo" sends the stored device uuid', async () => {
    window.localStorage.setItem('fxdesk.deviceId', 'device-1234-abcd');
    const fetch = mockFetch(() => ({
      code: 1,
      msg: '',
      data: { token: 'demo', user: { ...user, is_demo: 1 } },
    }));
    vi.stubGlobal('fetch', fetch);
    const { router } = renderLogin();
    await act(async () => fireEvent.click(screen.getByTestId('try-demo')));
    await waitFor(() => expect(where(router)).toBe('/'));
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://h/');
    expect(url.pathname).toBe('/api/user/createAccountDemoForU');
    expect(url.searchParams.get('demo_id')).toBe('device-1234-abcd');
    expect(useSession.getState().user?.is_demo).toBe(1);
  });
});
