import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../shared/auth/permissions';
import { saveForm } from '../../test/form';
import { fakeApi, frameRoutes, ok } from '../../test/http';
import { expectAbsent, renderAs } from '../../test/render';

const pair = {
  id: 1,
  code: 'EURUSD',
  showCode: 'EUR/USD',
  logo: '',
  categoryId: 1,
  names: { en: 'Euro / US Dollar', hk: '歐元 / 美元' },
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
    ...frameRoutes(role),
    'GET /admin/api/instruments': ok([pair]),
    'GET /v1/api/forex/getCategories': ok([
      { Id: 1, Code: 'majors', Name: 'Majors' },
      { Id: 2, Code: 'crosses', Name: 'Crosses' },
    ]),
    'PUT /admin/api/instruments/1': ({ body }) => ok({ ...pair, ...body }),
    'POST /admin/api/uploads': ok({ url: '/uploads/0123456789abcdef0123456789abcdef.png' }),
  });
}

describe('instruments screen', () => {
  it('closes a pair with its switch and edits only the changed fields', async () => {
    const fake = api('risk');
    renderAs('risk', '/instruments');
    await screen.findByText('Majors');
    fireEvent.click(screen.getByTestId('instrument-switch-EURUSD'));
    await waitFor(() => expect(fake.callsTo('PUT', '/admin/api/instruments/1')).toHaveLength(1));
    expect(fake.callsTo('PUT', '/admin/api/instruments/1')[0]?.body).toEqual({ enabled: 0 });

    fireEvent.click(screen.getByTestId('instrument-edit-EURUSD'));
    saveForm({ spreadPoints: '15', leverages: '500, 10, 100, 200', schedule: '24x5' });
    await waitFor(() => expect(fake.callsTo('PUT', '/admin/api/instruments/1')).toHaveLength(2));
    expect(fake.callsTo('PUT', '/admin/api/instruments/1')[1]?.body).toEqual({
      spreadPoints: 15,
      leverages: [10, 100, 200, 500],
      schedule: '24x5',
    });
  });

  it('is read-only for a role without instruments.write', async () => {
    api('support');
    renderAs('support', '/instruments');
    await screen.findByText('EUR/USD');
    expectAbsent('instrument-switch-EURUSD', 'instrument-edit-EURUSD');
  });

  it('edits digits, units per lot, category, code shown, a name and the logo (uploaded); a script URL is refused', async () => {
    const fake = api('owner');
    renderAs('owner', '/instruments');
    await screen.findByText('Majors');
    fireEvent.click(screen.getByTestId('instrument-edit-EURUSD'));
    saveForm({ logo: 'javascript:alert(1)' });
    expect(await screen.findByText('Not a valid value for this field')).toBeTruthy();
    expect(fake.callsTo('PUT', '/admin/api/instruments/1')).toHaveLength(0);

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'eur.png', { type: 'image/png' });
    const input = screen.getByTestId('instrument-logo-file');
    Object.defineProperty(input, 'files', { value: [file] });
    fireEvent.change(input);
    await waitFor(() =>
      expect((screen.getByTestId('form-logo') as HTMLInputElement).value).toBe(
        '/uploads/0123456789abcdef0123456789abcdef.png',
      ),
    );
    expect(fake.callsTo('POST', '/admin/api/uploads')).toHaveLength(1);
    saveForm({
      pricePrecision: '4',
      unitsPerLot: '10000',
      categoryId: '2',
      showCode: 'EUR/USD.m',
      name_en: 'Euro mini',
    });
    await waitFor(() => expect(fake.callsTo('PUT', '/admin/api/instruments/1')).toHaveLength(1));
    expect(fake.callsTo('PUT', '/admin/api/instruments/1')[0]?.body).toEqual({
      showCode: 'EUR/USD.m',
      categoryId: 2,
      pricePrecision: 4,
      unitsPerLot: '10000',
      logo: '/uploads/0123456789abcdef0123456789abcdef.png',
      names: { en: 'Euro mini' },
    });
  });
});
