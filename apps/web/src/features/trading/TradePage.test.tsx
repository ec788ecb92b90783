import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCurrentPair } from '../../shared/market/current-pair.store';
import { socket } from '../../shared/socket';
import { FakeSocket } from '../../test/fake-socket';
import { PAIRS } from '../../test/fixtures';
import { mockFetch, ok } from '../../test/http';
import { chartMock } from '../../test/lightweight-charts.mock';
import { renderRoutes } from '../../test/render';
import { TradePage } from './TradePage';

const bars = [
  { Time: 1_700_000_000, Open: 1.08, High: 1.09, Low: 1.07, Close: 1.085, Volume: 10 },
  { Time: 1_700_000_900, Open: 1.085, High: 1.09, Low: 1.08, Close: 1.0876, Volume: 12 },
];

function serve() {
  const fetch = mockFetch((url) => {
    if (url.pathname === '/v1/api/forex/trade_list') return ok(PAIRS);
    if (url.pathname === '/v1/api/forex/kline') return ok(bars);
    if (url.pathname === '/api/basicSet/getBasicInfo')
      return ok({ service_link: '', service_link_type: 1, verify_reg_type: 1, trade_fee_type: 2 });
    return ok(null);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const klineCalls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://h/'))
    .filter((u) => u.pathname === '/v1/api/forex/kline')
    .map((u) => `${u.searchParams.get('forex_id')}:${u.searchParams.get('period')}`);

const chart = () => {
  const last = chartMock.charts.at(-1);
  if (!last) throw new Error('no chart');
  return last;
};

describe('trade screen (SPEC §2 Trade)', () => {
  // The pair drawer and the desktop order lists are lazy chunks (issue 15): load them once here,
  // so each test waits for a render, not for the test runner to transform their modules.
  beforeAll(async () => {
    await Promise.all([import('../../shared/ui/dialog/Sheet'), import('./components/PositionsPanel')]);
  });
  beforeEach(() => {
    chartMock.charts = [];
    useCurrentPair.setState({ code: 'GBPUSD' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the current pair, its period bar and the chart with history and volume', async () => {
    const fetch = serve();
    renderRoutes([{ path: '/trade', Component: TradePage }], '/trade', 'mobile');
    expect((await screen.findByTestId('pair-switch')).textContent).toBe('GBP/USD');
    expect(screen.getByTestId('trade-price').textContent).toBe('1.27405');
    for (const p of ['1min', '5min', '15min', '30min', '60min', '1day'])
      expect(screen.getByTestId(`period-${p}`)).toBeTruthy();
    expect(screen.getByTestId('kline-chart').getAttribute('data-period')).toBe('15min');
    await waitFor(() => expect(chart().series[0]?.data).toHaveLength(2));
    const [candles, volume] = chart().series;
    expect(candles?.data[1]).toEqual({
      time: 1_700_000_900,
      open: 1.085,
      high: 1.09,
      low: 1.08,
      close: 1.0876,
    });
    expect(volume?.paneIndex).toBe(1);
    expect(klineCalls(fetch)).toEqual(['2:15min']);
    expect(screen.getByTestId('order-form')).toBeTruthy();
  });

  it('switches period and reloads history for it', async () => {
    const fetch = serve();
    renderRoutes([{ path: '/trade', Component: TradePage }], '/trade', 'mobile');
    fireEvent.click(await screen.findByTestId('period-60min'));
    expect(screen.getByTestId('period-60min').getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(klineCalls(fetch)).toContain('2:60min'));
    expect(window.localStorage.getItem('fxdesk.period')).toBe('60min');
  });

  it('streams KLINE.{code} into the chart', async () => {
    serve();
    renderRoutes([{ path: '/trade', Component: TradePage }], '/trade', 'mobile');
    await waitFor(() => expect(chart().series[0]?.data).toHaveLength(2));
    act(() => {
      socket.start();
      FakeSocket.latest().open();
    });
    expect(FakeSocket.latest().messages()).toContainEqual({ type: 'sub', params: ['KLINE.GBPUSD'] });
    act(() =>
      FakeSocket.latest().receive({
        type: 'KLINE.GBPUSD',
        data: {
          kline: {
            Period: '15min',
            Time: 1_700_000_900,
            Open: 1.085,
            High: 1.1,
            Low: 1.08,
            Close: 1.099,
            Volume: 20,
          },
        },
      }),
    );
    await waitFor(() => expect(chart().series[0]?.updates).toHaveLength(1));
    expect(chart().series[0]?.updates[0]).toMatchObject({ time: 1_700_000_900, close: 1.099 });
  });

  it('the pair drawer switches the pair', async () => {
    const fetch = serve();
    renderRoutes([{ path: '/trade', Component: TradePage }], '/trade', 'mobile');
    fireEvent.click(await screen.findByTestId('pair-switch'));
    fireEvent.click(await screen.findByTestId('pair-item-USDJPY'));
    await waitFor(() => expect(screen.getByTestId('pair-switch').textContent).toBe('USD/JPY'));
    expect(useCurrentPair.getState().code).toBe('USDJPY');
    await waitFor(() => expect(klineCalls(fetch)).toContain('3:15min'));
  });

  it('lays out the desktop terminal: market list, chart, order form and positions', async () => {
    serve();
    renderRoutes([{ path: '/trade', Component: TradePage }], '/trade', 'desktop');
    expect(await screen.findByTestId('pair-list')).toBeTruthy();
    expect(await screen.findByTestId('kline-chart')).toBeTruthy();
    expect(screen.getByTestId('order-form')).toBeTruthy();
    expect(await screen.findByTestId('positions-panel')).toBeTruthy();
    fireEvent.click(screen.getByTestId('pair-item-EURUSD'));
    await waitFor(() => expect(screen.getByTestId('pair-title').textContent).toBe('EUR/USD'));
  });
});
