import { createHashRouter, type RouteObject } from 'react-router';
import { HomePage } from '../features/market/HomePage';
import { whenI18nReady } from '../shared/i18n';
import type { RouteHandle } from '../shared/routes/handle';
import { registerNavigate } from '../shared/routes/navigation';
import { RequireAuth } from './guards';
import { RootLayout } from './layouts/RootLayout';
import { TabLayout } from './layouts/TabLayout';
import { lazyPageAt, lazyPages, type LazyRoute } from './pages';
import { BootFallback, NotFoundPage, RouteError } from './RouteError';

/* SPEC §2 routes. Home is in the entry chunk; every other page is a lazy chunk (pages.ts). */

const handle = (titleKey: RouteHandle['titleKey'], tab = false): RouteHandle => ({ titleKey, tab });

const guardedPages: RouteObject[] = [
  {
    path: 'mine/auth',
    lazy: lazyPages['mine/auth'],
    handle: handle('auth'),
  },
  {
    path: 'mine/invite',
    lazy: lazyPages['mine/invite'],
    handle: handle('invite'),
  },
  {
    path: 'mine/password',
    lazy: lazyPages['mine/password'],
    handle: handle('password'),
  },
  {
    path: 'mine/security',
    lazy: lazyPages['mine/security'],
    handle: handle('security'),
  },
  {
    path: 'mine/history',
    lazy: lazyPages['mine/history'],
    handle: handle('history'),
  },
  {
    path: 'mine/charge',
    lazy: lazyPages['mine/charge'],
    handle: handle('charge'),
  },
  {
    path: 'mine/withdraw',
    lazy: lazyPages['mine/withdraw'],
    handle: handle('withdraw'),
  },
  {
    path: 'mine/wallet',
    lazy: lazyPages['mine/wallet'],
    handle: handle('wallet'),
  },
  {
    path: 'mine/bank-card-list',
    lazy: lazyPages['mine/bank-card-list'],
    handle: handle('bank_card_list'),
  },
  {
    path: 'mine/coin-address-list',
    lazy: lazyPages['mine/coin-address-list'],
    handle: handle('coin_address_list'),
  },
  {
    path: 'mine/withdraw-way',
    lazy: lazyPages['mine/withdraw-way'],
    handle: handle('withdraw_way'),
  },
];

const publicPages: RouteObject[] = [
  {
    path: 'login',
    lazy: lazyPages.login,
    handle: handle('login'),
  },
  {
    path: 'register',
    lazy: lazyPages.register,
    handle: handle('register'),
  },
  {
    path: 'forgot',
    lazy: lazyPages.forgot,
    handle: handle('forgot'),
  },
  {
    path: 'language',
    lazy: lazyPages.language,
    handle: handle('language'),
  },
  {
    path: 'mine/system',
    lazy: lazyPages['mine/system'],
    handle: handle('system'),
  },
  {
    path: 'mine/email',
    lazy: lazyPages['mine/email'],
    handle: handle('email'),
  },
  {
    path: 'mine/chat',
    lazy: lazyPages['mine/chat'],
    handle: handle('chat'),
  },
  {
    path: 'mine/announcement',
    lazy: lazyPages['mine/announcement'],
    handle: handle('announcement'),
  },
  {
    path: 'news/detail',
    lazy: lazyPages['news/detail'],
    handle: handle('news_detail'),
  },
  {
    path: 'feedback',
    lazy: lazyPages.feedback,
    handle: handle('feedback'),
  },
  {
    path: 'product',
    lazy: lazyPages.product,
    handle: handle('product'),
  },
  {
    // A directory company (company mode): /company?id=…
    path: 'company',
    lazy: lazyPages.company,
    handle: handle('product'),
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: BootFallback,
    children: [
      {
        // A crashed or unloadable page keeps the shell (header, tab bar) around the error.
        errorElement: <RouteError />,
        children: [
          {
            // SPEC §2: kept alive, with the footer tab bar.
            id: 'tabs',
            Component: TabLayout,
            children: [
              { id: 'home', index: true, Component: HomePage, handle: handle('home', true) },
              { id: 'trade', path: 'trade', lazy: lazyPages.trade, handle: handle('trade', true) },
              { id: 'news', path: 'news', lazy: lazyPages.news, handle: handle('news', true) },
              { id: 'rank', path: 'rank', lazy: lazyPages.rank, handle: handle('rank', true) },
              {
                id: 'tabs-guard',
                Component: RequireAuth,
                children: [
                  { id: 'order', path: 'order', lazy: lazyPages.order, handle: handle('order', true) },
                  { id: 'user', path: 'user', lazy: lazyPages.user, handle: handle('user') },
                  { id: 'mine', path: 'mine', lazy: lazyPages.mine, handle: handle('user') },
                ],
              },
            ],
          },
          ...publicPages,
          { Component: RequireAuth, children: guardedPages },
          { path: '*', Component: NotFoundPage, handle: handle('not_found') },
        ],
      },
    ],
  },
];

type LoadedRoute = Awaited<ReturnType<LazyRoute>>;

/** The lazy routes of the page the app opens on, already downloaded: see preloadRoute. */
export type PreloadedRoutes = ReadonlyMap<LazyRoute, LoadedRoute>;

/**
 * A lazy page renders once its chunk and the language's whole message file are in: the start-up
 * part (src/shared/i18n/start-keys.ts) only has what the start-up screens show. A route in
 * `preloaded` gets its loaded properties instead of its `lazy`: the router starts on it at once
 * (no HydrateFallback render, then a second one once `lazy()` has resolved).
 */
export function withMessages(list: RouteObject[], preloaded: PreloadedRoutes = new Map()): RouteObject[] {
  return list.map((route) => {
    const { lazy, children } = route;
    let next = { ...route } as RouteObject;
    if (typeof lazy === 'function') {
      const loaded = preloaded.get(lazy);
      if (loaded) {
        next = { ...next, ...loaded, lazy: undefined } as RouteObject;
      } else {
        next.lazy = async () => (await Promise.all([lazy(), whenI18nReady()]))[0];
      }
    }
    if (children) next.children = withMessages(children, preloaded);
    return next;
  });
}

/** True when the app opens on a lazy page: it paints once its chunk and all messages are in. */
export function isLazyPage(path: string): boolean {
  return lazyPageAt(path) !== undefined;
}

/**
 * Starts downloading the lazy chunks of the page the app opens on, beside the language files,
 * instead of once the router exists after them; resolves to what they loaded, for
 * createAppRouter. A failed download resolves to nothing: the router's own `lazy()` tries again
 * and shows the route error screen if it fails too.
 */
export async function preloadRoute(path: string): Promise<PreloadedRoutes> {
  const lazy = lazyPageAt(path);
  try {
    return lazy ? new Map([[lazy, await lazy()]]) : new Map();
  } catch {
    return new Map();
  }
}

export function createAppRouter(preloaded?: PreloadedRoutes) {
  const router = createHashRouter(withMessages(routes, preloaded));
  registerNavigate((to, options) => void router.navigate(to, options));
  return router;
}
