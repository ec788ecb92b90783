import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../shared/ui/toast';
import { mockFetch, ok } from '../../test/http';
import { renderPage, submitFields, typeInto, where } from '../../test/render';
import { ForgotPage } from './ForgotPage';

vi.mock('../../shared/ui/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

function serve() {
  const fetch = mockFetch((url) =>
    url.pathname === '/api/default/area_list' ? ok([{ id: 1, code: 'HK', global_code: '852' }]) : ok(null),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const posted = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([u]) => String(u).includes('/api/user/forget_password'));

function renderForgot() {
  return renderPage('/forgot', ForgotPage);
}

describe('forgot password page (SPEC §2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toast.error).mockClear();
  });

  it('a missing code is said beside the code field, which takes focus; nothing is sent', async () => {
    const fetch = serve();
    renderForgot();
    await submitFields('forgot', {
      account: 'me@example.com',
      password: 'new-secret-1',
      confirm: 'new-secret-1',
    });
    expect(screen.getByTestId('forgot-code-error').textContent).toBe('Please enter the verification code');
    expect(screen.getByTestId('forgot-code').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('forgot-code'));
    expect(toast.error).not.toHaveBeenCalled();
    expect(posted(fetch)).toEqual([]);
    // Editing the form clears the message.
    typeInto('forgot-code', '1');
    expect(screen.queryByTestId('forgot-code-error')).toBeNull();
  });

  it('a complete form resets the password and goes to login', async () => {
    const fetch = serve();
    const { router } = renderForgot();
    await submitFields('forgot', {
      account: 'me@example.com',
      code: '123456',
      password: 'new-secret-1',
      confirm: 'new-secret-1',
    });
    await waitFor(() => expect(where(router)).toBe('/login'));
    expect(JSON.parse(String(posted(fetch)[0]?.[1]?.body))).toMatchObject({
      type: 1,
      account: 'me@example.com',
      new_password: 'new-secret-1',
      secondary_password: 'new-secret-1',
      auth_code: '123456',
    });
  });
});
