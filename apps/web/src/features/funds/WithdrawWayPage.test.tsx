import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formBody, realUser, serveFunds, TRC20_METHOD } from '../../test/funds-fixtures';
import { renderRoutes, typeInto, where } from '../../test/render';
import { BankCardListPage, CoinAddressListPage } from './MethodListPage';
import { WithdrawWayPage } from './WithdrawWayPage';
import { signedInEachTest } from '../../test/session';

const toastError = vi.fn();
vi.mock('../../shared/ui/toast', () => ({
  toast: { error: (m: string) => toastError(m), success: vi.fn(), info: vi.fn() },
}));

function renderFunds(entry: string) {
  return renderRoutes(
    [
      { path: '/mine/withdraw-way', Component: WithdrawWayPage },
      { path: '/mine/coin-address-list', Component: CoinAddressListPage },
      { path: '/mine/bank-card-list', Component: BankCardListPage },
      { path: '*', element: <p>elsewhere</p> },
    ],
    entry,
    'mobile',
  );
}

describe('withdraw-way and bound methods (SPEC §2 withdrawWay, bankCardList, coinAddressList)', () => {
  signedInEachTest(realUser);
  beforeEach(() => {
    toastError.mockReset();
  });

  it('type 1: checks the address format of the network, then binds it and goes back', async () => {
    const { calls } = serveFunds();
    const { router } = renderFunds('/mine/withdraw-way?type=1&draw_id=1');
    await screen.findByTestId('bind-address');
    expect((screen.getByTestId('bind-currency') as HTMLSelectElement).value).toBe('1');
    const submit = () => act(async () => fireEvent.click(screen.getByTestId('bind-submit')));

    await submit();
    expect(toastError).toHaveBeenLastCalledWith('Please enter the wallet address');
    typeInto('bind-address', '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063');
    await submit();
    expect(toastError).toHaveBeenLastCalledWith('This address is not valid for the TRC20 network');
    expect(calls('/api/wallet/bind_draw_method')).toHaveLength(0);

    typeInto('bind-address', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await submit();
    const [call] = calls('/api/wallet/bind_draw_method');
    expect(formBody(call!.init)).toEqual({
      type: '1',
      draw_id: '1',
      dc_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    });
    // Opened directly (no history): back goes to the address list.
    await waitFor(() => expect(where(router)).toBe('/mine/coin-address-list'));
  });

  it('type 2: bank fields are required, SWIFT checked, then bound', async () => {
    const { calls } = serveFunds();
    renderFunds('/mine/withdraw-way?type=2');
    await screen.findByTestId('bank-name');
    const submit = () => act(async () => fireEvent.click(screen.getByTestId('bind-submit')));
    typeInto('bank-name', 'HSBC');
    await submit();
    expect(toastError).toHaveBeenLastCalledWith('Please complete all fields');
    typeInto('bank-address', '1 Queen’s Road Central');
    typeInto('payee-name', 'A Trader');
    typeInto('payee-account', 'DE89370400440532013000');
    typeInto('bank-swift', 'HSBC');
    await submit();
    expect(toastError).toHaveBeenLastCalledWith('Please enter a valid SWIFT code (8 or 11 characters)');
    typeInto('bank-swift', 'HSBCHKHH');
    await submit();
    expect(formBody(calls('/api/wallet/bind_draw_method')[0]!.init)).toEqual({
      type: '2',
      draw_id: '5',
      bank_name: 'HSBC',
      bank_address: '1 Queen’s Road Central',
      bank_swift: 'HSBCHKHH',
      payee_name: 'A Trader',
      payee_account: 'DE89370400440532013000',
    });
  });

  it('coin-address list: rows, delete only after the confirm', async () => {
    const { calls } = serveFunds();
    renderFunds('/mine/coin-address-list');
    expect((await screen.findByTestId('method-address-7')).textContent).toBe(TRC20_METHOD.dc_address);
    expect(screen.getByTestId('method-row-7').textContent).toContain('USDT-TRC20');

    fireEvent.click(screen.getByTestId('method-delete-7'));
    await screen.findByTestId('method-delete-dialog');
    await act(async () => fireEvent.click(screen.getByText('Cancel')));
    expect(calls('/api/wallet/del_draw_method')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('method-delete-7'));
    await act(async () => fireEvent.click(await screen.findByTestId('method-delete-confirm')));
    await waitFor(() => expect(calls('/api/wallet/del_draw_method')).toHaveLength(1));
    expect(formBody(calls('/api/wallet/del_draw_method')[0]!.init)).toEqual({ id: '7' });
    expect(await screen.findByTestId('methods-empty')).toBeTruthy();
    expect(screen.queryByTestId('method-row-7')).toBeNull();
  });

  it('bank-card list: empty state leads to binding a bank account', async () => {
    serveFunds();
    const { router } = renderFunds('/mine/bank-card-list');
    fireEvent.click(await screen.findByTestId('methods-empty-add'));
    await waitFor(() => expect(where(router)).toBe('/mine/withdraw-way?type=2'));
  });
});
