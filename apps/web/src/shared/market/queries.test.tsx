import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAIRS } from '../../test/fixtures';
import { headersOf, mockFetch, ok } from '../../test/http';
import { i18n, initI18nFromLocation, setLanguage, whenI18nReady } from '../i18n';
import { PageActiveContext } from '../routes/keep-alive';
import { prefetchTradeList, useRefreshTradeListOnEnter, useTradeList } from './queries';
import { useQuotesStore } from './quotes.store';

function Screen() {
  useTradeList();
  useRefreshTradeListOnEnter();
  return null;
}

describe('trade list (SPEC §2: entering home or trade refreshes it)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads once, seeds the quotes, and reloads each time the kept-alive page is shown again', async () => {
    const fetch = mockFetch(() => ok(PAIRS));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    const view = (active: boolean) => (
      <QueryClientProvider client={client}>
        <PageActiveContext.Provider value={active}>
          <Screen />
        </PageActiveContext.Provider>
      </QueryClientProvider>
    );
    const { rerender } = render(view(true));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(useQuotesStore.getState().quotes.EURUSD?.close).toBe(1.08761);
    rerender(view(false));
    rerender(view(true));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    rerender(view(true));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asked for before the first render (cold load), the screen uses that answer instead of asking again', async () => {
    const fetch = mockFetch(() => ok(PAIRS));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    void prefetchTradeList(client);
    // The request is out before anything renders.
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    function Names() {
      const list = useTradeList();
      return <p data-testid="names">{list.data?.map((p) => p.Code).join(' ')}</p>;
    }
    const { findByText } = render(
      <QueryClientProvider client={client}>
        <Names />
      </QueryClientProvider>,
    );
    await findByText(PAIRS.map((p) => p.Code).join(' '));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asked for while the language files load, it already asks in the address language', async () => {
    const fetch = mockFetch(() => ok(PAIRS));
    vi.stubGlobal('fetch', fetch);
    const before = i18n.language;
    // main.tsx: the request goes out beside the start-up strings, before they are in (issue 15).
    const messages = initI18nFromLocation('#/trade?lang=fr', { lazyPage: true });
    void prefetchTradeList(new QueryClient());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(headersOf(fetch.mock.calls[0]?.[1]).lang).toBe('fr');
    // The start-up strings, then the whole file a lazy page waits for.
    await messages;
    await whenI18nReady();
    expect(i18n.t('auth.login')).not.toBe('auth.login');
    await setLanguage(before === 'fr' ? 'en' : before);
  });
});
