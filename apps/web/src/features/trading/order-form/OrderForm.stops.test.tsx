import type { UserInfo } from '@fxdesk/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedQuotes } from '../../../shared/market/quotes.store';
import { useSession } from '../../../shared/session/session.store';
import { EURUSD, PAIRS } from '../../../test/fixtures';
import { mockFetch, ok } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { OrderForm } from './OrderForm';

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
      default:
        return ok(null);
    }
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const submits = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.filter(([input]) => String(input).includes('/v1/api/forex/submit'));

const render = () =>
  renderRoutes([{ path: '/trade', element: <OrderForm pair={EURUSD} pairs={PAIRS} /> }], '/trade', 'mobile');

describe('order form: stop-loss and take-profit belong to one side (SPEC §5)', () => {
  beforeEach(() => {
    useSession.getState().signIn({ token: 'tok', user });
    seedQuotes(PAIRS);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().clear();
  });

  it('a buy stop-loss does not carry over to a sell: switching side clears both levels', () => {
    serve();
    render();
    fireEvent.click(screen.getByTestId('order-sl-toggle'));
    fireEvent.change(screen.getByTestId('order-sl'), { target: { value: '1.05' } });
    fireEvent.click(screen.getByTestId('order-tp-toggle'));
    fireEvent.change(screen.getByTestId('order-tp'), { target: { value: '1.12' } });
    fireEvent.click(screen.getByTestId('order-side-sell'));
    expect(screen.queryByTestId('order-sl')).toBeNull();
    expect(screen.queryByTestId('order-tp')).toBeNull();
    expect(screen.getByTestId('order-sl-toggle').getAttribute('aria-checked')).toBe('false');
  });

  it('a level on the wrong side is marked on its own field, and the mark goes when it is edited', async () => {
    const fetch = serve();
    render();
    fireEvent.click(screen.getByTestId('order-sl-toggle'));
    fireEvent.change(screen.getByTestId('order-sl'), { target: { value: '1.2' } });
    await act(async () => fireEvent.click(screen.getByTestId('order-submit')));
    const field = screen.getByTestId('order-sl');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByTestId('order-sl-error');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(error.textContent).toBe('The stop loss is on the wrong side of the price');
    expect(error.getAttribute('role')).toBe('alert');
    expect(submits(fetch)).toHaveLength(0);
    fireEvent.change(field, { target: { value: '1.05' } });
    expect(screen.queryByTestId('order-sl-error')).toBeNull();
    expect(screen.getByTestId('order-sl').getAttribute('aria-invalid')).toBeNull();
  });
});
