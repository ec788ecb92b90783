import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../shared/session/session.store';
import { mockFetch, ok } from '../test/http';
import { renderRoutes, where } from '../test/render';
import { FakeSocket } from '../test/fake-socket';
import { RootLayout } from './layouts/RootLayout';
import { createMemoryRouter } from 'react-router';
import { TradePage } from '../features/trading/TradePage';
import { lazyPageAt } from './pages';
import { isLazyPage, preloadRoute, routes, withMessages } from './router';
import type { RouteObject } from 'react-router';
import { resetSessionAfterEach } from '../test/session';

/** The pages under test only need their calls answered, not their data. */
const answerNull = () =>
  vi.stubGlobal(
    'fetch',
    mockFetch(() => ok(null)),
  );

describe('routes (SPEC §2)', () => {
  resetSessionAfterEach();

  it.each(['/order', '/user', '/mine', '/mine/charge', '/mine/withdraw-way?type=1'])(
    'sends a visitor from %s to /login?from=…',
    async (path) => {
      answerNull();
      const { router } = renderRoutes(routes, path);
      // Generous: the guarded page is a lazy chunk, slow to load on a busy machine.
      await waitFor(() => expect(where(router)).toBe(`/login?from=${encodeURIComponent(path)}`), {
        timeout: 5000,
      });
    },
  );

  it('knows which addresses open on a lazy page (their chunks load beside the messages)', () => {
    expect(isLazyPage('/')).toBe(false);
    expect(isLazyPage('/trade')).toBe(true);
    expect(isLazyPage('/order')).toBe(true);
    expect(isLazyPage('/no-such-page')).toBe(false);
  });

  it("finds every lazy page's chunk by its address without the router (src/boot.ts starts it early)", () => {
    const lazyRoutes = (list: RouteObject[], parent = ''): Array<[string, unknown]> =>
      list.flatMap((route) => {
        const path = route.path ? `${parent}/${route.path}` : parent;
        const own: Array<[string, unknown]> = typeof route.lazy === 'function' ? [[path, route.lazy]] : [];
        return [...own, ...lazyRoutes(route.children ?? [], path)];
      });
    const all = lazyRoutes(routes);
    expect(all.length).toBeGreaterThan(25);
    for (const [path, lazy] of all) expect(lazyPageAt(path), path).toBe(lazy);
    expect(lazyPageAt('/mine/charge?type=1')).toBe(lazyPageAt('/mine/charge'));
    expect(lazyPageAt('/')).toBeUndefined();
    expect(lazyPageAt('/constructor')).toBeUndefined();
  });

  it('starts on a preloaded lazy page at once, without a fallback render first', async () => {
    const preloaded = await preloadRoute('/trade');
    expect(preloaded.size).toBe(1);
    const ready = createMemoryRouter(withMessages(routes, preloaded), { initialEntries: ['/trade'] });
    expect(ready.state.initialized).toBe(true);
    const page = ready.state.matches.at(-1)?.route;
    expect(page?.id).toBe('trade');
    expect((page?.element as { type?: unknown } | undefined)?.type).toBe(TradePage);
    // Without it, the router first renders HydrateFallback and the page once lazy() resolves.
    const waiting = createMemoryRouter(withMessages(routes), { initialEntries: ['/trade'] });
    expect(waiting.state.initialized).toBe(false);
    ready.dispose();
    waiting.dispose();
  });

  it.each([
    {
      layout: 'mobile',
      shows: 'tab-bar',
      current: 'tab-ranking',
      hides: 'main-nav',
      name: 'shows a tab page in its mobile frame with the tab bar',
    },
    {
      layout: 'desktop',
      shows: 'main-nav',
      current: 'nav-ranking',
      hides: 'tab-bar',
      name: 'uses the desktop header instead of the tab bar on desktop',
    },
  ] as const)('$name', async ({ layout, shows, current, hides }) => {
    answerNull();
    renderRoutes(routes, '/rank', layout);
    expect(await screen.findByTestId('rank-page')).toBeTruthy();
    expect(screen.getByTestId(shows)).toBeTruthy();
    // The page's own entry is marked for a screen reader too, not only by its colour.
    expect(screen.getByTestId(current).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByTestId(hides)).toBeNull();
  });

  it('keeps home mounted (kept alive) while another tab is shown', async () => {
    answerNull();
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    await router.navigate('/rank');
    expect(await screen.findByTestId('rank-page')).toBeTruthy();
    expect(screen.getByTestId('home-page').closest('[hidden]')).not.toBeNull();
  });

  it('lets a logged-in user into the user centre', async () => {
    useSession.getState().signIn({
      token: 'tok',
      user: {
        id: 1,
        uid: '1',
        email: 'a@b.co',
        mobile: '',
        area_code: '',
        is_demo: 0,
        invite_code: '',
        created_at: '',
      },
    });
    vi.stubGlobal(
      'fetch',
      mockFetch(() => ok({ balance: 1 })),
    );
    const { router } = renderRoutes(routes, '/user');
    expect(await screen.findByTestId('user-page')).toBeTruthy();
    expect(where(router)).toBe('/user');
  });

  it('starts the live socket on navigation (SPEC §2) and subscribes the quote batch', async () => {
    answerNull();
    const { router } = renderRoutes(
      [{ path: '/', Component: RootLayout, children: routes[0]?.children }],
      '/',
    );
    await screen.findByTestId('home-page');
    expect(FakeSocket.instances).toHaveLength(1);
    expect(FakeSocket.latest().url).toBe('ws://localhost:3000/v1/ws');
    FakeSocket.latest().open();
    expect(FakeSocket.latest().messages()).toContainEqual({ type: 'sub', params: ['DAY_MARKET_BATCH'] });
    await router.navigate('/rank');
    expect(FakeSocket.instances).toHaveLength(1);
  });
});
