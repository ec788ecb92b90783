import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../shared/session/session.store';
import { toast } from '../../shared/ui/toast';
import { REAL_USER } from '../../test/fixtures';
import { mockFetch, ok } from '../../test/http';
import { renderRoutes, typeInto } from '../../test/render';
import { PasswordPage } from './PasswordPage';
import { resetSessionAfterEach } from '../../test/session';

vi.mock('../../shared/ui/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const real = REAL_USER;

describe('/mine/password (SPEC §2/§5 change password)', () => {
  resetSessionAfterEach();

  it('passwords that differ are said beside the confirmation, which takes focus; nothing is sent', async () => {
    const fetch = mockFetch(() => ok(null));
    vi.stubGlobal('fetch', fetch);
    useSession.getState().signIn({ token: 'tok', user: real });
    renderRoutes([{ path: '/mine/password', Component: PasswordPage }], '/mine/password');
    typeInto('password-new', 'new-secret-1');
    typeInto('password-confirm', 'new-secret-2');
    typeInto('password-code', '123456');
    await act(async () => fireEvent.click(screen.getByTestId('password-submit')));
    expect(screen.getByTestId('password-confirm-error').textContent).toBe('Passwords do not match');
    expect(document.activeElement).toBe(screen.getByTestId('password-confirm'));
    expect(toast.error).not.toHaveBeenCalled();
    expect(fetch.mock.calls.filter(([u]) => String(u).includes('amend_password'))).toEqual([]);
  });
});
