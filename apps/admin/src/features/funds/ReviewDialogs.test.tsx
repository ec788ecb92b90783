import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '../../test/http';
import { withdrawalReviewRow } from '@fxdesk/contract';
import { depositReviewRow } from '../../test/funds-fixtures';
import { DepositDecisionDialog, WithdrawalDecisionDialog } from './ReviewDialogs';

/** Fixtures are parsed with the contract's schemas: one that drifts from the server fails here. */
const deposit = depositReviewRow();

const withdrawal = withdrawalReviewRow.parse({
  id: 8,
  userId: 7,
  type: 1,
  currencyId: 1,
  number: '100.000000',
  fee: '1.000000',
  realNumber: '99.00000000',
  methodId: 3,
  destination: 'TXYZ',
  dcAddress: 'TXYZ',
  protocol: 'TRC20',
  bankName: '',
  bankAddress: '',
  bankSwift: '',
  payeeName: '',
  payeeAccount: '',
  memo: '',
  status: 0,
  remark: '',
  reviewedBy: null,
  reviewedAt: null,
  createdAt: '2026-05-01T09:00:00.000Z',
  email: 'client@example.com',
  uid: '10000007',
});

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

describe('funds review dialogs', () => {
  it('approve requires an amount and sends the one typed, once', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const api = fakeApi({
      'POST /admin/api/funds/deposits/41/approve': async () => {
        await gate;
        return ok({ ...deposit, status: 1 });
      },
    });
    const onClose = vi.fn();
    wrap(<DepositDecisionDialog decision={{ kind: 'approve', deposit }} onClose={onClose} />);
    const amount = screen.getByTestId('decision-amount') as HTMLInputElement;
    expect(amount.value).toBe('250');

    fireEvent.change(amount, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('decision-confirm'));
    expect(await screen.findByText('Enter the amount to credit')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '12.345' } });
    expect(screen.getByText('A positive amount with up to 2 decimals')).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '249.5' } });
    fireEvent.click(screen.getByTestId('decision-confirm'));
    fireEvent.click(screen.getByTestId('decision-confirm'));
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({ amount: '249.5' });
  });

  it('reject requires a remark; mark invalid sends invalid: true', async () => {
    const api = fakeApi({ 'POST /admin/api/funds/deposits/41/reject': ok({ ...deposit, status: 3 }) });
    const onClose = vi.fn();
    const { unmount } = wrap(
      <DepositDecisionDialog decision={{ kind: 'reject', deposit }} onClose={onClose} />,
    );
    fireEvent.click(screen.getByTestId('decision-confirm'));
    expect(await screen.findByText('A remark is required')).toBeTruthy();
    fireEvent.change(screen.getByTestId('decision-remark'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('decision-confirm'));
    expect(api.calls).toHaveLength(0);
    unmount();

    wrap(<DepositDecisionDialog decision={{ kind: 'invalid', deposit }} onClose={onClose} />);
    fireEvent.change(screen.getByTestId('decision-remark'), {
      target: { value: ' Proof is a screenshot of another transfer ' },
    });
    fireEvent.click(screen.getByTestId('decision-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls[0]?.body).toEqual({
      remark: 'Proof is a screenshot of another transfer',
      invalid: true,
    });
  });

  it('shows the server message when the record was already reviewed, and stays open', async () => {
    fakeApi({ 'POST /admin/api/funds/deposits/41/approve': fail(1402, 'This deposit was already reviewed') });
    const onClose = vi.fn();
    wrap(<DepositDecisionDialog decision={{ kind: 'approve', deposit }} onClose={onClose} />);
    fireEvent.click(screen.getByTestId('decision-confirm'));
    expect((await screen.findByTestId('decision-error')).textContent).toBe(
      'This deposit was already reviewed',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a withdrawal reject requires a remark; a payout does not', async () => {
    const api = fakeApi({
      'POST /admin/api/funds/withdrawals/8/reject': ok({ ...withdrawal, status: 2 }),
      'POST /admin/api/funds/withdrawals/8/pay': ok({ ...withdrawal, status: 1 }),
    });
    const onClose = vi.fn();
    const first = wrap(
      <WithdrawalDecisionDialog decision={{ kind: 'reject', withdrawal }} onClose={onClose} />,
    );
    fireEvent.click(screen.getByTestId('decision-confirm'));
    expect(await screen.findByText('A remark is required')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    first.unmount();

    wrap(<WithdrawalDecisionDialog decision={{ kind: 'pay', withdrawal }} onClose={onClose} />);
    fireEvent.click(screen.getByTestId('decision-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls[0]?.path).toBe('/admin/api/funds/withdrawals/8/pay');
    expect(api.calls[0]?.body).toEqual({});
  });

  it('shows the full bank details of a wire withdrawal, or the address and network of a coin one', () => {
    fakeApi({});
    const wire = withdrawalReviewRow.parse({
      ...withdrawal,
      type: 2,
      destination: 'Example Bank AG · DE89…',
      payeeName: 'Jane Client',
      payeeAccount: 'DE89370400440532013000',
      bankName: 'Example Bank AG',
      bankAddress: 'Main St 1, Frankfurt',
      bankSwift: 'EXMPDEFF',
    });
    const first = wrap(
      <WithdrawalDecisionDialog decision={{ kind: 'pay', withdrawal: wire }} onClose={() => {}} />,
    );
    const text = screen.getByTestId('withdrawal-pay-dialog').textContent ?? '';
    for (const part of [
      'Payee nameJane Client',
      'Account number / IBANDE89370400440532013000',
      'BankExample Bank AG',
      'Bank addressMain St 1, Frankfurt',
      'SWIFT / BICEXMPDEFF',
    ])
      expect(text).toContain(part);
    first.unmount();
    const coin = withdrawalReviewRow.parse({
      ...withdrawal,
      dcAddress: 'TQ1234567890abcdefghijkLMNOPQRSTuv',
      protocol: 'TRC20',
    });
    wrap(<WithdrawalDecisionDialog decision={{ kind: 'pay', withdrawal: coin }} onClose={() => {}} />);
    const coinText = screen.getByTestId('withdrawal-pay-dialog').textContent ?? '';
    expect(coinText).toContain('Coin addressTQ1234567890abcdefghijkLMNOPQRSTuv');
    expect(coinText).toContain('NetworkTRC20');
  });
});
