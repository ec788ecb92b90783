import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentPair } from '../../shared/market/current-pair.store';
import { EURGBP, EURUSD, PAIRS } from '../../test/fixtures';
import { mockFetch, ok } from '../../test/http';
import { renderRoutes, where } from '../../test/render';
import { ProductPage } from './ProductPage';

describe('product search (SPEC §2 /product)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server with searchCurrency once typing pauses, and opens a result on /trade', async () => {
    const fetch = mockFetch((url) => {
      if (url.pathname !== '/v1/api/forex/trade_list') return ok(null);
      const text = url.searchParams.get('searchCurrency');
      return ok(text === 'gbp' ? [EURGBP] : text ? [] : PAIRS);
    });
    vi.stubGlobal('fetch', fetch);
    const { router } = renderRoutes(
      [
        { path: '/product', Component: ProductPage },
        { path: '/trade', element: <p>trade</p> },
      ],
      '/product',
      'mobile',
    );
    await screen.findByTestId(`market-row-${EURUSD.Code}`);
    fireEvent.change(screen.getByTestId('product-search'), { target: { value: 'gbp' } });
    await waitFor(() => expect(screen.queryByTestId('market-row-EURUSD')).toBeNull());
    expect(screen.getByTestId('market-row-EURGBP')).toBeTruthy();
    fireEvent.change(screen.getByTestId('product-search'), { target: { value: 'zzz' } });
    expect(await screen.findByTestId('market-empty')).toBeTruthy();
    fireEvent.change(screen.getByTestId('product-search'), { target: { value: 'gbp' } });
    fireEvent.click(await screen.findByTestId('market-row-EURGBP'));
    await waitFor(() => expect(where(router)).toBe('/trade'));
    expect(useCurrentPair.getState().code).toBe('EURGBP');
  });
});
