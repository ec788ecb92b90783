import { copyActivityPage, copyFollowPage, copyTraderPage, copyTraderRecord } from '@fxdesk/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../shared/auth/permissions';
import { fakeApi, frameRoutes, ok } from '../../test/http';
import { renderAs } from '../../test/render';

// Fixtures are what the server sends: parsed with the contract's schemas of these answers (the
// lists' times are the database's text).
const applicant = {
  user_id: 7,
  display_name: 'Careful Carl',
  bio: 'Majors, small size',
  status: 0,
  is_demo: false,
  style: '',
  hidden: false,
  remark: '',
  applied_at: '2026-11-22 08:00:00+00',
  reviewed_at: null,
  uid: '62702982',
  email: 'carl@example.com',
  demo_account: 0,
  followers: 0,
  closed_orders: 12,
};
const traders = copyTraderPage.parse({
  data: [
    applicant,
    { ...applicant, user_id: 8, display_name: 'Named Nina', status: 1, email: null, followers: 3 },
  ],
  total: 2,
});
const follows = copyFollowPage.parse({
  data: [
    {
      id: 31,
      follower_id: 9,
      follower_uid: '25474961',
      trader_id: 8,
      trader: 'Named Nina',
      amount: '1000.000000',
      multiple: '1.50',
      stop_loss_rate: '0.2500',
      status: 0,
      stop_reason: 'trader_revoked',
      created_at: '2026-11-22 08:00:00+00',
      stopped_at: '2026-11-23 08:00:00+00',
      open_copies: 1,
      realized: '-12.345',
    },
  ],
  total: 1,
});
const activity = copyActivityPage.parse({
  data: [
    {
      id: 51,
      follow_id: 31,
      leader_order_id: 400,
      follower_order_id: null,
      outcome: 'skipped',
      reason: 'below_min_lot',
      lots: null,
      created_at: '2026-11-22 08:00:00+00',
      follower_id: 9,
      trader_id: 8,
      trader: 'Named Nina',
    },
  ],
  total: 1,
});

function api(role: StaffRole) {
  return fakeApi({
    ...frameRoutes(role),
    'GET /admin/api/copy/traders': ok(traders),
    'GET /admin/api/copy/follows': ok(follows),
    'GET /admin/api/copy/activity': ok(activity),
    'POST /admin/api/copy/traders/7/review': ok(
      copyTraderRecord.parse({
        userId: 7,
        status: 1,
        displayName: 'Careful Carl',
        bio: 'Majors, small size',
        isDemo: false,
        style: '',
        hidden: false,
        remark: '',
        appliedAt: '2026-11-22T08:00:00.000Z',
        reviewedAt: '2026-11-22T09:00:00.000Z',
      }),
    ),
  });
}

describe('copy trading screen', () => {
  it('lists traders with their account and figures, and approves an application', async () => {
    const fake = api('risk');
    renderAs('risk', '/copy');
    const table = await screen.findByTestId('copy-traders');
    const carl = (await within(table).findByText('Careful Carl')).closest('tr')!;
    expect(within(carl).getByText('carl@example.com')).toBeTruthy();
    expect(within(carl).getByText('12')).toBeTruthy();
    // No e-mail: the account's uid is shown.
    expect(within(within(table).getByText('Named Nina').closest('tr')!).getByText('62702982')).toBeTruthy();
    fireEvent.click(screen.getByTestId('copy-approve-7'));
    await waitFor(() => expect(fake.callsTo('POST', '/admin/api/copy/traders/7/review')).toHaveLength(1));
    expect(fake.callsTo('POST', '/admin/api/copy/traders/7/review')[0]?.body).toEqual({ approve: true });
  });

  it('shows a follow with its allocation, stop-loss and reason, and a skip with its reason', async () => {
    api('support');
    renderAs('support', '/copy');
    fireEvent.click(await screen.findByTestId('copy-tab-follows'));
    const row = (await screen.findByText('25474961')).closest('tr')!;
    expect(within(row).getByText('1000.00 USD × 1.5')).toBeTruthy();
    expect(within(row).getByText('25%')).toBeTruthy();
    expect(within(row).getByText(/trader_revoked/)).toBeTruthy();
    expect(within(row).getByText('-12.35')).toBeTruthy();
    fireEvent.click(screen.getByTestId('copy-tab-activity'));
    expect(await screen.findByText('Skipped: below the minimum lot')).toBeTruthy();
  });
});
