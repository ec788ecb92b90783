import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { typeInto } from '../../test/form';
import { fakeApi, frameRoutes, ok } from '../../test/http';
import { renderAs } from '../../test/render';

const row = {
  id: 7,
  adminEmail: 'finance@fxdesk.local',
  action: 'deposit.approved',
  targetType: 'charge',
  targetId: '42',
  before: { status: 0 },
  after: { status: 1 },
  ip: '203.0.113.7',
  createdAt: '2026-11-22T08:00:00Z',
};

describe('audit log screen', () => {
  it('sends every filter to the server: family, staff e-mail, target type and id, days', async () => {
    const api = fakeApi({
      ...frameRoutes('owner', 1, 'o@fxdesk.local'),
      'GET /admin/api/audit': ok({ data: [row], total: 1 }),
    });
    renderAs('owner', '/audit');
    await screen.findByText('deposit.approved');
    typeInto({
      'audit-admin': ' finance@ ',
      'audit-target_type': 'charge',
      'audit-target_id': '42',
      'audit-from': '2026-11-01',
      'audit-to': '2026-11-30',
    });
    fireEvent.click(screen.getByTestId('audit-apply'));
    await waitFor(() => {
      const last = api.callsTo('GET', '/admin/api/audit').at(-1)!;
      expect(Object.fromEntries(last.query)).toEqual({
        admin: 'finance@',
        target_type: 'charge',
        target_id: '42',
        from: '2026-11-01',
        to: '2026-11-30',
        page: '1',
      });
    });
    fireEvent.change(screen.getByTestId('audit-family'), { target: { value: 'company.' } });
    await waitFor(() =>
      expect(api.callsTo('GET', '/admin/api/audit').at(-1)!.query.get('action')).toBe('company.'),
    );
    expect(api.callsTo('GET', '/admin/api/audit').at(-1)!.query.get('admin')).toBe('finance@');
  });
});
