import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manualFrames } from '../../shared/lib/frame';
import { useCurrentPair } from '../../shared/market/current-pair.store';
import { startQuoteFeed } from '../../shared/market/quote-feed';
import { seedQuotes } from '../../shared/market/quotes.store';
import { socket } from '../../shared/socket';
import { FakeSocket } from '../../test/fake-socket';
import { CATEGORIES, PAIRS } from '../../test/fixtures';
import { mockFetch, ok } from '../../test/http';
import { renderRoutes, where } from '../../test/render';
import { HomePage } from './HomePage';
import { nextCategory } from './components/CategoryChips';

function serve(hold = false) {
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const fetch = mockFetch(async (url) => {
    if (url.pathname === '/v1/api/forex/trade_list') {
      if (hold) await gate;
      return ok(PAIRS);
    }
    if (url.pathname === '/v1/api/forex/getCategories') return ok(CATEGORIES);
    if (url.pathname === '/v1/api/forex/abbreviated_cache_kline') {
      return ok([1, 2, 3].map((i) => ({ Time: i, Open: 1, High: 1, Low: 1, Close: 1 + i / 100, Volume: 1 })));
    }
    return ok(null);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, release };
}

function renderHome(layout: 'mobile' | 'desktop' = 'mobile') {
  return renderRoutes(
    [
      { path: '/', Component: HomePage },
      { path: '/trade', element: <p>trade screen</p> },
      { path: '/product', element: <p>search</p> },
    ],
    '/',
    layout,
  );
}

const rowCodes = () =>
  screen
    .queryAllByTestId(/^market-row-/)
    .map((el) => el.getAttribute('data-testid')?.replace('market-row-', ''));

const EURUSD_TICK = {
  close: 1.0881,
  change: 0.5,
  open: 1.08,
  high: 1.09,
  low: 1.08,
  bid: 1.0881,
  ask: 1.08822,
  volume: 9,
  time: 1_800_000_000_000,
};

describe('home market list (SPEC §2 Home)', () => {
  beforeEach(() => useCurrentPair.setState({ code: null }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows a skeleton of 10 rows while the list loads', async () => {
    const { release } = serve(true);
    renderHome();
    expect(screen.getAllByTestId('market-skeleton')).toHaveLength(10);
    release();
    await screen.findByTestId('market-row-EURUSD');
    expect(screen.queryAllByTestId('market-skeleton')).toHaveLength(0);
  });

  it('lists every pair with its code, close price and change, or a closed label', async () => {
    serve();
    renderHome();
    await screen.findByTestId('market-row-EURUSD');
    expect(rowCodes()).toEqual(['EURUSD', 'GBPUSD', 'USDJPY', 'EURGBP', 'XAUUSD']);
    expect(screen.getByTestId('market-price-EURUSD').textContent).toBe('1.08761');
    expect(screen.getByTestId('market-price-USDJPY').textContent).toBe('151.173');
    expect(screen.getByTestId('market-change-EURUSD').textContent).toBe('+0.12%');
    expect(screen.getByTestId('market-closed-XAUUSD').textContent).toBe('Closed');
    expect(screen.queryByTestId('market-change-XAUUSD')).toBeNull();
  });

  it('filters by category; tapping the active chip again clears it', async () => {
    serve();
    renderHome();
    const crosses = await screen.findByTestId('category-chip-crosses');
    await screen.findByTestId('market-row-EURUSD');
    fireEvent.click(crosses);
    expect(crosses.getAttribute('aria-pressed')).toBe('true');
    expect(rowCodes()).toEqual(['EURGBP']);
    fireEvent.click(screen.getByTestId('category-chip-metals'));
    expect(rowCodes()).toEqual(['XAUUSD']);
    fireEvent.click(screen.getByTestId('category-chip-metals'));
    expect(screen.getByTestId('category-chip-metals').getAttribute('aria-pressed')).toBe('false');
    expect(rowCodes()).toHaveLength(5);
  });

  it('chip rule: the same chip clears, another one switches', () => {
    expect(nextCategory(null, 2)).toBe(2);
    expect(nextCategory(2, 2)).toBeNull();
    expect(nextCategory(2, 3)).toBe(3);
  });

  it('tapping a row sets the current pair and opens /trade', async () => {
    serve();
    const { router } = renderHome();
    fireEvent.click(await screen.findByTestId('market-row-GBPUSD'));
    await waitFor(() => expect(where(router)).toBe('/trade'));
    expect(useCurrentPair.getState().code).toBe('GBPUSD');
    expect(window.localStorage.getItem('fxdesk.pair')).toBe('GBPUSD');
  });

  it('the search icon opens /product', async () => {
    serve();
    const { router } = renderHome();
    fireEvent.click(screen.getByTestId('home-search'));
    await waitFor(() => expect(where(router)).toBe('/product'));
  });

  /** Home with the quote feed on manual frames, once `testId` shows, and the socket open. */
  const renderLive = async (testId: string) => {
    serve();
    const frames = manualFrames();
    const stop = startQuoteFeed(socket, frames);
    renderHome();
    await screen.findByTestId(testId);
    act(() => {
      socket.start();
      FakeSocket.latest().open();
    });
    return { frames, stop };
  };

  it('updates prices live from DAY_MARKET_BATCH, once per frame, and greys them when the socket drops', async () => {
    const { frames, stop } = await renderLive('market-row-EURUSD');
    expect(screen.getByTestId('connection-badge').getAttribute('data-state')).toBe('live');
    act(() => {
      FakeSocket.latest().receive({
        type: 'DAY_MARKET_BATCH',
        data: [
          {
            symbol: 'EURUSD',
            quotation: EURUSD_TICK,
          },
        ],
      });
    });
    expect(screen.getByTestId('market-price-EURUSD').textContent).toBe('1.08761');
    act(() => frames.flush());
    const price = screen.getByTestId('market-price-EURUSD');
    expect(price.textContent).toBe('1.08810');
    expect(price.className).toContain('fx-price--up');
    const flashing = price.querySelector('.fx-flash--up');
    expect(flashing).not.toBeNull();
    const again = flashing!.classList.contains('fx-flash--again');
    expect(screen.getByTestId('market-change-EURUSD').textContent).toBe('+0.50%');
    // The next tick restarts the flash on the same element (another keyframe name), not on a
    // new one: a node per tick was a new largest paint each time, so LCP followed the ticks.
    act(() => {
      FakeSocket.latest().receive({
        type: 'DAY_MARKET_BATCH',
        data: [{ symbol: 'EURUSD', quotation: { ...EURUSD_TICK, close: 1.0879, bid: 1.0879 } }],
      });
    });
    act(() => frames.flush());
    expect(price.textContent).toBe('1.08790');
    expect(price.querySelector('.fx-flash--down')).toBe(flashing);
    expect(flashing!.classList.contains('fx-flash--again')).toBe(!again);
    act(() => FakeSocket.latest().serverClose());
    expect(screen.getByTestId('connection-badge').getAttribute('data-state')).toBe('reconnecting');
    expect(screen.getByTestId('market-price-EURUSD').getAttribute('data-stale')).toBe('true');
    expect(screen.getByTestId('market-price-EURUSD').className).toContain('fx-stale');
    stop();
  });

  it('SPEC §3 MarketStatus: a pushed close shows the closed label live, a reopen brings the change back; a later trade list keeps it', async () => {
    const { frames, stop } = await renderLive('market-change-EURUSD');
    const eur = PAIRS.find((p) => p.Code === 'EURUSD')!.ForexQuotations;
    const push = (status: number) =>
      act(() => {
        FakeSocket.latest().receive({
          type: 'DAY_MARKET_BATCH',
          data: [
            {
              symbol: 'EURUSD',
              quotation: {
                close: eur.Close,
                change: eur.Change,
                open: eur.Open,
                high: eur.High,
                low: eur.Low,
                bid: eur.Bid,
                ask: eur.Ask,
                volume: eur.Volume,
                time: eur.Time,
                status,
              },
            },
          ],
        });
        frames.flush();
      });
    push(0);
    expect(screen.getByTestId('market-closed-EURUSD').textContent).toBe('Closed');
    expect(screen.queryByTestId('market-change-EURUSD')).toBeNull();
    push(1);
    expect(screen.getByTestId('market-change-EURUSD').textContent).toBe('+0.12%');
    // A trade list as new as the quote (no tick since) carries the status too: a close missed while offline shows.
    act(() => seedQuotes(PAIRS.map((p) => (p.Code === 'EURUSD' ? { ...p, MarketStatus: 0 } : p))));
    expect(screen.getByTestId('market-closed-EURUSD')).not.toBeNull();
    stop();
  });

  it('shows the desktop table with high and low columns', async () => {
    serve();
    renderHome('desktop');
    await screen.findByTestId('market-row-EURUSD');
    expect(screen.getByTestId('market-row-EURUSD').className).toContain('fx-market-row--wide');
    expect(screen.queryByTestId('language-chip')).toBeNull();
  });
});
