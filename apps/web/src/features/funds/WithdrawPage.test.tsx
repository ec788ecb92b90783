import { withdrawalAmounts } from '@fxdesk/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../shared/session/session.store';
import {
  COIN_CURRENCIES,
  demoUser,
  formBody,
  realUser,
  serveFunds,
  withdrawRecord,
} from '../../test/funds-fixtures';
import { renderPage, typeInto, where } from '../../test/render';
import { WithdrawPage } from './WithdrawPage';
import { signedInEachTest } from '../../test/session';

const toastError = vi.fn();
/** The error shown (role="alert") under the amount field, if any. */
const amountError = () => screen.queryByTestId('withdraw-amount-error')?.textContent;
vi.mock('../../shared/ui/toast', () => ({
  toast: { error: (m: string) => toastError(m), success: vi.fn(), info: vi.fn() },
}));

function renderWithdraw(entry = '/mine/withdraw', layout: 'mobile' | 'desktop' = 'mobile') {
  return renderPage('/mine/withdraw', WithdrawPage, entry, layout);
}

const fee = () => screen.getByTestId('withdraw-fee');
const net = () => screen.getByTestId('withdraw-net');

describe('withdraw page (SPEC §2 withdraw, §5 withdraw rules, §9 withdraw fee)', () => {
  signedInEachTest(realUser);
  beforeEach(() => {
    toastError.mockReset();
  });

  it('SPEC §9: fee and net follow the amount and equal withdrawalAmounts of @fxdesk/domain', async () => {
    serveFunds();
    renderWithdraw();
    await screen.findByTestId('withdraw-method');
    expect(fee().textContent).toBe('--');
    for (const amount of ['20', '150.55', '10', '99999.99']) {
      typeInto('withdraw-amount', amount);
      const expected = withdrawalAmounts({
        amountUsd: amount,
        feeType: 1,
        feeValueUsd: 1,
        drawRate: 0,
        usdPrice: 1,
      });
      expect(fee().getAttribute('data-value')).toBe(expected.feeUsd);
      expect(net().getAttribute('data-value')).toBe(expected.realNumber);
    }
    typeInto('withdraw-amount', '20');
    expect(fee().textContent).toBe('1.00 USD');
    expect(net().textContent).toBe('19.00 USDT');

    // A rate fee in another currency: BTC, 0.2 % of the amount, paid at usd_price.
    fireEvent.change(screen.getByTestId('withdraw-currency'), { target: { value: '3' } });
    typeInto('withdraw-amount', '1000');
    const btc = COIN_CURRENCIES[1]!;
    const expected = withdrawalAmounts({
      amountUsd: '1000',
      feeType: btc.fee_type,
      feeValueUsd: btc.fee,
      drawRate: btc.draw_rate,
      usdPrice: btc.usd_price,
    });
    expect(fee().getAttribute('data-value')).toBe(expected.feeUsd);
    expect(fee().textContent).toBe('2.00 USD');
    expect(net().getAttribute('data-value')).toBe(expected.realNumber);
  });

  it('SPEC §5: the net amount shown is never below 0', async () => {
    serveFunds();
    renderWithdraw();
    await screen.findByTestId('withdraw-method');
    typeInto('withdraw-amount', '0.5');
    expect(fee().getAttribute('data-value')).toBe('1.000000');
    expect(net().getAttribute('data-value')).toBe('0');
    expect(net().textContent).toBe('0.00 USDT');
  });

  it('SPEC §9: an amount that pays out 0 after fee and rounding cannot be submitted, and says why', async () => {
    const { calls } = serveFunds({ detail: { balance: 5000, lock_balance: 0, withdrawable: 5000 } });
    renderWithdraw();
    await screen.findByTestId('withdraw-method');
    fireEvent.change(screen.getByTestId('withdraw-currency'), { target: { value: '3' } });
    const submit = () => screen.getByTestId('withdraw-submit') as HTMLButtonElement;
    // BTC at 2 decimals: 500 USD nets 0.0052 BTC, rounded down to 0.
    typeInto('withdraw-amount', '500');
    expect(net().getAttribute('data-value')).toBe('0');
    expect(submit().disabled).toBe(true);
    expect(screen.getByTestId('withdraw-net-zero').textContent).toBe(
      'After the fee this amount pays out 0 BTC. Enter a larger amount.',
    );
    await act(async () => fireEvent.click(submit()));
    expect(calls('/api/account/draw')).toHaveLength(0);
    typeInto('withdraw-amount', '1000');
    expect(net().getAttribute('data-value')).toBe('0.01');
    expect(submit().disabled).toBe(false);
    expect(screen.queryByTestId('withdraw-net-zero')).toBeNull();
  });

  it('SPEC §5: with nothing bound, a confirm leads to withdraw-way for that type and currency', async () => {
    serveFunds({ methods: [] });
    const { router } = renderWithdraw();
    const method = await screen.findByTestId('withdraw-method');
    expect(method.textContent).toContain('Nothing set up yet');
    typeInto('withdraw-amount', '20');
    await act(async () => fireEvent.click(screen.getByTestId('withdraw-submit')));
    expect((await screen.findByTestId('bind-first-dialog')).textContent).toBe(
      'Please set up a collection account first',
    );
    await act(async () => fireEvent.click(screen.getByTestId('bind-first-confirm')));
    await waitFor(() => expect(where(router)).toBe('/mine/withdraw-way?type=1&draw_id=1'));
  });

  it('the method picker itself offers to bind when nothing is bound; cancel stays', async () => {
    serveFunds({ methods: [] });
    const { router } = renderWithdraw();
    fireEvent.click(await screen.findByTestId('withdraw-method'));
    await screen.findByTestId('bind-first-dialog');
    await act(async () => fireEvent.click(screen.getByTestId('bind-first-cancel')));
    await waitFor(() => expect(screen.queryByTestId('bind-first-dialog')).toBeNull());
    expect(where(router)).toBe('/mine/withdraw');
  });

  it('SPEC §5: a type with no payment channel says so', async () => {
    serveFunds({ currencies: { 1: COIN_CURRENCIES, 2: [] } });
    renderWithdraw('/mine/withdraw?type=2');
    expect((await screen.findByTestId('withdraw-no-channel')).textContent).toBe(
      'There is no payment channel for the fiat currency account',
    );
    expect(screen.queryByTestId('withdraw-submit')).toBeNull();
  });

  it('DESIGN §6: "available", "All" and the check use what the server would accept, not the balance', async () => {
    // An open position holds margin: 500 on the account, 320.45 of it free to withdraw.
    const { calls } = serveFunds({ detail: { balance: 500, lock_balance: 0, withdrawable: 320.45 } });
    renderWithdraw();
    await screen.findByTestId('withdraw-method');
    const amount = screen.getByTestId('withdraw-amount') as HTMLInputElement;
    await waitFor(() =>
      expect(screen.getByTestId('withdraw-withdrawable').textContent).toBe('Withdrawable 320.45'),
    );
    fireEvent.click(screen.getByTestId('withdraw-all'));
    expect(amount.value).toBe('320.45');
    typeInto('withdraw-amount', '400');
    await act(async () => fireEvent.click(screen.getByTestId('withdraw-submit')));
    expect(amountError()).toBe('The amount exceeds your available balance');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')).toContain(screen.getByTestId('withdraw-amount-error').id);
    expect(calls('/api/account/draw')).toHaveLength(0);
  });

  it('checks amount, bounds and balance, then posts the request as a form', async () => {
    const { calls } = serveFunds({ detail: { balance: 500, lock_balance: 0, withdrawable: 500 } });
    renderWithdraw();
    await screen.findByTestId('withdraw-method');
    await waitFor(() => expect(screen.getByTestId('withdraw-available').textContent).toBe('500.00'));
    const submit = () => act(async () => fireEvent.click(screen.getByTestId('withdraw-submit')));

    await submit();
    expect(amountError()).toBe('Please enter the withdrawal amount');
    typeInto('withdraw-amount', '5');
    expect(amountError()).toBeUndefined();
    await submit();
    expect(amountError()).toBe('The amount must be between 10 and 100000');
    typeInto('withdraw-amount', '600');
    await submit();
    expect(amountError()).toBe('The amount exceeds your available balance');
    expect(calls('/api/account/draw')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('withdraw-all'));
    expect((screen.getByTestId('withdraw-amount') as HTMLInputElement).value).toBe('500');
    typeInto('withdraw-amount', '20');
    typeInto('withdraw-memo', 'rent');
    await submit();
    const [call] = calls('/api/account/draw');
    expect(call?.init.method).toBe('POST');
    expect(formBody(call!.init)).toEqual({
      draw_currency_id: '1',
      number: '20',
      memo: 'rent',
      draw_method_id: '7',
    });
    await waitFor(() => expect((screen.getByTestId('withdraw-amount') as HTMLInputElement).value).toBe(''));
  });

  it('records: amount, fee, what is paid out, status, and the remark of a rejected one', async () => {
    serveFunds({
      withdrawals: [
        withdrawRecord({ id: 2, status: 2, status_name: 'Rejected', remark: 'Address mismatch' }),
        withdrawRecord({ id: 1, notes: 'rent' }),
      ],
    });
    renderWithdraw();
    const row = await screen.findByTestId('withdraw-record-2');
    expect(row.textContent).toContain('20.00');
    expect(row.textContent).toContain('19.00 USDT');
    expect(screen.getByTestId('withdraw-record-status-2').getAttribute('data-tone')).toBe('danger');
    expect(screen.getByTestId('withdraw-record-remark-2').textContent).toBe('Remark: Address mismatch');
    expect(screen.getByTestId('withdraw-record-status-1').textContent).toBe('Under review');
    expect(screen.queryByTestId('withdraw-record-remark-1')).toBeNull();
    expect(screen.getByTestId('withdraw-record-1').textContent).toContain('Note: rent');
  });

  it('SPEC §6: a demo account sees "only real account"', async () => {
    useSession.getState().signIn({ token: 'demo', user: demoUser });
    const { fetch } = serveFunds();
    renderWithdraw();
    expect(screen.getByTestId('only-real-state')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
  it('DESIGN §7: an unverified account sees why it cannot withdraw instead of the form, with a link to /mine/auth', async () => {
    const { fetch } = serveFunds();
    const center = { review_status: 0, name: '', card_id: '', remark: '', withdraw_requires_kyc: 1 };
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(String(input), 'http://h/').pathname === '/api/user_real/center'
        ? new Response(JSON.stringify({ code: 1, msg: 'ok', data: center }), {
            headers: { 'content-type': 'application/json' },
          })
        : fetch(input, init),
    );
    const { router } = renderWithdraw();
    expect((await screen.findByTestId('withdraw-kyc-needed')).textContent).toContain(
      'Withdrawals need a verified account',
    );
    expect(screen.queryByTestId('withdraw-amount')).toBeNull();
    fireEvent.click(screen.getByTestId('withdraw-kyc-link'));
    await waitFor(() => expect(where(router)).toBe('/mine/auth'));
  });
});
