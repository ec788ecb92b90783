import type { UserInfo } from '@fxdesk/contract';
import { bidLookupFrom, openCosts } from '@fxdesk/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyQuotations, quotationOfPair, seedQuotes } from '../../../shared/market/quotes.store';
import { useSession } from '../../../shared/session/session.store';
import { EURUSD, PAIRS, XAUUSD, order, pair } from '../../../test/fixtures';
import { headersOf, mockFetch, ok } from '../../../test/http';
import { expectFieldError, renderRoutes, where } from '../../../test/render';
import { OrderForm } from './OrderForm';
import { signedInEachTest } from '../../../test/session';

const user: UserInfo = {
  id: 3,
  uid: '100003',
  email: 'trader@example.com',
  mobile: '',
  area_code: '',
  is_demo: 1,
  invite_code: 'T',
  created_at: '',
};

function serve() {
  const fetch = mockFetch((url) => {
    switch (url.pathname) {
      case '/api/basicSet/getBasicInfo':
        return ok({ service_link: '', service_link_type: 1, verify_reg_type: 1, trade_fee_type: 2 });
      case '/v1/api/main/account/forexDetail':
        return ok({ balance: 10000, lock_balance: 0 });
      case '/v1/api/forex/my_deal':
        return ok({ data: [], total: 0, balance: 10000, all_fact_profits: 0 });
      case '/v1/api/forex/submit':
        return ok(order({ Id: 77 }), 'Order placed');
      default:
        return ok(null);
    }
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderForm(p = EURUSD) {
  return renderRoutes(
    [
      { path: '/trade', element: <OrderForm pair={p} pairs={PAIRS} /> },
      { path: '/login', element: <p>login</p> },
    ],
    '/trade',
    'mobile',
  );
}

const submitCalls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.filter(([input]) => String(input).includes('/v1/api/forex/submit'));

const marketCosts = (lots: string, side: 1 | 2 = 1) =>
  openCosts({
    pairCode: 'EURUSD',
    side,
    entry: 'market',
    book: { bid: '1.08761', spread: '0.00012' },
    lots,
    unitsPerLot: 100000,
    leverage: 10,
    marginModeFixed: false,
    tradeFeeType: 2,
    feeRate: 0.0005,
    bids: bidLookupFrom({}),
  });

describe('order form (SPEC §5 order submit, lots, SL/TP)', () => {
  signedInEachTest(user);
  beforeEach(() => {
    seedQuotes(PAIRS);
  });

  it('shows the margin and fee that openCosts books, and follows the lots', async () => {
    serve();
    renderForm();
    const margin = screen.getByTestId('order-estimate-margin');
    await waitFor(() => expect(margin.getAttribute('data-value')).toBe(marketCosts('0.01').marginUsd));
    expect(margin.textContent).toBe('108.773');
    expect(screen.getByTestId('order-estimate-fee').getAttribute('data-value')).toBe(
      marketCosts('0.01').feeUsd,
    );
    expect(screen.getByTestId('order-estimate-fee').textContent).toBe('0.054387');
    fireEvent.click(screen.getByTestId('order-lots-plus'));
    expect((screen.getByTestId('order-lots') as HTMLInputElement).value).toBe('0.02');
    expect(margin.getAttribute('data-value')).toBe(marketCosts('0.02').marginUsd);
    fireEvent.click(screen.getByTestId('order-side-sell'));
    expect(margin.getAttribute('data-value')).toBe(marketCosts('0.02', 2).marginUsd);
    expect(screen.getByTestId('order-unit-per-lot').textContent).toBe('100,000');
    await waitFor(() => expect(screen.getByTestId('order-estimate-available').textContent).toBe('10,000.00'));
  });

  it('disables the lot decrement at the floor', () => {
    serve();
    renderForm();
    const minus = screen.getByTestId('order-lots-minus') as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('order-lots-plus'));
    expect(minus.disabled).toBe(false);
    fireEvent.click(minus);
    expect((screen.getByTestId('order-lots') as HTMLInputElement).value).toBe('0.01');
    expect(minus.disabled).toBe(true);
  });

  it('sends 0 for stop loss and take profit whose toggles are off, with an Idempotency-Key', async () => {
    const fetch = serve();
    renderForm();
    fireEvent.click(screen.getByTestId('order-sl-toggle'));
    fireEvent.change(screen.getByTestId('order-sl'), { target: { value: '1.07' } });
    fireEvent.click(screen.getByTestId('order-sl-toggle'));
    expect(screen.queryByTestId('order-sl')).toBeNull();
    fireEvent.click(screen.getByTestId('order-tp-toggle'));
    fireEvent.change(screen.getByTestId('order-tp'), { target: { value: '1.1' } });
    await act(async () => fireEvent.click(screen.getByTestId('order-submit')));
    await waitFor(() => expect(submitCalls(fetch)).toHaveLength(1));
    const [, init] = submitCalls(fetch)[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      type: 1,
      cont: '0.01',
      forex_id: 1,
      status: 1,
      target_price: 0,
      stop_loss_price: 0,
      target_profit_price: '1.1',
      multiple: 10,
    });
    expect(headersOf(init)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a pending order sends status 0 and its target price', async () => {
    const fetch = serve();
    renderForm();
    fireEvent.click(screen.getByTestId('order-type-pending'));
    const target = screen.getByTestId('order-target-price') as HTMLInputElement;
    expect(target.value).toBe('1.08761');
    fireEvent.change(target, { target: { value: '1.05' } });
    fireEvent.change(screen.getByTestId('order-leverage'), { target: { value: '200' } });
    await act(async () => fireEvent.click(screen.getByTestId('order-submit')));
    await waitFor(() => expect(submitCalls(fetch)).toHaveLength(1));
    expect(JSON.parse(String(submitCalls(fetch)[0]?.[1]?.body))).toMatchObject({
      status: 0,
      target_price: '1.05',
      multiple: 200,
    });
    expect(window.localStorage.getItem('fxdesk.leverage')).toBe('200');
  });

  it('disables buy, sell and submit when the market is closed', () => {
    serve();
    renderForm(XAUUSD);
    expect((screen.getByTestId('order-side-buy') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('order-side-sell') as HTMLButtonElement).disabled).toBe(true);
    const submit = screen.getByTestId('order-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(submit.textContent).toBe('Market closed');
  });

  it('closes and reopens buy, sell and submit live when a quote pushes MarketStatus', () => {
    serve();
    renderForm();
    const submit = () => screen.getByTestId('order-submit') as HTMLButtonElement;
    expect(submit().disabled).toBe(false);
    // The quote of the fixture pair as a push carries it, with only the market status changed.
    const push = (status: number) =>
      act(() => applyQuotations(new Map([['EURUSD', { ...quotationOfPair(EURUSD), status }]])));
    push(0);
    expect(submit().disabled).toBe(true);
    expect(submit().textContent).toBe('Market closed');
    expect((screen.getByTestId('order-side-buy') as HTMLButtonElement).disabled).toBe(true);
    push(1);
    expect(submit().disabled).toBe(false);
  });

  it('sends a visitor to login with from', async () => {
    useSession.getState().clear();
    const fetch = serve();
    const { router } = renderForm();
    expect(screen.getByTestId('order-submit').textContent).toBe('Log in to trade');
    fireEvent.click(screen.getByTestId('order-submit'));
    await waitFor(() => expect(where(router)).toBe('/login?from=%2Ftrade'));
    expect(submitCalls(fetch)).toHaveLength(0);
  });

  it('blocks a pair without leverage options unless its margin is fixed', async () => {
    const fetch = serve();
    renderForm(pair({ Id: 12, Code: 'EURUSD', HasForexMultiple: [], MarginMode: 2 }));
    await act(async () => fireEvent.click(screen.getByTestId('order-submit')));
    expect(document.body.textContent).toContain('No lever configured, unable to place an order temporarily');
    expect(submitCalls(fetch)).toHaveLength(0);
  });

  it('refuses a stop loss on the wrong side before sending, marked and announced on the field', async () => {
    const fetch = serve();
    renderForm();
    fireEvent.click(screen.getByTestId('order-sl-toggle'));
    fireEvent.change(screen.getByTestId('order-sl'), { target: { value: '1.2' } });
    await act(async () => fireEvent.click(screen.getByTestId('order-submit')));
    const input = expectFieldError('order-sl', 'The stop loss is on the wrong side of the price');
    expect(submitCalls(fetch)).toHaveLength(0);
    // Editing the level takes the mark away.
    fireEvent.change(input, { target: { value: '1.05' } });
    expect(screen.queryByTestId('order-sl-error')).toBeNull();
    expect(screen.getByTestId('order-sl').getAttribute('aria-invalid')).toBeNull();
  });

  it('a buy stop-loss does not carry over to a sell: switching side clears both levels', () => {
    serve();
    renderForm();
    fireEvent.click(screen.getByTestId('order-sl-toggle'));
    fireEvent.change(screen.getByTestId('order-sl'), { target: { value: '1.05' } });
    fireEvent.click(screen.getByTestId('order-tp-toggle'));
    fireEvent.change(screen.getByTestId('order-tp'), { target: { value: '1.12' } });
    fireEvent.click(screen.getByTestId('order-side-sell'));
    expect(screen.queryByTestId('order-sl')).toBeNull();
    expect(screen.queryByTestId('order-tp')).toBeNull();
    expect(screen.getByTestId('order-sl-toggle').getAttribute('aria-checked')).toBe('false');
  });
});
