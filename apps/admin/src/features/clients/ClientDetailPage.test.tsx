import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../shared/auth/permissions';
import { fakeApi, frameRoutes, ok } from '../../test/http';
import { expectAbsent, renderAs } from '../../test/render';

const detail = {
  user: {
    id: 7,
    uid: '10000007',
    email: 'client@example.com',
    mobile: null,
    is_demo: 0,
    status: 1,
    invite_code: 'ABC123',
    referrer_id: null,
    created_at: '2026-05-01T09:00:00.000Z',
  },
  account: { balance: 250, lock_balance: 0 },
  ledger: [
    {
      id: 2,
      kind: 'adjustment',
      amount: -50,
      balance_after: 250,
      lock_amount: 0,
      actor: 'finance@fxdesk.local',
      reason: 'Duplicate deposit reversed',
      created_at: '2026-05-02T09:00:00.000Z',
    },
    {
      id: 1,
      kind: 'deposit',
      amount: 300,
      balance_after: 300,
      lock_amount: 0,
      actor: 'owner@fxdesk.local',
      reason: '',
      created_at: '2026-05-01T09:00:00.000Z',
    },
  ],
  orders: [],
  sessions: [
    {
      id: 3,
      ip: '1.2.3.4',
      user_agent: 'Chrome',
      created_at: '2026-05-01T09:00:00.000Z',
      last_seen_at: '2026-05-01T09:00:00.000Z',
      expires_at: '2999-01-01T00:00:00.000Z',
      revoked_at: null,
    },
  ],
};

function api(role: StaffRole) {
  return fakeApi({
    ...frameRoutes(role),
    'GET /admin/api/clients/7': ok(detail),
    'POST /admin/api/clients/7/adjust': ok({ balance: '200.00' }),
    'POST /admin/api/clients/7/revoke-sessions': ok({ revoked: 1 }),
    'POST /admin/api/clients/7/status': ok({ id: 7, status: 0 }),
  });
}

describe('client page', () => {
  it('offers each role only the actions it may take', async () => {
    api('finance');
    const finance = renderAs('finance', '/clients/7');
    await screen.findByTestId('client-balance');
    expect(screen.queryByTestId('client-adjust')).not.toBeNull();
    expectAbsent('client-status', 'client-revoke');
    finance.unmount();

    api('support');
    renderAs('support', '/clients/7');
    await screen.findByTestId('client-balance');
    expect(screen.queryByTestId('client-adjust')).toBeNull();
    expect(screen.getByTestId('client-status').textContent).toBe('Disable login');
    expect(screen.queryByTestId('client-revoke')).not.toBeNull();
  });

  it('a balance adjustment needs a reason and sends the signed amount', async () => {
    const fake = api('owner');
    renderAs('owner', '/clients/7');
    fireEvent.click(await screen.findByTestId('client-adjust'));
    fireEvent.change(screen.getByTestId('adjust-amount'), { target: { value: '-50' } });
    expect(screen.getByText('Balance after the adjustment: 200.00 USD')).toBeTruthy();
    fireEvent.click(screen.getByTestId('adjust-confirm'));
    expect(await screen.findByText('Give a reason of at least 3 characters')).toBeTruthy();
    expect(fake.callsTo('POST', '/admin/api/clients/7/adjust')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('adjust-reason'), { target: { value: 'Fee refund, ticket 4411' } });
    fireEvent.click(screen.getByTestId('adjust-confirm'));
    await waitFor(() => expect(fake.callsTo('POST', '/admin/api/clients/7/adjust')).toHaveLength(1));
    const first = fake.callsTo('POST', '/admin/api/clients/7/adjust')[0]?.body;
    expect(first).toEqual({
      amount: '-50',
      reason: 'Fee refund, ticket 4411',
      idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    // The adjustment's reason is shown in the ledger, beside its entry.
    expect(screen.getByTestId('ledger-table').textContent).toContain('Duplicate deposit reversed');
  });

  it('a retry of the same adjustment after an error sends the same key, so it cannot post twice', async () => {
    let answers = 0;
    const fake = fakeApi({
      ...frameRoutes('finance'),
      'GET /admin/api/clients/7': ok(detail),
      'POST /admin/api/clients/7/adjust': () =>
        ++answers === 1 ? { code: 1000, msg: 'Server busy', data: null } : ok({ balance: '300.00' }),
    });
    renderAs('finance', '/clients/7');
    fireEvent.click(await screen.findByTestId('client-adjust'));
    fireEvent.change(screen.getByTestId('adjust-amount'), { target: { value: '50' } });
    fireEvent.change(screen.getByTestId('adjust-reason'), { target: { value: 'Goodwill credit' } });
    fireEvent.click(screen.getByTestId('adjust-confirm'));
    await screen.findByText('Server busy');
    fireEvent.click(screen.getByTestId('adjust-confirm'));
    await waitFor(() => expect(fake.callsTo('POST', '/admin/api/clients/7/adjust')).toHaveLength(2));
    const [a, b] = fake.callsTo('POST', '/admin/api/clients/7/adjust').map((c) => c.body?.idempotency_key);
    expect(a).toBe(b);
  });

  it('revoking sessions asks first, then reports the count', async () => {
    const fake = api('owner');
    renderAs('owner', '/clients/7');
    fireEvent.click(await screen.findByTestId('client-revoke'));
    expect(screen.getByText('Sign client 10000007 out on every device (1 active sessions)?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await screen.findByText('1 sessions revoked');
    expect(fake.callsTo('POST', '/admin/api/clients/7/revoke-sessions')).toHaveLength(1);
  });
});
