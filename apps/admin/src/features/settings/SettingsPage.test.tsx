import { PLATFORM_SETTING_DEFAULTS } from '@fxdesk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, frameRoutes, ok } from '../../test/http';
import { renderAs } from '../../test/render';

const settings = { ...PLATFORM_SETTING_DEFAULTS };

const company = {
  id: 1,
  name: 'FXDesk Markets Ltd',
  logo: '',
  url: 'https://fxdesk.example',
  subject: 'FXDesk Markets Ltd',
  registeredAddress: '1 Harbour Road',
  location: 'Hong Kong',
  email: 'support@fxdesk.example',
};

const system = {
  mail_transport: 'outbox',
  smtp_configured: false,
  sms_transport: 'outbox',
  card_provider: 'sandbox',
  database: 'pglite',
  bus: 'in-process',
  engine_leader: true,
  sockets: { connections: 3, framesSent: 10, slowConsumersDropped: 0, floodersClosed: 0 },
};

describe('settings screen', () => {
  it('sends only the changed keys, with their API types', async () => {
    const api = fakeApi({
      ...frameRoutes('owner', 1, 'o@fxdesk.local'),
      'GET /admin/api/settings': ok(settings),
      'PUT /admin/api/settings': ({ body }) => ok(body),
    });
    renderAs('owner', '/settings');
    const save = (await screen.findByTestId('settings-save')) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.change(screen.getByTestId('setting-verify_reg_type'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('setting-stop_out_level'), { target: { value: '40' } });
    fireEvent.change(screen.getByTestId('setting-withdraw_requires_kyc'), { target: { value: '0' } });
    fireEvent.change(screen.getByTestId('setting-restricted_countries'), {
      target: { value: 'us, kp, ir, cu, sy, ru' },
    });
    expect(screen.getByText('4 unsaved changes')).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(api.callsTo('PUT', '/admin/api/settings')).toHaveLength(1));
    expect(api.callsTo('PUT', '/admin/api/settings')[0]?.body).toEqual({
      verify_reg_type: 2,
      stop_out_level: 40,
      withdraw_requires_kyc: 0,
      restricted_countries: ['US', 'KP', 'IR', 'CU', 'SY', 'RU'],
    });
  });

  it('is read-only for roles that may not change settings', async () => {
    fakeApi({
      ...frameRoutes('content', 2, 'c@fxdesk.local'),
      'GET /admin/api/settings': ok(settings),
    });
    renderAs('content', '/settings');
    const select = (await screen.findByTestId('setting-verify_reg_type')) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(screen.queryByTestId('settings-save')).toBeNull();
  });

  it('the owner edits the company contact e-mail; only the changed field is sent; a bad address is refused', async () => {
    const api = fakeApi({
      ...frameRoutes('owner', 1, 'o@fxdesk.local'),
      'GET /admin/api/settings': ok(settings),
      'GET /admin/api/company': ok(company),
      'PUT /admin/api/company': ({ body }) => ok({ ...company, ...body }),
      'GET /admin/api/system': ok(system),
    });
    renderAs('owner', '/settings');
    const email = (await screen.findByTestId('company-email')) as HTMLInputElement;
    expect(email.value).toBe('support@fxdesk.example');
    fireEvent.change(email, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByTestId('company-save'));
    expect(await screen.findByText('Not a valid value for this field')).toBeTruthy();
    expect(api.callsTo('PUT', '/admin/api/company')).toHaveLength(0);
    fireEvent.change(email, { target: { value: 'help@fxdesk.example' } });
    fireEvent.click(screen.getByTestId('company-save'));
    await waitFor(() => expect(api.callsTo('PUT', '/admin/api/company')).toHaveLength(1));
    expect(api.callsTo('PUT', '/admin/api/company')[0]?.body).toEqual({ email: 'help@fxdesk.example' });
  });

  it('shows the mail transport and SMTP status read-only; other roles cannot edit the company', async () => {
    fakeApi({
      ...frameRoutes('finance', 3, 'f@fxdesk.local'),
      'GET /admin/api/settings': ok(settings),
      'GET /admin/api/company': ok(company),
      'GET /admin/api/system': ok(system),
    });
    renderAs('finance', '/settings');
    expect((await screen.findByTestId('system-mail')).textContent).toBe(
      'Outbox only (nothing leaves the server)',
    );
    expect(screen.getByTestId('system-smtp').textContent).toBe('Not configured');
    expect(screen.getByTestId('system-card-provider').textContent).toBe(
      'Sandbox: test cards credit without payment',
    );
    expect(screen.getByTestId('system-card').textContent).toContain('Running in this process');
    const name = (await screen.findByTestId('company-name')) as HTMLInputElement;
    expect(name.value).toBe('FXDesk Markets Ltd');
    expect(name.disabled).toBe(true);
    expect(screen.queryByTestId('company-save')).toBeNull();
  });
});
