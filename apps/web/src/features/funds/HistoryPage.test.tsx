import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../shared/session/session.store';
import { demoUser, realUser, serveFunds } from '../../test/funds-fixtures';
import { renderRoutes } from '../../test/render';
import { HistoryPage } from './HistoryPage';
import { WalletPage } from './WalletPage';
import { layoutForScroller } from '../../test/scroller';
import { resetSessionAfterEach } from '../../test/session';

const rows = [
  {
    Value: -20,
    MemoTran: 'Withdrawal requested',
    CreatedAtTran: '2026-11-22 09:00:00',
    Kind: 'withdraw_lock',
    BalanceAfter: 80,
  },
  {
    Value: -0.005439,
    MemoTran: 'Trading fee',
    CreatedAtTran: '2026-11-22 08:30:00',
    Kind: 'fee',
    BalanceAfter: 100,
  },
  {
    Value: 100,
    MemoTran: 'Deposit',
    CreatedAtTran: '2026-11-22 08:00:00',
    Kind: 'deposit',
    BalanceAfter: 100.005439,
  },
];

describe('fund history and wallet (SPEC §2 history, wallet; §3 fund record, account detail)', () => {
  resetSessionAfterEach();

  it('lists every balance change, signed, fees with their 6 decimals; demo accounts too', async () => {
    layoutForScroller();
    useSession.getState().signIn({ token: 'demo', user: demoUser });
    const { calls } = serveFunds({ fundRecords: Array.from({ length: 25 }, (_, i) => rows[i % 3]!) });
    renderRoutes([{ path: '/mine/history', Component: HistoryPage }], '/mine/history', 'mobile');
    expect(await screen.findByTestId('fund-record-0')).toBeTruthy();
    expect(screen.getByTestId('fund-record-value-0').textContent).toBe('-20.00');
    expect(screen.getByTestId('fund-record-value-1').textContent).toBe('-0.005439');
    expect(screen.getByTestId('fund-record-value-2').textContent).toBe('+100.00');
    expect(screen.getByTestId('fund-record-0').textContent).toContain('Withdrawal requested');
    expect(screen.getByTestId('fund-record-0').textContent).toContain('Balance 80.00');
    // SPEC §9: page-based infinite scroll, 20 a page from page 1; the scroller asks for page 2.
    expect(await screen.findByTestId('fund-record-24')).toBeTruthy();
    expect(calls('/v1/api/main/accountLog/forexChange').map((c) => c.url.searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('wallet shows the balance and what pending withdrawals lock', async () => {
    useSession.getState().signIn({ token: 'tok', user: realUser });
    serveFunds({ detail: { balance: 80, lock_balance: 20, withdrawable: 80 } });
    renderRoutes([{ path: '/mine/wallet', Component: WalletPage }], '/mine/wallet', 'desktop');
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('80.00'));
    expect(screen.getByTestId('wallet-locked').textContent).toBe('20.00');
    expect(screen.getByTestId('wallet-link-coin_addresses')).toBeTruthy();
  });
});
