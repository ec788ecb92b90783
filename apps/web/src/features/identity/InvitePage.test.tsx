import type { Invitee } from '@fxdesk/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { realUser } from '../../test/funds-fixtures';
import { mockFetch, ok } from '../../test/http';
import { renderRoutes } from '../../test/render';
import { inviteLink, InvitePage } from './InvitePage';
import { signedInEachTest } from '../../test/session';

vi.mock('../../shared/ui/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const invitee = (n: number): Invitee => ({
  uid: String(10_000_000 + n),
  account: `fr***${n}@example.com`,
  created_at: '2026-11-25 10:00:00',
  is_real_verified: n % 2 === 0 ? 1 : 0,
});

describe('invite page (SPEC §2 invite, §9 invite link, DESIGN §7 invite_list)', () => {
  signedInEachTest({ ...realUser, invite_code: 'ABCD2345' });

  it('SPEC §9: the link is {origin}/#/register?invite_code={code}', () => {
    expect(inviteLink('https://fx.example', 'ABCD2345')).toBe(
      'https://fx.example/#/register?invite_code=ABCD2345',
    );
  });

  it('shows my code, the link with its QR code, and the invitees with their verification', async () => {
    const fetch = mockFetch((url) =>
      url.pathname === '/api/user/invite_list' ? ok({ data: [invitee(1), invitee(2)], total: 2 }) : ok(null),
    );
    vi.stubGlobal('fetch', fetch);
    renderRoutes([{ path: '/mine/invite', Component: InvitePage }], '/mine/invite', 'mobile');
    expect(screen.getByTestId('invite-code').textContent).toBe('ABCD2345');
    expect(screen.getByTestId('invite-link').textContent).toBe(
      `${window.location.origin}/#/register?invite_code=ABCD2345`,
    );
    expect(screen.getByTestId('invite-qr').querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    const first = await screen.findByTestId('invitee-10000001');
    expect(first.textContent).toContain('fr***1@example.com');
    expect(first.textContent).toContain('Not verified');
    expect(screen.getByTestId('invitee-10000002').textContent).toContain('Verified');
    expect(screen.getByTestId('invitees-total').textContent).toBe('(2)');
    const listCalls = fetch.mock.calls.filter(([u]) => String(u).includes('/api/user/invite_list'));
    expect(new URL(String(listCalls[0]![0]), 'http://h/').searchParams.get('page')).toBe('1');
  });

  it('an empty list says so', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch(() => ok({ data: [], total: 0 })),
    );
    renderRoutes([{ path: '/mine/invite', Component: InvitePage }], '/mine/invite', 'desktop');
    await waitFor(() => expect(screen.getByTestId('invitees-empty')).toBeTruthy());
  });
});
