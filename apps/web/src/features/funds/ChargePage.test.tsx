import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../shared/session/session.store';
import { FakeXhr } from '../../test/fake-xhr';
import { chargeRecord, demoUser, realUser, serveFunds } from '../../test/funds-fixtures';
import { renderPage, typeInto, where } from '../../test/render';
import { ChargePage } from './ChargePage';
import { signedInEachTest } from '../../test/session';

const toastError = vi.fn();
const toastSuccess = vi.fn();
const toastInfo = vi.fn();
vi.mock('../../shared/ui/toast', () => ({
  toast: {
    error: (m: string) => toastError(m),
    success: (m: string) => toastSuccess(m),
    info: (m: string) => toastInfo(m),
  },
}));

function renderCharge(entry = '/mine/charge', layout: 'mobile' | 'desktop' = 'mobile') {
  return renderPage('/mine/charge', ChargePage, entry, layout);
}

/** Picks a file in a file input the way a browser does. */
function pickFile(input: HTMLElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'proof.png', {
    type: 'image/png',
  });

describe('charge page (SPEC §2 charge, §5 charge form, §8 upload failure)', () => {
  signedInEachTest(realUser);
  beforeEach(() => {
    toastError.mockReset();
    toastSuccess.mockReset();
    toastInfo.mockReset();
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('coin: networks of the chosen coin, the address with its QR code and a copy button', async () => {
    serveFunds();
    renderCharge();
    expect(await screen.findByTestId('charge-network-TRC20')).toBeTruthy();
    expect(screen.getByTestId('charge-network-ERC20')).toBeTruthy();
    expect(screen.queryByTestId('charge-network-BTC')).toBeNull();
    expect(screen.getByTestId('charge-address').textContent).toBe('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    expect(screen.getByTestId('charge-qr').getAttribute('data-value')).toBe(
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    );
    expect(screen.getByTestId('charge-qr').querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(screen.getByTestId('charge-copy')).toBeTruthy();

    fireEvent.click(screen.getByTestId('charge-network-ERC20'));
    expect(screen.getByTestId('charge-address').textContent).toBe(
      '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063',
    );
    fireEvent.click(screen.getByTestId('charge-currency-BTC'));
    expect(screen.getByTestId('charge-network-BTC').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('charge-address').textContent).toMatch(/^bc1q/);
  });

  it('coin: uploads the proof with progress, then submits amount, proof, address and channel', async () => {
    const { calls } = serveFunds();
    renderCharge();
    await screen.findByTestId('charge-amount');
    typeInto('charge-amount', '150.5');
    pickFile(screen.getByTestId('charge-proof'), png());
    const xhr = FakeXhr.latest();
    expect(xhr.url).toBe('/api/common/image_upload');
    expect(xhr.file()?.name).toBe('proof.png');
    act(() => xhr.progress(40, 100));
    expect(screen.getByTestId('charge-proof-progress').textContent).toContain('40%');
    await act(async () => xhr.respond({ code: 1, msg: 'Uploaded', data: { url: '/uploads/aa.png' } }));
    expect(screen.getByTestId('charge-proof-done')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByTestId('charge-submit')));
    const [submit] = calls('/api/quickCharge/submit');
    expect(Object.fromEntries(submit?.url.searchParams ?? [])).toMatchObject({
      number: '150.5',
      proofImg: '/uploads/aa.png',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      charge_id: '1',
    });
    // The form starts over for the next deposit.
    await waitFor(() => expect((screen.getByTestId('charge-amount') as HTMLInputElement).value).toBe(''));
    expect(screen.queryByTestId('charge-proof-done')).toBeNull();
  });

  it('SPEC §8: a failed upload clears the selected file, so it cannot be submitted', async () => {
    const { calls } = serveFunds();
    renderCharge();
    await screen.findByTestId('charge-amount');
    typeInto('charge-amount', '100');
    const input = screen.getByTestId('charge-proof') as HTMLInputElement;
    pickFile(input, png());
    expect(screen.getByTestId('charge-proof-slot').getAttribute('data-state')).toBe('uploading');
    await act(async () =>
      FakeXhr.latest().respond({
        code: 1407,
        msg: 'Please upload a JPEG, PNG or WebP image of at most 5 MB',
        data: null,
      }),
    );
    expect(toastError).toHaveBeenCalledWith('Please upload a JPEG, PNG or WebP image of at most 5 MB');
    expect(screen.getByTestId('charge-proof-slot').getAttribute('data-state')).toBe('empty');
    expect(input.value).toBe('');
    expect(screen.queryByTestId('charge-proof-preview')).toBeNull();

    await act(async () => fireEvent.click(screen.getByTestId('charge-submit')));
    // Said beside the slot, announced, not only in a toast (issue 15).
    expect(screen.getByTestId('charge-proof-error').textContent).toBe('Please upload the payment proof');
    expect(screen.getByTestId('charge-proof-error').getAttribute('role')).toBe('alert');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(calls('/api/quickCharge/submit')).toHaveLength(0);
  });

  it('a missing amount is said beside the amount field, which takes focus; nothing is sent', async () => {
    const { calls } = serveFunds();
    renderCharge();
    await act(async () => fireEvent.click(await screen.findByTestId('charge-submit')));
    const amount = screen.getByTestId('charge-amount');
    expect(screen.getByTestId('charge-amount-error').textContent).toBe('Please enter the recharge amount');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(amount);
    expect(calls('/api/quickCharge/submit')).toHaveLength(0);
    typeInto('charge-amount', '5');
    expect(screen.queryByTestId('charge-amount-error')).toBeNull();
  });

  it('refuses a file that is not JPEG/PNG/WebP or is over 5 MB without uploading it', async () => {
    serveFunds();
    renderCharge();
    await screen.findByTestId('charge-proof');
    pickFile(
      screen.getByTestId('charge-proof'),
      new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' }),
    );
    expect(toastError).toHaveBeenCalledWith('Please choose a JPEG, PNG or WebP image');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    pickFile(screen.getByTestId('charge-proof'), big);
    expect(toastError).toHaveBeenCalledWith('The image must be at most 5 MB');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('wire: bank details for the chosen currency, "no pay way" when it has none (SPEC §8)', async () => {
    const { calls } = serveFunds();
    renderCharge('/mine/charge?method=wire');
    expect(await screen.findByTestId('wire-details-1')).toBeTruthy();
    expect(screen.getByTestId('wire-payee-account').textContent).toBe('000123456789');
    expect(screen.getByTestId('wire-swift').textContent).toBe('EXMPUS33');
    expect(screen.getByTestId('wire-remark').textContent).toContain('Put your UID');

    fireEvent.change(screen.getByTestId('wire-currency'), { target: { value: 'EUR' } });
    expect(await screen.findByTestId('wire-no-pay-way')).toBeTruthy();
    expect(screen.getByTestId('wire-no-pay-way').textContent).toBe(
      'No payment method is available for this currency',
    );
    expect(screen.queryByTestId('wire-details-1')).toBeNull();
    // SPEC §5: a bank charge needs a bank wire selection: without one there is nothing to declare.
    expect(screen.queryByTestId('charge-amount')).toBeNull();
    expect(screen.queryByTestId('charge-submit')).toBeNull();
    expect(calls('/api/quickCharge/wire_submit')).toHaveLength(0);
  });

  it('card: no tab and no card form when the broker has no card provider (the default)', async () => {
    serveFunds({ card: { enabled: false, sandbox: false } });
    renderCharge('/mine/charge?method=card');
    // A card link falls back to the coin form; nothing offers a card.
    expect(await screen.findByTestId('charge-network-TRC20')).toBeTruthy();
    expect(screen.getByTestId('charge-tab-wire')).toBeTruthy();
    expect(screen.queryByTestId('charge-tab-card')).toBeNull();
    expect(screen.queryByTestId('charge-card')).toBeNull();
  });

  it('card: a real provider shows the form without the sandbox test cards', async () => {
    serveFunds({ card: { enabled: true, sandbox: false } });
    renderCharge('/mine/charge?method=card');
    expect(await screen.findByTestId('charge-card')).toBeTruthy();
    expect(screen.queryByTestId('card-sandbox-hint')).toBeNull();
  });

  it('card: validates every field, then sends the digits of the card', async () => {
    const { calls } = serveFunds();
    renderCharge('/mine/charge?method=card');
    expect(await screen.findByTestId('card-sandbox-hint')).toBeTruthy();
    expect(screen.getByTestId('card-sandbox-hint').textContent).toContain('4242 4242 4242 4242');
    const submit = () => act(async () => fireEvent.click(screen.getByTestId('card-submit')));
    // Each problem is said under its own field, announced, with focus moved there (issue 15).
    const saidBeside = (testId: string, message: string) => {
      expect(screen.getByTestId(`${testId}-error`).textContent).toBe(message);
      expect(document.activeElement).toBe(screen.getByTestId(testId));
    };

    await submit();
    saidBeside('charge-amount', 'Please enter the recharge amount');
    typeInto('charge-amount', '100');
    typeInto('card-number', '4242424242424241');
    expect((screen.getByTestId('card-number') as HTMLInputElement).value).toBe('4242 4242 4242 4241');
    await submit();
    saidBeside('card-number', 'Please enter a valid card number');
    typeInto('card-number', '4242424242424242');
    typeInto('card-exp', '0120');
    await submit();
    saidBeside('card-exp', 'Please enter a valid expiry date (MM/YY)');
    typeInto('card-exp', '1299');
    typeInto('card-cvc', '12');
    await submit();
    saidBeside('card-cvc', 'Please enter the 3- or 4-digit security code');
    typeInto('card-cvc', '123');
    await submit();
    saidBeside('card-holder', 'Please enter the cardholder name');
    expect(calls('/api/quickCharge/card_submit')).toHaveLength(0);

    typeInto('card-holder', 'A Trader');
    await submit();
    const [call] = calls('/api/quickCharge/card_submit');
    expect(JSON.parse(String(call?.init.body))).toEqual({
      number: '100',
      card_number: '4242424242424242',
      exp: '12/99',
      cvc: '123',
      holder: 'A Trader',
    });
  });

  /** Pays 100 USD with a valid-looking card numbered `cardNumber` on the card form. */
  const payByCard = async (cardNumber: string) => {
    renderCharge('/mine/charge?method=card');
    await screen.findByTestId('card-number');
    typeInto('charge-amount', '100');
    typeInto('card-number', cardNumber);
    typeInto('card-exp', '12/99');
    typeInto('card-cvc', '123');
    typeInto('card-holder', 'A Trader');
    await act(async () => fireEvent.click(screen.getByTestId('card-submit')));
  };

  it('a declined card (1408) shows the server message and keeps the form', async () => {
    serveFunds({ fail: { '/api/quickCharge/card_submit': { code: 1408, msg: 'The card was declined' } } });
    await payByCard('4000000000000002');
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('The card was declined'));
    expect((screen.getByTestId('card-number') as HTMLInputElement).value).toBe('4000 0000 0000 0002');
  });

  it('issue 15: an approved card says "Deposit credited" once, and nothing about a review', async () => {
    serveFunds();
    await payByCard('4242424242424242');
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Deposit credited'));
    // The form clears once credited; by then every message the deposit causes has been shown.
    await waitFor(() => expect((screen.getByTestId('card-number') as HTMLInputElement).value).toBe(''));
    const shown = [...toastSuccess.mock.calls, ...toastInfo.mock.calls, ...toastError.mock.calls].flat();
    expect(shown).toEqual(['Deposit credited']);
  });

  it('records: status as the server names it, the remark of a rejected deposit (SPEC §4)', async () => {
    serveFunds({
      charges: [
        chargeRecord({ id: 3, status: 2, status_name: 'Rejected', remark: 'Proof unreadable' }),
        chargeRecord({ id: 2, status: 1, status_name: 'Completed', remark: 'not shown' }),
        chargeRecord({ id: 1, status: 0, status_name: 'Pending review' }),
      ],
    });
    renderCharge();
    expect(await screen.findByTestId('charge-record-3')).toBeTruthy();
    expect(screen.getByTestId('charge-record-status-3').textContent).toBe('Rejected');
    expect(screen.getByTestId('charge-record-status-3').getAttribute('data-tone')).toBe('danger');
    expect(screen.getByTestId('charge-record-remark-3').textContent).toBe('Remark: Proof unreadable');
    expect(screen.getByTestId('charge-record-status-2').getAttribute('data-tone')).toBe('success');
    expect(screen.queryByTestId('charge-record-remark-2')).toBeNull();
    expect(screen.getByTestId('charge-record-status-1').textContent).toBe('Pending review');
    expect(screen.getByTestId('charge-record-status-1').getAttribute('data-tone')).toBe('pending');
  });

  it('records: the amount is USD with the coin as a label; a finished one shows what was credited', async () => {
    serveFunds({
      charges: [
        chargeRecord({ id: 5, number: 250, currency_code: 'BTC', status: 0, credited_amount: null }),
        chargeRecord({
          id: 4,
          number: 250,
          currency_code: 'BTC',
          status: 1,
          status_name: 'Completed',
          credited_amount: 249.5,
        }),
      ],
    });
    renderCharge();
    expect(await screen.findByTestId('charge-record-4')).toBeTruthy();
    expect(screen.getByTestId('charge-record-amount-5').textContent).toBe('250.00 USD');
    expect(screen.getByTestId('charge-record-kind-5').textContent).toBe('Crypto · BTC');
    expect(screen.queryByTestId('charge-record-credited-5')).toBeNull();
    expect(screen.getByTestId('charge-record-credited-4').textContent).toBe('Credited: 249.50 USD');
  });

  it('records: an empty list says so; bank methods list bank records', async () => {
    const { calls } = serveFunds();
    renderCharge('/mine/charge?method=card', 'desktop');
    expect(await screen.findByTestId('charge-records-empty')).toBeTruthy();
    expect(calls('/api/quickCharge/quick_ist')[0]?.url.searchParams.get('type')).toBe('1');
  });

  it('SPEC §6: a demo account sees "only real account" and nothing is called', async () => {
    useSession.getState().signIn({ token: 'demo', user: demoUser });
    const { fetch } = serveFunds();
    const { router } = renderCharge();
    expect(screen.getByTestId('only-real-text').textContent).toBe(
      'Please register or log in to a real account',
    );
    expect(screen.queryByTestId('charge-tab-coin')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('only-real-state-login'));
    await waitFor(() => expect(where(router)).toBe('/login?from=%2Fmine%2Fcharge'));
  });
});
