import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/http';
import { depositReviewRow } from '../../test/funds-fixtures';
import { renderAs } from '../../test/render';

const row = depositReviewRow({ id: 5, userId: 3, number: '100.000000', uid: '10000003' });

function api(role: 'finance' | 'support') {
  let reviewed = false;
  return fakeApi({
    'GET /admin/api/me': ok({ id: 1, email: 'x@fxdesk.local', role }),
    'GET /admin/api/dashboard': ok({ deposits_waiting: reviewed ? 0 : 1, withdrawals_waiting: 0 }),
    'GET /admin/api/funds/deposits': ({ query }) =>
      ok({ data: query.get('status') === '0' && !reviewed ? [row] : [], total: reviewed ? 0 : 1 }),
    // The proof is private: read through /admin/api (where the session cookie goes), shown from a blob.
    [`GET /admin/api${row.proofImg}`]: () =>
      new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } }),
    'POST /admin/api/funds/deposits/5/approve': () => {
      reviewed = true;
      return ok({ ...row, status: 1 });
    },
  });
}

describe('deposits review screen', () => {
  it('lists waiting deposits with their proof; approving removes the row and the actions', async () => {
    const fake = api('finance');
    renderAs('finance', '/funds');
    const table = await screen.findByTestId('deposits-table');
    await within(table).findByTestId('deposit-row-5');
    expect(fake.callsTo('GET', '/admin/api/funds/deposits')[0]?.query.get('status')).toBe('0');
    expect(within(table).getByTestId('proof-5').getAttribute('data-src')).toBe(row.proofImg);
    await waitFor(() => expect(within(table).getByTestId('proof-5').querySelector('img')).toBeTruthy());
    expect(fake.callsTo('GET', `/admin/api${row.proofImg}`)).toHaveLength(1);

    fireEvent.click(screen.getByTestId('approve-5'));
    fireEvent.click(await screen.findByTestId('decision-confirm'));
    await screen.findByText('No deposit is waiting for review');
    expect(screen.getByTestId('toast-success').textContent).toContain('Deposit #5 credited: 100.00 USD');
  });

  it('hides the review actions from a read-only role', async () => {
    api('support');
    renderAs('support', '/funds/deposits');
    await screen.findByTestId('deposit-row-5');
    expect(screen.queryByTestId('approve-5')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('reject-5')).toBeNull());
  });
});
