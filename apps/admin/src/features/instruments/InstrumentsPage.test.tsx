import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../shared/auth/permissions';
import { fakeApi, ok } from '../../test/http';
import { renderApp, signIn } from '../../test/render';

const pair = {
  id: 1,
  code: 'EURUSD',
  showCode: 'EUR/USD',
  logo: '',
  categoryId: 1,
  names: { en: 'Euro / US Dollar' },
  pricePrecision: 5,
  lotStep: '0.0100',
  minLots: '0.0100',
  unitsPerLot: '100000.00',
  feeRate: '0.00050000',
  marginMode: 2,
  leverages: [10, 100, 500],
  spreadPoints: 12,
  volatility: '0.0700',
  seedPrice: '1.08',
  schedule: '24x7',
  enabled: 1,
  sort: 0,
};

function api(role: StaffRole) {
  return fakeApi({
    'GET /admin/api/me': ok({ id: 1, email: `${role}@fxdesk.local`, role }),
    'GET /admin/api/dashboard': ok({ deposits_waiting: 0, withdrawals_waiting: 0 }),
    'GET /admin/api/instruments': ok([pair]),
    'GET /v1/api/forex/getCategories': ok([{ Id: 1, Code: 'majors', Name: 'Majors' }]),
    'PUT /admin/api/instruments/1': ({ body }) => ok({ ...pair, ...body }),
  });
}

describe('instruments screen', () => {
  it('closes a pair with its switch and edits only the changed fields', async () => {
    const fake = api('risk');
    signIn('risk');
    renderApp('/instruments');
    await screen.findByText('Majors');
    fireEvent.click(screen.getByTestId('instrument-switch-EURUSD'));
    await waitFor(() => expect(fake.callsTo('PUT', '/admin/api/instruments/1')).toHaveLength(1));
    expect(fake.callsTo('PUT', '/admin/api/instruments/1')[0]?.body).toEqual({ enabled: 0 });

    fireEvent.click(screen.getByTestId('instrument-edit-EURUSD'));
    fireEvent.change(screen.getByTestId('form-spreadPoints'), { target: { value: '15' } });
    fireEvent.change(screen.getByTestId('form-leverages'), { target: { value: '500, 10, 100, 200' } });
    fireEvent.change(screen.getByTestId('form-schedule'), { target: { value: '24x5' } });
    fireEvent.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(fake.callsTo('PUT', '/admin/api/instruments/1')).toHaveLength(2));
    expect(fake.callsTo('PUT', '/admin/api/instruments/1')[1]?.body).toEqual({
      spreadPoints: 15,
      leverages: [10, 100, 200, 500],
      schedule: '24x5',
    });
  });

  it('is read-only for a role without instruments.write', async () => {
    api('support');
    signIn('support');
    renderApp('/instruments');
    await screen.findByText('EUR/USD');
    expect(screen.queryByTestId('instrument-switch-EURUSD')).toBeNull();
    expect(screen.queryByTestId('instrument-edit-EURUSD')).toBeNull();
  });
});
