import { kycQueueRow, kycSubmission, kycWaiting } from '@fxdesk/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, frameRoutes, ok } from '../../test/http';
import { renderAs } from '../../test/render';

const submission = kycQueueRow.parse({
  id: 7,
  userId: 3,
  name: 'Ann Lee',
  cardId: 'X12345678',
  frontPic: `/uploads/${'a'.repeat(32)}.png`,
  reversePic: `/uploads/${'b'.repeat(32)}.png`,
  status: 1,
  remark: '',
  reviewedBy: null,
  reviewedAt: null,
  createdAt: '2026-11-25T09:00:00.000Z',
  email: 'ann@example.com',
  mobile: null,
  uid: '10000003',
});

const image = () =>
  new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } });

function backend(role: 'support' | 'owner' | 'finance') {
  const state = { decided: null as null | { kind: string; remark?: unknown } };
  const fake = fakeApi({
    ...frameRoutes(role, 1, 'x@fxdesk.local'),
    'GET /admin/api/kyc/waiting': () => ok(kycWaiting.parse({ waiting: state.decided ? 0 : 1 })),
    'GET /admin/api/kyc': ({ query }) =>
      ok({
        data: query.get('status') === '1' && !state.decided ? [submission] : [],
        total: state.decided ? 0 : 1,
      }),
    [`GET /admin/api${submission.frontPic}`]: image,
    [`GET /admin/api${submission.reversePic}`]: image,
    'POST /admin/api/kyc/7/reject': ({ body }) => {
      if (!body?.remark) return fail(1001, 'Please complete: remark');
      state.decided = { kind: 'reject', remark: body.remark };
      return ok(kycSubmission.parse({ ...submission, status: 3, remark: body.remark }));
    },
    'POST /admin/api/kyc/7/approve': () => {
      state.decided = { kind: 'approve' };
      return ok(kycSubmission.parse({ ...submission, status: 2 }));
    },
  });
  return { fake, state };
}

describe('KYC queue (back office)', () => {
  it('lists the waiting submission with both photos read through /admin/api (where the session cookie goes), and a nav badge', async () => {
    const { fake } = backend('support');
    renderAs('support', '/kyc');
    const row = await screen.findByTestId('kyc-row-7');
    expect(row.textContent).toContain('Ann Lee');
    expect(row.textContent).toContain('X12345678');
    await waitFor(() =>
      expect(within(row).getByTestId('kyc-front-7').getAttribute('data-state')).toBe('ready'),
    );
    expect(within(row).getByTestId('kyc-back-7').querySelector('img')).toBeTruthy();
    expect(fake.callsTo('GET', `/admin/api${submission.frontPic}`)).toHaveLength(1);
    expect((await screen.findByTestId('nav-kyc-count')).textContent).toBe('1');
  });

  it('a rejection needs a reason before anything is sent; with one it is sent once and the row leaves', async () => {
    const { fake, state } = backend('support');
    renderAs('support', '/kyc');
    fireEvent.click(await screen.findByTestId('kyc-reject-7'));
    fireEvent.click(await screen.findByTestId('kyc-confirm'));
    expect(await screen.findByText('A reason is required')).toBeTruthy();
    expect(fake.callsTo('POST', '/admin/api/kyc/7/reject')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('kyc-reason'), { target: { value: 'Back photo is blurred' } });
    fireEvent.click(screen.getByTestId('kyc-confirm'));
    await screen.findByText('No verification is waiting for review');
    expect(state.decided).toEqual({ kind: 'reject', remark: 'Back photo is blurred' });
    expect(fake.callsTo('POST', '/admin/api/kyc/7/reject')).toHaveLength(1);
  });

  it('a role without kyc.read has no KYC entry in the navigation', async () => {
    backend('finance');
    renderAs('finance', '/dashboard');
    await screen.findByTestId('nav');
    expect(screen.queryByTestId('nav-kyc')).toBeNull();
  });
});
