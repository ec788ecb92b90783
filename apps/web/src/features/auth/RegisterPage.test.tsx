import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../shared/session/session.store';
import { mockFetch, ok } from '../../test/http';
import { renderPage, submitFields, typeInto, where } from '../../test/render';
import { RegisterPage } from './RegisterPage';
import { resetSessionAfterEach } from '../../test/session';

vi.mock('../../shared/ui/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const user = {
  id: 8,
  uid: '100008',
  email: '',
  mobile: '61234567',
  area_code: '852',
  is_demo: 0 as const,
  invite_code: 'N',
  created_at: '',
};

interface Settings {
  verifyRegType?: number;
  isShowMobile?: number;
}

function serve({ verifyRegType = 1, isShowMobile = 1 }: Settings = {}) {
  const fetch = mockFetch((url) => {
    switch (url.pathname) {
      case '/api/basicSet/getBasicInfo':
        return ok({
          service_link: '',
          service_link_type: 1,
          verify_reg_type: verifyRegType,
          trade_fee_type: 1,
        });
      case '/api/default/setting':
        return ok(isShowMobile);
      case '/api/default/area_list':
        return ok([
          { id: 1, code: 'HK', global_code: '852' },
          { id: 2, code: 'SG', global_code: '65' },
        ]);
      case '/api/default/captcha':
        return ok({ id: 'cap-1', b64s: 'data:image/png;base64,AAAA' });
      case '/api/user/register':
        return ok({ token: 'new', user }, 'Registration successful');
      default:
        return ok(null);
    }
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const bodyOf = (fetch: ReturnType<typeof mockFetch>, path: string) =>
  new URLSearchParams(
    String(
      fetch.mock.calls.find(([u]) => new URL(String(u), 'http://h/').pathname === path)?.[1]?.body ?? '',
    ),
  );

function renderRegister(entry = '/register') {
  return renderPage('/register', RegisterPage, entry);
}

describe('register page', () => {
  resetSessionAfterEach();

  it('prefills invite_code from the query', async () => {
    serve();
    renderRegister('/register?invite_code=K7Q2ZD');
    expect((screen.getByTestId('register-invite') as HTMLInputElement).value).toBe('K7Q2ZD');
  });

  it('registers a mobile account with its area id and logs in', async () => {
    const fetch = serve();
    const { router } = renderRegister();
    await act(async () => fireEvent.click(screen.getByTestId('method-mobile')));
    expect(await screen.findByTestId('area-code-button')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('area-code-button').textContent).toContain('+852'));
    await submitFields('register', {
      account: '61234567',
      code: '123456',
      password: 'secret-pass',
      confirm: 'secret-pass',
    });
    await waitFor(() => expect(where(router)).toBe('/'));
    const body = bodyOf(fetch, '/api/user/register');
    expect(Object.fromEntries(body)).toMatchObject({
      type: '2',
      mobile: '61234567',
      area_id: '1',
      sms_code: '123456',
      password: 'secret-pass',
      re_password: 'secret-pass',
    });
    expect(useSession.getState().token).toBe('new');
  });

  it('is_show_mobile 3 shows the number only', async () => {
    serve({ isShowMobile: 3 });
    renderRegister();
    await act(async () => fireEvent.click(screen.getByTestId('method-mobile')));
    await waitFor(() => expect(screen.queryByTestId('area-code-button')).toBeNull());
  });

  it('captcha mode (verify_reg_type 2) sends the captcha id as key and the answer as sms_code', async () => {
    const fetch = serve({ verifyRegType: 2 });
    renderRegister();
    expect(await screen.findByTestId('register-captcha')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('captcha-image').querySelector('img')).not.toBeNull());
    expect(screen.queryByTestId('send-code')).toBeNull();
    await submitFields('register', {
      account: 'new@example.com',
      captcha: 'x7k2',
      password: 'secret-pass',
      confirm: 'secret-pass',
    });
    await waitFor(() => expect(bodyOf(fetch, '/api/user/register').get('key')).toBe('cap-1'));
    expect(bodyOf(fetch, '/api/user/register').get('sms_code')).toBe('x7k2');
    expect(bodyOf(fetch, '/api/user/register').get('type')).toBe('1');
  });

  it('send code posts the e-mail with type 1 and starts the countdown', async () => {
    const fetch = serve();
    renderRegister();
    typeInto('register-account', 'new@example.com');
    await act(async () => fireEvent.click(await screen.findByTestId('send-code')));
    await waitFor(() => expect(screen.getByTestId('send-code')).toHaveProperty('disabled', true));
    const call = fetch.mock.calls.find(([u]) => String(u).includes('/api/notify/send_email'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ to: 'new@example.com', type: 1 });
  });
});
