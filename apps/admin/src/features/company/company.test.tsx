import { companyRecord, complaintRecordPage, directoryCompanyPage, uploadedUrl } from '@fxdesk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../shared/auth/permissions';
import { saveForm } from '../../test/form';
import { fakeApi, frameRoutes, ok } from '../../test/http';
import { expectAbsent, renderAs } from '../../test/render';

// Fixtures are what the server sends: parsed with the contract's schemas of these answers.
const self = companyRecord.parse({
  id: 1,
  name: 'FXDesk Markets Ltd',
  logo: '',
  url: 'https://fxdesk.example',
  subject: 'Retail forex',
  registeredAddress: 'Hong Kong',
  location: 'Central',
  email: 'support@fxdesk.example',
  isSelf: 1,
  published: 1,
  createdAt: '2026-11-25T10:00:00Z',
  updatedAt: '2026-11-25T10:00:00Z',
});
const draft = companyRecord.parse({
  ...self,
  id: 2,
  name: 'Gamma Securities',
  isSelf: 0,
  published: 0,
  email: '',
});

function api(role: StaffRole) {
  return fakeApi({
    ...frameRoutes(role),
    'GET /admin/api/companies': ok(directoryCompanyPage.parse({ data: [self, draft], total: 2 })),
    'POST /admin/api/companies': ({ body }) => ok({ ...draft, id: 3, ...body }),
    'PUT /admin/api/companies/2': ({ body }) => ok({ ...draft, ...body }),
    'POST /admin/api/companies/logo': ok(
      uploadedUrl.parse({ url: '/uploads/0123456789abcdef0123456789abcdef.png' }),
    ),
    'GET /admin/api/complaints': ok(
      complaintRecordPage.parse({
        data: [
          {
            id: 9,
            companyId: 2,
            companyName: 'Gamma Securities',
            userId: 5,
            uid: 'U1234567',
            subject: 'Unpaid withdrawal',
            content: 'Three weeks late',
            contact: '+44 20 7946 0000',
            mailedTo: 'compliance@fxdesk.example',
            ip: '10.0.0.1',
            createdAt: '2026-11-25T10:00:00Z',
          },
        ],
        total: 1,
      }),
    ),
  });
}

describe('company directory screen', () => {
  it('publishes a draft with its switch and adds a company with only what was typed', async () => {
    const fake = api('content');
    renderAs('content', '/companies');
    await screen.findByText('Gamma Securities');
    expect(screen.getByText('This broker')).toBeTruthy();
    fireEvent.click(screen.getByTestId('company-publish-2'));
    await waitFor(() => expect(fake.callsTo('PUT', '/admin/api/companies/2')).toHaveLength(1));
    expect(fake.callsTo('PUT', '/admin/api/companies/2')[0]?.body).toEqual({ published: 1 });

    fireEvent.click(screen.getByTestId('company-add'));
    // A website that is not http(s) is caught before anything is sent.
    saveForm({ name: 'Delta Brokers', url: 'ftp://delta.example' });
    expect(fake.callsTo('POST', '/admin/api/companies')).toHaveLength(0);
    saveForm({ url: 'https://delta.example' });
    await waitFor(() => expect(fake.callsTo('POST', '/admin/api/companies')).toHaveLength(1));
    expect(fake.callsTo('POST', '/admin/api/companies')[0]?.body).toMatchObject({
      name: 'Delta Brokers',
      url: 'https://delta.example',
      published: 0,
    });
  });

  it('is read-only for a role without companies.write', async () => {
    api('finance');
    renderAs('finance', '/companies');
    await screen.findByText('Gamma Securities');
    expectAbsent('company-add', 'company-publish-2', 'company-edit-2');
  });

  it('lists complaints with the company, the client and where the mail went', async () => {
    api('support');
    renderAs('support', '/complaints');
    expect(await screen.findByText('Unpaid withdrawal')).toBeTruthy();
    expect(screen.getByText('compliance@fxdesk.example')).toBeTruthy();
    expect(screen.getByText('U1234567')).toBeTruthy();
  });
});
