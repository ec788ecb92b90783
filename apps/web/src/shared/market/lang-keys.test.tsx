import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLangQuery } from '../../app/bootstrap';
import { CATEGORIES, PAIRS } from '../../test/fixtures';
import { headersOf, mockFetch, ok } from '../../test/http';
import { renderRoutes } from '../../test/render';
import { setLanguage } from '../i18n';
import { useCategories, useTradeList } from './queries';

// The server translates by the lang header: each answer says which language it was asked in.
const NAMES: Record<string, string> = { en: 'Majors', de: 'Hauptwährungen', fr: 'Majeures' };

function serve() {
  const fetch = mockFetch((url, init) => {
    const lang = headersOf(init).lang ?? '?';
    if (url.pathname === '/v1/api/forex/getCategories') {
      return ok(CATEGORIES.map((c) => ({ ...c, Name: c.Id === 1 ? (NAMES[lang] ?? lang) : c.Name })));
    }
    if (url.pathname === '/v1/api/forex/trade_list') {
      return ok(PAIRS.map((p) => ({ ...p, NameShowTrans: `${p.Code}-${lang}` })));
    }
    return ok(null);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Screen() {
  useLangQuery();
  const categories = useCategories();
  const pairs = useTradeList();
  return (
    <p>
      <span data-testid="category">{categories.data?.[0]?.Name}</span>
      <span data-testid="pair">{pairs.data?.[0]?.NameShowTrans}</span>
    </p>
  );
}

const asked = (fetch: ReturnType<typeof serve>, path: string, lang: string) =>
  fetch.mock.calls.filter(([input, init]) => String(input).includes(path) && headersOf(init).lang === lang)
    .length;

describe('language switching refetches what the server translates (query keys carry the language)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => setLanguage('en'));
  });

  it('the language page: category chips and pair names switch at once, not after the 10-minute cache', async () => {
    const fetch = serve();
    renderRoutes([{ path: '/', element: <Screen /> }], '/');
    await waitFor(() => expect(screen.getByTestId('category').textContent).toBe('Majors'));
    expect(screen.getByTestId('pair').textContent).toBe('EURUSD-en');
    await act(() => setLanguage('fr'));
    await waitFor(() => expect(screen.getByTestId('category').textContent).toBe('Majeures'));
    expect(screen.getByTestId('pair').textContent).toBe('EURUSD-fr');
    expect(asked(fetch, 'getCategories', 'fr')).toBe(1);
    expect(asked(fetch, 'trade_list', 'fr')).toBe(1);
  });

  it('SPEC §9: `?lang=` changing in an open app refetches in the new language', async () => {
    const fetch = serve();
    const { router } = renderRoutes([{ path: '/', element: <Screen /> }], '/');
    await waitFor(() => expect(screen.getByTestId('pair').textContent).toBe('EURUSD-en'));
    await act(() => router.navigate('/?lang=de'));
    await waitFor(() => expect(screen.getByTestId('pair').textContent).toBe('EURUSD-de'));
    await waitFor(() => expect(screen.getByTestId('category').textContent).toBe('Hauptwährungen'));
    expect(asked(fetch, 'trade_list', 'de')).toBe(1);
  });
});
