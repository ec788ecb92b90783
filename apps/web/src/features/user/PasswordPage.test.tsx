import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../shared/session/session.store';
import { toast } from '../../shared/ui/toast';
import { REAL_USER } from '../../test/fixtures';
import { mockFetch, ok } from '../../test/http';
import { renderRoutes } from '../../test/render';
import { PasswordPage } from './PasswordPage';

vi.mock('../../shared/ui/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const real = REAL_USER;

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('/mine/password (SPEC §2/§5 change password)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().clear();
  });

  it('passwords that differ are said beside the confirmation, which takes focus; nothing is sent', async () => {
    const fetch = mockFetch(() => ok(null));
    vi.stubGlobal('fetch', fetch);
    useSession.getState().signIn({ token: 'tok', user: real });
    renderRoutes([{ path: '/mine/password', Component: PasswordPage }], '/mine/password');
    type('password-new', 'new-secret-1');
    type('password-confirm', 'new-secret-2');
    type('password-code', '123456');
    await act(async () => fireEvent.click(screen.getByTestId('password-submit')));
    expect(screen.getByTestId('password-confirm-error').textContent).toBe('Passwords do not match');
    expect(document.activeElement).toBe(screen.getByTestId('password-confirm'));
    expect(toast.error).not.toHaveBeenCalled();
    expect(fetch.mock.calls.filter(([u]) => String(u).includes('amend_password'))).toEqual([]);
  });
});
