import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../shared/auth/permissions';
import { typeInto } from '../../test/form';
import { fakeApi, frameRoutes, ok } from '../../test/http';
import { renderAs } from '../../test/render';

const member = {
  id: 7,
  email: 'ann@fxdesk.test',
  role: 'support',
  status: 1,
  enrolled: true,
  must_change_password: false,
  created_at: '2026-11-20T08:00:00Z',
  last_seen_at: null,
};

function api(role: StaffRole) {
  return fakeApi({
    ...frameRoutes(role),
    'GET /admin/api/staff': ok([member]),
    'POST /admin/api/staff': ({ body }) =>
      ok({ ...member, id: 8, ...(body as object), enrolled: false, password: 'one-time-pass-123' }),
    'PUT /admin/api/staff/7': ({ body }) => ok({ ...member, ...(body as object) }),
  });
}

describe('staff screen (owner only)', () => {
  it('adds a member and shows the one-time password once; a bad e-mail is never sent', async () => {
    const fake = api('owner');
    renderAs('owner', '/staff');
    await screen.findByText('ann@fxdesk.test');
    fireEvent.click(screen.getByTestId('staff-create'));
    fireEvent.change(screen.getByTestId('staff-email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByTestId('staff-create-confirm'));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(fake.callsTo('POST', '/admin/api/staff')).toHaveLength(0);
    typeInto({ 'staff-email': 'bob@fxdesk.test', 'staff-new-role': 'finance' });
    fireEvent.click(screen.getByTestId('staff-create-confirm'));
    expect((await screen.findByTestId('staff-password')).textContent).toBe('one-time-pass-123');
    expect(fake.callsTo('POST', '/admin/api/staff')[0]?.body).toEqual({
      email: 'bob@fxdesk.test',
      role: 'finance',
    });
  });

  it('disabling asks first, then sends status 0', async () => {
    const fake = api('owner');
    renderAs('owner', '/staff');
    fireEvent.click(await screen.findByTestId('staff-toggle-7'));
    const dialog = await screen.findByTestId('staff-confirm');
    expect(fake.callsTo('PUT', '/admin/api/staff/7')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(fake.callsTo('PUT', '/admin/api/staff/7')).toHaveLength(1));
    expect(fake.callsTo('PUT', '/admin/api/staff/7')[0]?.body).toEqual({ status: 0 });
  });

  it('offers no role change, disable or reset on your own row', async () => {
    fakeApi({
      ...frameRoutes('owner'),
      'GET /admin/api/staff': ok([{ ...member, id: 1, email: 'Owner@fxdesk.local', role: 'owner' }, member]),
    });
    renderAs('owner', '/staff');
    expect((await screen.findByTestId('staff-me-1')).textContent).toBe('You (signed in)');
    expect(screen.queryByTestId('staff-toggle-1')).toBeNull();
    expect((screen.getByTestId('staff-role-1') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByTestId('staff-toggle-7')).toBeTruthy();
    expect((screen.getByTestId('staff-role-7') as HTMLSelectElement).disabled).toBe(false);
  });

  it('is not in the menu of other roles', async () => {
    api('finance');
    renderAs('finance', '/dashboard');
    await screen.findAllByText('Dashboard');
    expect(screen.queryByRole('link', { name: /Staff/ })).toBeNull();
  });
});
